// The news mails recorded in news_deliveries, sent by the shared mail queue (plugins/app/mail-queue.ts) after
// the response that created the notice: each in its reader's chosen language, cancelled when the reader
// stopped the mails between the notice and its sending.
import { createMailQueue, type MailQueue, type Pusher } from '../../plugins/app/mail-queue.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { Mailer } from '../../plugins/app/mailer.ts';
import { DeliveriesRepository } from './deliveries-repository.ts';
import { newsMail } from './news-mail.ts';
import type { UnsubscribeLinks } from '../../plugins/app/unsubscribe-link.ts';

interface Options {
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  pusher: Pusher;
  links: UnsubscribeLinks;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createNewsSender({ db, dialect, mailer, pusher, links, publicUrl, log }: Options): MailQueue {
  const deliveries = new DeliveriesRepository(db);
  return createMailQueue(
    { db, dialect, mailer, pusher, log },
    {
      table: 'news_deliveries',
      what: 'news mail',
      load: (ids) => deliveries.mails(ids),
      compose: (row) =>
        row.language
          ? {
              mail: newsMail(
                publicUrl,
                { id: row.noticeId, subject: row.subject, content: row.content, description: row.description },
                { email: row.email, name: row.name, username: row.username, language: row.language },
                `${publicUrl}/api/v1/news/unsubscribe/${links.token(row.user_id)}`,
              ),
            }
          : undefined,
    },
  );
}
