// Which form of a counted text a number takes, by the one rule every count of the portal follows: the
// language's plural categories as Intl.PluralRules (CLDR) names them. A counted text of i18n/*.json
// gives its forms joined by "||||", one per category of its language, in CLDR's order: Arabic six
// (zero, one, two, few, many, other: ٠ أفراد، فرد واحد، فردان، ٣ أفراد، ١١ فردًا، ١٠٠ فرد), Hebrew three
// (one, two, other), English two (one, other).
import { LOCALES, type Language } from './languages.ts';

export type PluralCategory = Intl.LDMLPluralRule;

/** The forms a counted text gives in each language, in their order. */
export const PLURAL_FORMS: Readonly<Record<Language, readonly PluralCategory[]>> = {
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  en: ['one', 'other'],
  he: ['one', 'two', 'other'],
};

const rules = new Map<Language, Intl.PluralRules>();

/** The category of `n` in `lang`; the rules are made once per language, when first asked for. */
export function pluralCategory(lang: Language, n: number): PluralCategory {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(LOCALES[lang])));
  return rule.select(n);
}

/**
 * The index among PLURAL_FORMS[lang] of the form `n` takes. A category the language's texts do not give
 * (the "many" of Hebrew in browsers with older CLDR data) takes the "other" form.
 */
export function pluralIndex(lang: Language, n: number): number {
  const forms = PLURAL_FORMS[lang];
  const index = forms.indexOf(pluralCategory(lang, n));
  return index >= 0 ? index : forms.indexOf('other');
}
