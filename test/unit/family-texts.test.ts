// The family records' server texts have their translation in every language the portal speaks.
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { MESSAGES, messageKey } from '../../common/model/messages.ts';

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

test.each([['memberHasChildren' as const]])('%s is translated into Arabic, English and Hebrew', (name) => {
  const key = messageKey(MESSAGES[name]);
  expect(key).toBeDefined();
  const texts = [ar, en, he].map((messages) => lookup(messages, key!));
  expect(texts.every((text) => typeof text === 'string' && text !== '')).toBe(true);
  expect(new Set(texts).size).toBe(3);
});
