// npm run reminders -- --date 2026-12-01 --dry-run   prints what the day's reminders would send, per recipient
// npm run reminders -- --date 2026-12-01 --send      queues the day's mails and sends them now
// On the configured database and mail server, with the same environment variables as the server; `--date`
// defaults to today (UTC). Sending a day the server has already sent adds nothing: each reader gets a day once.
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { DailyMailRuns } from '../../plugins/app/mail-queue-repository.ts';
import { isCalendarDay, isoOf } from '../calendar/calendar-days.ts';
import { dayPlan } from './day-plan.ts';
import { printPlan } from './print-plan.ts';

const USAGE = 'usage: npm run reminders -- (--dry-run | --send) [--date YYYY-MM-DD]';

const { values } = parseArgs({
  options: {
    date: { type: 'string', default: isoOf(new Date()) },
    'dry-run': { type: 'boolean', default: false },
    send: { type: 'boolean', default: false },
  },
});
if (values['dry-run'] === values.send) throw new Error(`${USAGE}\nChoose one: --dry-run prints and sends nothing, --send sends.`);
if (!isCalendarDay(values.date)) throw new Error(`--date must be a day of the calendar, YYYY-MM-DD\n${USAGE}`);

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
  if (values['dry-run']) {
    const plans = await dayPlan({ db: app.db, dialect: app.dialect, repositories: app.repositories }, values.date);
    process.stdout.write(printPlan(values.date, plans));
  } else {
    await app.reminders.queueDay(values.date);
    await app.reminders.queue.idle();
    const { sent, pending, failed, cancelled } = await new DailyMailRuns(app.db, 'reminder_mails').of(values.date);
    process.stdout.write(
      `Reminders of ${values.date}: ${sent} sent, ${pending} to try again later, ${failed} given up, ${cancelled} stopped by their readers.\n`,
    );
  }
} finally {
  await app.close();
}
