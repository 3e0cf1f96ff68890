// The dry run's report of a day's reminders, in English for whoever runs it: each recipient, then what they
// would be told, then the count.
import type { ReminderPlan } from '../../../common/generated/api.ts';

export function printPlan(date: string, plans: readonly ReminderPlan[]): string {
  const lines = [`Birthday reminders of ${date} (dry run: nothing is sent)`];
  for (const { username, email, language, birthdays } of plans) {
    lines.push(`${username} <${email}> (${language}):`);
    for (const b of birthdays)
      lines.push(`  ${b.daysBefore === 0 ? 'today' : `in ${b.daysBefore} days`}, ${b.on}: ${b.name} (member ${b.memberId})`);
  }
  const reminders = plans.reduce((sum, plan) => sum + plan.birthdays.length, 0);
  lines.push(`${plans.length} recipients, ${reminders} reminders`);
  return `${lines.join('\n')}\n`;
}
