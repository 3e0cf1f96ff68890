// Mail: the contact form (anyone may write to the family admin) and the admin's generic mail calls.
// Every message is stored first, with whether it was delivered, so none is lost when SMTP fails.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { WireRecord } from '../../db/codec.ts';
import { registerEntity } from '../entities/index.ts';

const SENT = 'Email Sent Successfully.';
const KEPT = 'Your message is saved; mail delivery failed and will be looked at by the admin.';

export default async function mailRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const mails = app.repositories.ofResource('mails');

  async function deliver(record: WireRecord): Promise<{ record: WireRecord; message: string }> {
    const delivered = await app.mailer.send({
      to: record.mailTo as string,
      subject: record.mailSubject as string,
      text: `${record.mailContent as string}\n\n— ${record.name as string} <${record.mailFrom as string}>`,
      replyTo: record.mailFrom as string,
    });
    const updated = delivered ? await mails.update(record.id as number, { delivered: true }) : record;
    return { record: updated, message: delivered ? SENT : KEPT };
  }

  registerEntity(app, 'mails', { afterCreate: (record) => deliver(record) });

  app.post<{ Body: { name: string; mailFrom: string; mailSubject: string; mailContent: string } }>(
    '/api/v1/mail/contactus',
    {
      schema: {
        tags: ['mails'],
        security: [],
        body: {
          type: 'object',
          required: ['name', 'mailFrom', 'mailSubject', 'mailContent'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 3, maxLength: 20 },
            mailFrom: { type: 'string', format: 'email', maxLength: 254 },
            mailSubject: { type: 'string', minLength: 5, maxLength: 200 },
            mailContent: { type: 'string', minLength: 1, maxLength: 500 },
          },
        },
        response: { 201: { type: 'object', properties: { message: { type: 'string' }, delivered: { type: 'boolean' } } } },
      },
    },
    async (request: FastifyRequest<{ Body: { name: string; mailFrom: string; mailSubject: string; mailContent: string } }>, reply) => {
      const stored = await mails.create({ ...request.body, mailTo: config.adminEmail });
      const { record, message } = await deliver(stored);
      return reply.code(201).send({ message, delivered: record.delivered });
    },
  );
}
