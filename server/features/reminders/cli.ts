// npm run reminders -- --date 2026-12-01 --dry-run   prints what the day's reminders would send, per recipient
// npm run reminders -- --date 2026-12-01 --send      queues the day's mails and sends them now
// (mail-command.ts: on the configured database and mail server; each reader gets a day once.)
import { dayPlan } from './day-plan.ts';
import { runMailCommand } from './mail-command.ts';
import { printPlan } from './print-plan.ts';

await runMailCommand({
  name: 'reminders',
  what: 'Reminders',
  table: 'reminder_mails',
  print: async (app, day) => printPlan(day, await dayPlan({ db: app.db, dialect: app.dialect, repositories: app.repositories }, day)),
  send: async (app, day) => {
    await app.reminders.queueDay(day);
    await app.reminders.queue.idle();
  },
});
