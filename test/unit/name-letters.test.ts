// A full name is as long as its letters: not the spaces and joiners of a compound name, the vowel marks
// of a vowelled one, nor the tatweel that stretches a letter.
import { expect, test } from 'vitest';
import { nameLetters } from '../../common/model/nameLetters.ts';

test.each([
  ['عبد الرحمن محمود آل ناصر', 20],
  ['عَبْدُ الرَّحْمَٰنِ', 9],
  ['محـــمد', 4],
  ['عبد\u200cالله', 7],
  ['Jean-Pierre O’Neil', 15],
  ['אברהם בן־דוד', 10],
  ['   ', 0],
])('%j has %i letters', (name, letters) => {
  expect(nameLetters(name)).toBe(letters);
});
