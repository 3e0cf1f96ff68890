// The Hijri (Umm al-Qura) day of a Gregorian day, and which days of death a day remembers by it: its own Hijri
// month and day, and on the 29th that ends a month, the deaths of a 30th too.
import { expect, test } from 'vitest';
import { hijriAnniversariesOn, hijriOf } from '../../server/features/reminders/hijri.ts';

test('a Gregorian day in the Hijri calendar', () => {
  // 20 December 2010 was 14 Muharram 1432; 15 January 1995, 13 Sha'ban 1415.
  expect(hijriOf('2010-12-20')).toEqual({ year: 1432, month: 1, day: 14 });
  expect(hijriOf('1995-01-15')).toEqual({ year: 1415, month: 8, day: 13 });
  expect(hijriOf('2026-06-29')).toEqual({ year: 1448, month: 1, day: 14 });
});

test('the 29th that ends a month remembers the deaths of its 30th; a month with a 30th keeps it to itself', () => {
  // Sha'ban 1447 has 29 days: 17 February 2026 is its last.
  expect(hijriAnniversariesOn('2026-02-17')).toEqual([
    { year: 1447, month: 8, day: 29 },
    { month: 8, day: 30 },
  ]);
  // Rajab 1447 has 30: its 29th is only itself, its 30th (19 January 2026) too.
  expect(hijriAnniversariesOn('2026-01-18')).toEqual([{ year: 1447, month: 7, day: 29 }]);
  expect(hijriAnniversariesOn('2026-01-19')).toEqual([{ year: 1447, month: 7, day: 30 }]);
});
