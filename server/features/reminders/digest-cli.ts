// npm run digest -- --date 2026-12-04 --dry-run   prints who would get the week's digest and what it holds
// npm run digest -- --date 2026-12-04 --send      queues the week's digests and sends them now
// On the configured database and mail server, with the same environment variables as the server; `--date` (the
// day the digest is sent for: it tells of the week before it and the week from it) defaults to today (UTC).
// Sending a week the server has already sent adds nothing: each reader gets a week's digest once.
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { DailyMailRuns } from '../../plugins/app/mail-queue-repository.ts';
import { isCalendarDay, isoOf } from '../calendar/calendar-days.ts';
import { printDigest } from './print-digest.ts';
import { RemindersRepository } from './repository.ts';
import { weekDigest } from './week-digest.ts';

const USAGE = 'usage: npm run digest -- (--dry-run | --send) [--date YYYY-MM-DD]';

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
    const digest = await weekDigest({ db: app.db, dialect: app.dialect, repositories: app.repositories }, values.date);
    process.stdout.write(printDigest(digest, await new RemindersRepository(app.db, app.dialect).digestReaders()));
  } else {
    await app.digest.queueWeek(values.date);
    await app.digest.queue.idle();
    const { sent, pending, failed, cancelled } = await new DailyMailRuns(app.db, 'digest_mails').of(values.date);
    process.stdout.write(
      `Weekly digest of ${values.date}: ${sent} sent, ${pending} to try again later, ${failed} given up, ${cancelled} stopped by their readers.\n`,
    );
  }
} finally {
  await app.close();
}
