// The news mail's frame and the unsubscribe page in the reader's language: the `news.mail` texts of
// i18n/*.json (with the account mails' greeting), translated in one place with the rest of the portal.
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import he from '../../../i18n/he.json';
import { LANGUAGES, type Language } from '../../../common/model/languages.ts';
import { translator, type Translate } from '../../outgoing-texts.ts';

const FILES = { ar, en, he };

const texts = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, translator({ greeting: FILES[lang].outgoing.greeting, ...FILES[lang].news.mail }, lang)]),
) as Record<Language, Translate>;

export const newsTexts = (language: Language): Translate => texts[language];
