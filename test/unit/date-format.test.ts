// One formatter per locale and options, made once: the news cards and the calendar reuse it.
import { describe, expect, it } from 'vitest';
import { dateFormat } from '../../common/model/dateFormat.ts';

describe('dateFormat', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const medium = dateFormat('ar-SA', { calendar: 'gregory', dateStyle: 'medium' });
    expect(dateFormat('ar-SA', { calendar: 'gregory', dateStyle: 'medium' })).toBe(medium);
    expect(dateFormat('ar-SA', { calendar: 'gregory', dateStyle: 'long' })).not.toBe(medium);
    expect(dateFormat('he-IL', { calendar: 'gregory', dateStyle: 'medium' })).not.toBe(medium);
  });

  it('writes as Intl does for those options', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 12));
    const options: Intl.DateTimeFormatOptions = { calendar: 'gregory', dateStyle: 'long', timeZone: 'UTC' };
    expect(dateFormat('ar-SA', options).format(date)).toBe(new Intl.DateTimeFormat('ar-SA', options).format(date));
    expect(dateFormat('ar-SA', options).format(date)).toContain('٢٠٢٦');
  });
});
