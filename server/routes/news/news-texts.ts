// The news mail's frame and the unsubscribe page in the reader's language: the `news.mail` texts of
// i18n/*.json (with the account mails' greeting), translated in one place with the rest of the portal.
import Polyglot from 'node-polyglot';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import he from '../../../i18n/he.json';
import type { Language } from '../../../src/model/languages.ts';
import type { Translate } from '../../outgoing-texts.ts';

const FILES = { ar, en, he };

const phrases = Object.fromEntries(
  Object.entries(FILES).map(([lang, file]) => [
    lang,
    new Polyglot({ locale: lang, phrases: { greeting: file.outgoing.greeting, ...file.news.mail } }),
  ]),
) as Record<Language, Polyglot>;

export function newsTexts(language: Language): Translate {
  const polyglot = phrases[language];
  return (key, values) => polyglot.t(key, values);
}
