// What the portal sends to people (the account mails and the SMS codes) in the language they use it
// in: the `outgoing.*` texts of i18n/*.json, so every text of the portal is translated in one place.
import type { FastifyRequest } from 'fastify';
import Polyglot from 'node-polyglot';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import he from '../i18n/he.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../src/model/languages.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const phrases: Record<Language, Polyglot> = {
  ar: new Polyglot({ locale: 'ar', phrases: ar.outgoing }),
  en: new Polyglot({ locale: 'en', phrases: en.outgoing }),
  he: new Polyglot({ locale: 'he', phrases: he.outgoing }),
};

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

/** The outgoing texts in the language of the person who made the request. */
export function outgoingTexts(request: Pick<FastifyRequest, 'headers'>): Translate {
  const polyglot = phrases[requestLanguage(request)];
  return (key, values) => polyglot.t(key, values);
}
