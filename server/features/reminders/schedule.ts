// REMINDERS_AT and DIGEST_AT: a day's mails are queued at the times of a cron expression (UTC), and when the server
// starts after the day's first time has passed (it was down then). Every instance does it: queuing a day twice
// adds nothing (reminder-sender.ts, digest-sender.ts).
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { asUtc, isoOf } from '../calendar/calendar-days.ts';

interface Schedule {
  /** The cron expression, UTC. */
  pattern: string;
  /** The setting it comes from, for the message of a bad one. */
  setting: string;
  /** The job's name in the metrics ("reminders"). */
  job: string;
  /** What is queued, for the log ("the day's reminders"). */
  what: string;
  /** Queues the mails of the day (YYYY-MM-DD). */
  queue: (day: string) => Promise<void>;
}

export function scheduleMails(app: FastifyInstance, { pattern, setting, job: name, what, queue }: Schedule): void {
  // The queuing under way, finished before the database closes.
  let running: Promise<void> = Promise.resolve();
  const queueToday = async (): Promise<void> => {
    running = queue(isoOf(new Date())).then(
      () => app.metrics.jobRun(name, 'done'),
      (error: unknown) => {
        app.metrics.jobRun(name, 'failed');
        app.log.error({ err: error }, `${what} could not be queued`);
      },
    );
    await running;
  };
  let job: Cron;
  try {
    job = new Cron(pattern, { timezone: 'UTC', protect: true }, queueToday);
  } catch (error) {
    throw new Error(`${setting} "${pattern}" is not a cron expression: ${(error as Error).message}`, { cause: error });
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
