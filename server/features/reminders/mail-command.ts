// The commands of the mails sent for a day (`npm run reminders`, `npm run digest`): on the configured database and
// mail server, with the server's environment variables and without its schedules, `--dry-run` prints what the day
// would send and sends nothing, `--send` queues the day's mails, sends them now and says how it went. `--date`
// defaults to today (UTC). Sending a day again adds nothing: each reader gets a day's mail once.
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { DailyMailRuns, type DailyQueueTable } from '../../plugins/app/mail-queue-repository.ts';
import { isCalendarDay, isoOf } from '../calendar/calendar-days.ts';

interface MailCommand {
  /** `npm run <name>`. */
  name: string;
  /** What the mails are, in the report ("Reminders", "Weekly digest"). */
  what: string;
  table: DailyQueueTable;
  /** The dry run's report of the day. */
  print(app: FastifyInstance, day: string): Promise<string>;
  /** Queues the day's mails and resolves once they are sent (or wait for a retry). */
  send(app: FastifyInstance, day: string): Promise<void>;
}

export async function runMailCommand({ name, what, table, print, send }: MailCommand): Promise<void> {
  const usage = `usage: npm run ${name} -- (--dry-run | --send) [--date YYYY-MM-DD]`;
  const { values } = parseArgs({
    options: {
      date: { type: 'string', default: isoOf(new Date()) },
      'dry-run': { type: 'boolean', default: false },
      send: { type: 'boolean', default: false },
    },
  });
  if (values['dry-run'] === values.send) throw new Error(`${usage}\nChoose one: --dry-run prints and sends nothing, --send sends.`);
  if (!isCalendarDay(values.date)) throw new Error(`--date must be a day of the calendar, YYYY-MM-DD\n${usage}`);

  // The server's own plugins, without its schedules: this command is the one run.
  const config = {
    ...loadConfig(process.env),
    backupSchedule: undefined,
    remindersAt: undefined,
    digestAt: undefined,
    demo: false,
    logLevel: 'warn',
  };
  const app = await buildApp(config);
  try {
    await app.ready();
    if (values['dry-run']) process.stdout.write(await print(app, values.date));
    else {
      await send(app, values.date);
      const { sent, pending, failed, cancelled } = await new DailyMailRuns(app.db, table).of(values.date);
      process.stdout.write(
        `${what} of ${values.date}: ${sent} sent, ${pending} to try again later, ${failed} given up, ${cancelled} stopped by their readers.\n`,
      );
    }
  } finally {
    await app.close();
  }
}
