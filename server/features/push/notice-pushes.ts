// New notices told to the devices of the family members who want them: queued when a notice is created (one row per
// notice and account, in notice_pushes), sent by the shared queue after the response, each in its reader's language;
// a reader who turned notices off meanwhile is skipped.
import type { PushNote } from '../../../common/generated/api.ts';
import { direction, type Language } from '../../../common/model/languages.ts';
import { createMailQueue, type MailQueue, type Pusher } from '../../plugins/app/mail-queue.ts';
import type { Mailer } from '../../plugins/app/mailer.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { PushRepository } from './repository.ts';

/** A notification's text is cut here: a phone shows two or three lines of it. */
const BODY_CHARACTERS = 160;

/** The notification of a new notice: its subject, the start of its description, a tap opening it. */
export function noticeNote(notice: { id: number; subject: string; description: string }, language: Language): PushNote {
  const body = notice.description.length > BODY_CHARACTERS ? `${notice.description.slice(0, BODY_CHARACTERS - 1)}…` : notice.description;
  return {
    title: notice.subject,
    body,
    url: `/family-notification/${notice.id}`,
    tag: `notice-${notice.id}`,
    lang: language,
    dir: direction(language),
  };
}

interface Services {
  db: Kysely<Database>;
  dialect: Dialect;
  devices: PushRepository;
  mailer: Mailer;
  pusher: Pusher;
  log: FastifyBaseLogger;
}

export function createNoticePushes({ devices, ...services }: Services): MailQueue {
  return createMailQueue(services, {
    table: 'notice_pushes',
    what: 'notice notification',
    load: (ids) => devices.noticePushes(ids),
    compose: (row) => (row.wanted ? { push: { userId: row.userId, note: noticeNote(row.notice, row.language) } } : undefined),
  });
}
