// The dry run's report of a day's reminders, in English for whoever runs it: each recipient, then what they
// would be told, then the count.
import type { ReminderPlan } from '../../../common/generated/api.ts';

export function printPlan(date: string, plans: readonly ReminderPlan[]): string {
  const lines = [`Reminders of ${date} (dry run: nothing is sent)`];
  const when = (daysBefore: number, on: string) => `${daysBefore === 0 ? 'today' : `in ${daysBefore} days`}, ${on}`;
  for (const { username, email, language, birthdays, anniversaries, newcomers } of plans) {
    lines.push(`${username} <${email}> (${language}):`);
    for (const b of birthdays) lines.push(`  ${when(b.daysBefore, b.on)}: birthday of ${b.name} (member ${b.memberId})`);
    for (const n of newcomers) lines.push(`  new in the tree${n.baby ? ', a baby' : ''}: ${n.name} (member ${n.memberId})`);
    for (const a of anniversaries)
      lines.push(
        `  ${when(a.daysBefore, a.on)}: ${a.calendar === 'hijri' ? 'Hijri ' : ''}anniversary of the death of ${a.name}, ${a.year}${a.calendar === 'hijri' ? ' AH' : ''} (member ${a.memberId})`,
      );
  }
  const reminders = plans.reduce((sum, plan) => sum + plan.birthdays.length + plan.anniversaries.length + plan.newcomers.length, 0);
  lines.push(`${plans.length} recipients, ${reminders} reminders`);
  return `${lines.join('\n')}\n`;
}
