// REMINDERS_AT: the day's reminders are queued at the times of a cron expression (UTC), and when the server
// starts after the day's first time has passed (it was down then). Every instance does it: queuing a day
// twice adds nothing (reminder-sender.ts).
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { asUtc, isoOf } from '../calendar/calendar-days.ts';
import type { ReminderSender } from './reminder-sender.ts';

export function scheduleReminders(app: FastifyInstance, pattern: string, sender: ReminderSender): void {
  // The queuing under way, finished before the database closes.
  let running: Promise<void> = Promise.resolve();
  const queueToday = async (): Promise<void> => {
    running = sender
      .queueDay(isoOf(new Date()))
      .catch((error: unknown) => app.log.error({ err: error }, "the day's reminders could not be queued"));
    await running;
  };
  let job: Cron;
  try {
    job = new Cron(pattern, { timezone: 'UTC', protect: true }, queueToday);
  } catch (error) {
    throw new Error(`REMINDERS_AT "${pattern}" is not a cron expression: ${(error as Error).message}`, { cause: error });
  }
  app.addHook('onReady', async () => {
    const first = new Cron(pattern, { timezone: 'UTC', paused: true }).nextRun(new Date(asUtc(isoOf(new Date())).getTime() - 1));
    if (first && first.getTime() <= Date.now()) void queueToday();
  });
  app.addHook('onClose', async () => {
    job.stop();
    await running;
  });
}
