// Mail: the contact form (anyone may write to the family admin) and the admin's generic mail calls.
// Every message is stored first, with whether it was delivered, so none is lost when SMTP fails.
import type { FastifyInstance } from 'fastify';
import contactUsForm from '../../../schema/forms/contact-us.json';
import type { ContactMailRecord } from '../../../common/generated/types.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { trimBody } from '../../validation.ts';
import { registerEntity } from '../../entities/register.ts';

export default async function mailRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const mails = app.repositories.ofResource('mails');

  async function deliver(record: ContactMailRecord): Promise<{ record: ContactMailRecord; message: string }> {
    const delivered = await app.mailer.send({
      to: record.mailTo,
      subject: record.mailSubject,
      text: `${record.mailContent}\n\n— ${record.name} <${record.mailFrom}>`,
      replyTo: record.mailFrom,
    });
    const updated = delivered ? await mails.update(record.id, { delivered: true }) : record;
    return { record: updated, message: delivered ? MESSAGES.mailSent : MESSAGES.mailKept };
  }

  registerEntity(app, 'mails', { afterCreate: (record) => deliver(record) });

  withContracts(app).post(
    '/api/v1/mail/contactus',
    {
      config: { rateLimit: PER_ADDRESS.contact },
      preValidation: trimBody(contactUsForm),
      schema: {
        tags: ['mails'],
        security: [],
        body: contract('contactUs#'),
        response: { 201: { type: 'object', properties: { message: { type: 'string' }, delivered: { type: 'boolean' } } } },
      },
    },
    async (request, reply) => {
      const stored = await mails.create({ ...request.body, mailTo: config.adminEmail });
      const { record, message } = await deliver(stored);
      return reply.code(201).send({ message, delivered: record.delivered });
    },
  );
}
