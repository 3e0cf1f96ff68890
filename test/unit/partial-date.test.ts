// Dates as families remember them: the wire format (the spec's DD-MM-YYYY for a day, with months, years
// and GEDCOM's qualifiers), the span of days each can mean, and what people type in three languages.
import { describe, expect, test } from 'vitest';
import {
  dateSpan,
  describeDate,
  isPartialDate,
  parsePartialDate,
  readTypedDate,
  writePartialDate,
} from '../../common/model/partialDate.ts';

describe('the wire format', () => {
  test.each(['25-03-1948', '03-1948', '1948', 'ABT 1948', 'BEF 03-1950', 'AFT 25-03-1900', 'BET 1945 AND 1950', 'BET 03-1945 AND 1945'])(
    '%s is read and written back the same',
    (text) => {
      expect(writePartialDate(parsePartialDate(text)!)).toBe(text);
    },
  );

  test.each([
    '31-02-1948', // no such day
    '13-1948', // no such month
    '0000', // no year 0
    '01-01-0000',
    '48',
    '1948-03-25', // ISO is storage, not the wire
    'about 1948', // words are for people; the wire says ABT
    'ABT',
    'BET 1950 AND 1945', // backwards
    'BET 1945',
    ' 1948',
  ])('%s is not a date', (text) => {
    expect(isPartialDate(text)).toBe(false);
  });
});

describe('the days a date can mean', () => {
  test.each([
    ['25-03-1948', '1948-03-25', '1948-03-25'],
    ['02-1948', '1948-02-01', '1948-02-29'],
    ['02-1900', '1900-02-01', '1900-02-28'],
    ['1948', '1948-01-01', '1948-12-31'],
    ['ABT 1948', '1946-01-01', '1950-12-31'],
    ['ABT 0001', '0001-01-01', '0003-12-31'],
    ['BEF 1950', null, '1949-12-31'],
    ['AFT 03-1900', '1900-04-01', null],
    ['BET 1945 AND 1950', '1945-01-01', '1950-12-31'],
  ])('%s: from %s to %s', (text, earliest, latest) => {
    expect(dateSpan(parsePartialDate(text)!)).toEqual({ earliest, latest });
  });
});

describe('what people type', () => {
  test.each([
    ['حوالي ١٩٤٨', 'ABT 1948'],
    ['نحو 1948', 'ABT 1948'],
    ['about 1948', 'ABT 1948'],
    ['c. 1948', 'ABT 1948'],
    ['בערך 1948', 'ABT 1948'],
    ['قبل ٣/١٩٥٠', 'BEF 03-1950'],
    ['before 1950', 'BEF 1950'],
    ['לפני 1950', 'BEF 1950'],
    ['بعد 1900', 'AFT 1900'],
    ['after 1900', 'AFT 1900'],
    ['אחרי 1900', 'AFT 1900'],
    ['بين ١٩٤٥ و١٩٥٠', 'BET 1945 AND 1950'],
    ['بين 1945 و 1950', 'BET 1945 AND 1950'],
    ['between 1945 and 1950', 'BET 1945 AND 1950'],
    ['בין 1945 ל־1950', 'BET 1945 AND 1950'],
    ['בין 1945 ל-1950', 'BET 1945 AND 1950'],
    ['٢٥/٣/١٩٤٨', '25-03-1948'],
    ['25.3.1948', '25-03-1948'],
    ['3-1948', '03-1948'],
    ['  1948 ', '1948'],
    ['ABT 1948', 'ABT 1948'],
  ])('%s → %s', (typed, wire) => {
    const date = readTypedDate(typed);
    expect(date && writePartialDate(date)).toBe(wire);
  });

  test.each(['', 'حوالي', 'yesterday', '31/2/1948', 'بين 1950 و 1945', '1948 1949'])('%s says no date', (typed) => {
    expect(readTypedDate(typed)).toBeUndefined();
  });
});

test('a date is described by its kind and its parts, for the page to word in its language and digits', () => {
  expect(describeDate(parsePartialDate('ABT 1948')!)).toEqual({ key: 'about', points: { date: { year: 1948 } } });
  expect(describeDate(parsePartialDate('BET 03-1945 AND 1950')!)).toEqual({
    key: 'between',
    points: { from: { year: 1945, month: 3 }, to: { year: 1950 } },
  });
  expect(describeDate(parsePartialDate('25-03-1948')!)).toEqual({ key: 'on', points: { date: { year: 1948, month: 3, day: 25 } } });
});
