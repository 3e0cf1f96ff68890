// The texts of success and prompts: a space before "!" only where spec section 8 dictates the English
// text so; Arabic and Hebrew, whose texts the spec leaves to us, follow their own typography.
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';

/** Spec section 8's texts, exactly as it writes them. */
const DICTATED = [
  'Uploaded Successfully !',
  'Album Deleted Successfully !',
  'Member created Successfully !',
  'Submitted Successfully !',
  'Please Select Member !',
];

/** Every text of one language's file, with its key. */
function textsOf(messages: object, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value as object, `${prefix}${key}.`),
  );
}

const spaceBeforeBang = (messages: object) => textsOf(messages).filter(([, text]) => / !/.test(text));

test.each([
  ['ar', ar],
  ['he', he],
])('no %s text has a space before an exclamation mark', (_, messages) => {
  expect(spaceBeforeBang(messages)).toEqual([]);
});

test('an English text has one only where the spec dictates it', () => {
  expect(spaceBeforeBang(en).filter(([, text]) => !DICTATED.includes(text))).toEqual([]);
});

test('the login button starts with a capital', () => {
  expect(en.portal.login.submit).toMatch(/^\p{Lu}/u);
});
