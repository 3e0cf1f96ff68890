// What the portal sends to people (the account mails and the SMS codes) in the language they use it
// in: the `outgoing.*` texts of i18n/*.json, so every text of the portal is translated in one place,
// with the numbers in the language's digits as the pages write them.
import type { FastifyRequest } from 'fastify';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import he from '../i18n/he.json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../common/model/languages.ts';
import { flattenMessages, localDigits, translate } from '../common/model/translate.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The texts of `messages` (one language's) in `lang`: plural forms, %{name} tokens, local digits. */
export function translator(messages: object, lang: Language): Translate {
  const phrases = flattenMessages(messages);
  const digits = localDigits(lang);
  return (key, values) => translate(phrases, lang, key, values, digits);
}

const FILES = { ar, en, he };
const outgoing = Object.fromEntries(LANGUAGES.map((lang) => [lang, translator(FILES[lang].outgoing, lang)])) as Record<Language, Translate>;

/**
 * The first portal language among the request's Accept-Language tags (the browser sends the language
 * chosen on the portal there; `he-IL` counts as `he`), Arabic when it names none of them.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  for (const range of (request.headers['accept-language'] ?? '').split(',')) {
    const primary = range.split(';')[0].trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** "24 hours", "دقيقتين": a number of `unit` (outgoing.count.<unit>) in the form its count takes, for a sentence to hold. */
export const counted = (t: Translate, unit: 'hours' | 'minutes', n: number): string => t(`count.${unit}`, { smart_count: n });

/** The outgoing texts in `lang`. */
export const outgoingTextsIn = (lang: Language): Translate => outgoing[lang];

/** The outgoing texts in the language of the person who made the request. */
export const outgoingTexts = (request: Pick<FastifyRequest, 'headers'>): Translate => outgoingTextsIn(requestLanguage(request));
