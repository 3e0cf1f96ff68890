// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, else the outbox folder.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { writeOutbox } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML, for the mail programs that show it; the text stays for the others. */
  html?: string;
  replyTo?: string;
  /** Extra header lines (a news mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends the mail; false (and a logged error) when it could not be handed over, never a throw. */
  send(mail: Mail): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
    const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.decorate('mailer', {
      async send(mail) {
        const message = { from: config.mailFrom, ...mail };
        try {
          if (smtp) {
            await smtp.sendMail(message);
            return true;
          }
          const built = await outbox.sendMail(message);
          const file = await writeOutbox(config.dataDir, { to: mail.to, extension: '.eml' }, built.message as Buffer);
          const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
          app.log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox (no SMTP_URL)');
          return true;
        } catch (error) {
          app.log.error({ err: error, to: mail.to }, 'mail could not be sent');
          app.metrics.sendFailed('mail');
          return false;
        }
      },
    } satisfies Mailer);
    if (smtp) app.addHook('onClose', async () => smtp.close());
  },
  { name: 'mailer', dependencies: ['metrics'] },
);
