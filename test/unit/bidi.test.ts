// Text people wrote is cut into runs of one direction, each isolated on the page (src/ui/UserText.tsx):
// a sentence changes direction with its first letter, and what has no letter goes with its neighbour.
import { expect, test } from 'vitest';
import { directionRuns, firstDirection, isolate } from '../../common/model/bidi.ts';

test('a line mixing an Arabic and an English sentence is two runs, the full stop in each', () => {
  expect(directionRuns('مرحبًا بالجميع. Welcome all.')).toEqual(['مرحبًا بالجميع. ', 'Welcome all.']);
  expect(directionRuns('שלום לכולם! ברוכים הבאים? Hello.')).toEqual(['שלום לכולם! ברוכים הבאים? ', 'Hello.']);
});

test('one language is one run, whatever its abbreviations or the foreign words inside its sentences', () => {
  expect(directionRuns('Dr. Smith came. He said hi!')).toEqual(['Dr. Smith came. He said hi!']);
  expect(directionRuns('زرنا London. كان جميلًا.')).toEqual(['زرنا London. كان جميلًا.']);
});

test('a sentence of numbers alone goes with the sentence before it', () => {
  expect(directionRuns('نلتقي الساعة. 17:00. See you.')).toEqual(['نلتقي الساعة. 17:00. ', 'See you.']);
  expect(firstDirection('0521234567')).toBeUndefined();
  expect(firstDirection('(2026) سالم')).toBe('rtl');
});

test('a text inside a sentence of the portal is isolated by FSI and PDI', () => {
  expect(isolate('Salma')).toBe('\u2068Salma\u2069');
});
