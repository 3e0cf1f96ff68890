// The week's digest by mail: the week's digest (week-digest.ts) is queued as one mail per reader and week, then
// sent by the shared mail queue. Queuing a week again, from another instance or after a restart, adds only the
// mails it lacks, so nobody gets a week's digest twice; a week with nothing to tell queues none; a reader who
// turned the digest off since is skipped.
import type { Language } from '../../../common/model/languages.ts';
import { createMailQueue, type MailQueue } from '../../plugins/app/mail-queue.ts';
import { digestMail } from './digest-mail.ts';
import { DigestRepository } from './digest-repository.ts';
import type { SenderServices } from './reminder-sender.ts';
import { RemindersRepository } from './repository.ts';
import { isEmpty, weekDigest } from './week-digest.ts';

export interface DigestSender {
  /** Queues the digests of the week `day` (YYYY-MM-DD) ends and starts sending them. */
  queueWeek(day: string, now?: number): Promise<void>;
  queue: MailQueue;
}

export function createDigestSender({ mailer, pusher, links, publicUrl, log, ...source }: SenderServices): DigestSender {
  const digests = new DigestRepository(source.db, source.dialect);
  const readers = new RemindersRepository(source.db, source.dialect);
  const queue = createMailQueue(
    { db: source.db, dialect: source.dialect, mailer, pusher, log },
    {
      table: 'digest_mails',
      what: 'weekly digest',
      load: (ids) => digests.mails(ids),
      compose: (row) =>
        row.wants
          ? {
              mail: digestMail(
                publicUrl,
                row.digest,
                { ...row.reader, language: row.reader.language as Language },
                `${publicUrl}/api/v1/reminders/digest/unsubscribe/${links.token(row.userId)}`,
              ),
            }
          : undefined,
    },
  );
  return {
    queue,
    async queueWeek(day, now = Date.now()) {
      const digest = await weekDigest(source, day);
      if (isEmpty(digest)) return;
      await digests.enqueue(
        day,
        (await readers.digestReaders()).map((r) => r.userId),
        digest,
        now,
      );
      queue.kick();
    },
  };
}
