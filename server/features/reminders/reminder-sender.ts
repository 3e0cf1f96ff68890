// The day's reminders by mail, or by notification to who chose that: the day's plan (day-plan.ts) is queued as one mail per account and day, then
// sent by the shared mail queue. Queuing a day again, from another instance or after a restart, adds only the
// mails it lacks, so nobody gets a day's reminders twice; a reader who chose no reminders since is skipped.
import type { FastifyBaseLogger } from 'fastify';
import { createMailQueue, type MailQueue, type Pusher } from '../../plugins/app/mail-queue.ts';
import type { Mailer } from '../../plugins/app/mailer.ts';
import type { UnsubscribeLinks } from '../../plugins/app/unsubscribe-link.ts';
import { dayPlan, type PlanSource } from './day-plan.ts';
import { reminderMail, reminderNote } from './reminder-mail.ts';
import { RemindersRepository } from './repository.ts';

export interface ReminderSender {
  /** Queues the mails of `day` (YYYY-MM-DD) and starts sending them. */
  queueDay(day: string, now?: number): Promise<void>;
  queue: MailQueue;
}

/** What a sender of the day's mails (the reminders, the weekly digest) works with. */
export interface SenderServices extends PlanSource {
  mailer: Mailer;
  pusher: Pusher;
  links: UnsubscribeLinks;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createReminderSender({ mailer, pusher, links, publicUrl, log, ...source }: SenderServices): ReminderSender {
  const reminders = new RemindersRepository(source.db, source.dialect);
  const queue = createMailQueue(
    { db: source.db, dialect: source.dialect, mailer, pusher, log },
    {
      table: 'reminder_mails',
      what: 'reminder mail',
      load: (ids) => reminders.mails(ids),
      compose: (row) => {
        if (row.settings.channel === 'none') return undefined;
        const mail = reminderMail(
          publicUrl,
          row.reminders,
          row.reader,
          `${publicUrl}/api/v1/reminders/unsubscribe/${links.token(row.userId)}`,
        );
        // By notification to a reader who chose them, and by mail while they have no device that allowed them.
        if (row.settings.channel === 'mail') return { mail };
        return { mail, push: { userId: row.userId, note: reminderNote(row.reminders, row.reader.language, row.day) } };
      },
    },
  );
  return {
    queue,
    async queueDay(day, now = Date.now()) {
      await reminders.enqueue(day, await dayPlan(source, day), now);
      queue.kick();
    },
  };
}
