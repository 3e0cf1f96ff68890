// The reminder mail as its reader gets it: the day's reminders first, then the week's, then who was recorded in
// the tree, each with a link to the person; one reminder is its own subject; the stop link and its headers.
import { expect, test } from 'vitest';
import { reminderMail } from '../../server/features/reminders/reminder-mail.ts';

const reader = { email: 'dalia@example.com', name: 'Dalia', username: 'dalia', language: 'he' as const };
const url = 'https://family.example';
const stop = `${url}/api/v1/reminders/unsubscribe/7.abc`;

test('in Hebrew: the day’s birthday, the anniversary a week ahead, then the new baby, each with its link', () => {
  const mail = reminderMail(
    url,
    {
      birthdays: [{ memberId: 3, name: 'Sami', on: '2026-12-01', daysBefore: 0 }],
      anniversaries: [{ memberId: 4, name: 'Yusuf', on: '2026-12-08', daysBefore: 7, year: 1998 }],
      newcomers: [{ memberId: 5, name: 'Lina', baby: true }],
    },
    reader,
    stop,
  );
  expect(mail.subject).toBe('תזכורות מהמשפחה');
  expect(mail.text).toContain(
    [
      'היום: יום ההולדת של Sami',
      `${url}/family-members/3`,
      'ב־8 בדצמבר, בעוד שבוע: יום השנה לפטירת Yusuf (1998)',
      `${url}/family-members/4`,
      'תינוק חדש במשפחה: Lina',
      `${url}/family-members/5`,
    ].join('\n'),
  );
  expect(mail.text.endsWith(`\n${stop}`)).toBe(true);
  expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
});

test('one reminder is the subject itself: a cousin newly recorded, in English', () => {
  const mail = reminderMail(
    url,
    { birthdays: [], anniversaries: [], newcomers: [{ memberId: 9, name: 'Nadia', baby: false }] },
    { ...reader, language: 'en' },
    stop,
  );
  expect(mail.subject).toBe('New in the family tree: Nadia');
  expect(mail.text).toContain('Hello Dalia,');
});

test('an anniversary by the Hijri calendar says so, with the year of the death in it, in Arabic digits', () => {
  const mail = reminderMail(
    url,
    {
      birthdays: [],
      anniversaries: [{ memberId: 4, name: 'عمر', on: '2026-06-29', daysBefore: 0, year: 1432, calendar: 'hijri' }],
      newcomers: [],
    },
    { ...reader, language: 'ar' },
    stop,
  );
  expect(mail.subject).toBe('اليوم: ذكرى وفاة عمر بالتقويم الهجري (١٤٣٢ هـ)');
});
