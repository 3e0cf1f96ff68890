// npm run reminders -- --date 2026-12-01 --dry-run [--degree 3]
// What the birthday reminders of a day would send, per recipient, without sending anything: on the configured
// database, with the same environment variables as the server. `--date` defaults to today (UTC).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createRepositories } from '../../entities/repositories.ts';
import { isCalendarDay, isoOf } from '../calendar/calendar-days.ts';
import { birthdayPlan } from './birthday-plan.ts';
import { DEFAULT_DEGREE } from './kinship.ts';
import { printPlan } from './print-plan.ts';

const USAGE = 'usage: npm run reminders -- --dry-run [--date YYYY-MM-DD] [--degree 1-6]';

const { values } = parseArgs({
  options: {
    date: { type: 'string', default: isoOf(new Date()) },
    degree: { type: 'string', default: String(DEFAULT_DEGREE) },
    'dry-run': { type: 'boolean', default: false },
  },
});
// Only the dry run: the reminders are sent once each member can choose them in the profile.
if (!values['dry-run']) throw new Error(`${USAGE}\nOnly --dry-run is offered: it prints what would be sent, and sends nothing.`);
if (!isCalendarDay(values.date)) throw new Error(`--date must be a day of the calendar, YYYY-MM-DD\n${USAGE}`);
if (!/^[1-6]$/.test(values.degree)) throw new Error(`--degree must be 1 (brothers and sisters) to 6\n${USAGE}`);

const config = loadConfig(process.env);
const handle = openDatabase(config);
try {
  await migrateToLatest(handle);
  const repositories = createRepositories(handle.db, handle.dialect);
  const plans = await birthdayPlan({ db: handle.db, dialect: handle.dialect, repositories }, values.date, Number(values.degree));
  process.stdout.write(printPlan(values.date, plans));
} finally {
  await handle.db.destroy();
}
