// One word per thing in each language: the role a relative is granted is "family member" (never the
// spec's internal "Bish"), Arabic calls a notice إعلان everywhere (never إشعار beside it), and Arabic
// writes the text messages in words, not the Latin "SMS".
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';

/** Every text of a message file, with its key. */
function texts(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

test.each([
  ['en', en, /\bBish\b/i],
  ['ar', ar, /بيش/],
  ['he', he, /ביש/],
  ['ar', ar, /إشعار|الإشعارات/],
  ['ar', ar, /SMS/],
])('%s has no text matching %s', (_lang, file, word) => {
  expect(texts(file).filter(([, text]) => word.test(text))).toEqual([]);
});
