// A field a request got wrong, as the server answers it (schema/api/errors.json's fieldFault): the rule it
// breaks and that rule's facts. The server says it in the request's language and the browser says it at
// the field in the reader's, both in the same words (portal.validation.<rule>), chosen here.
import type { FieldFault } from '../generated/api.ts';
import { isolate } from './bidi.ts';
import type { Language } from './languages.ts';
import { messageKey } from './messages.ts';
import { localNumber } from './translate.ts';

export type { FieldFault };

/** What a message says: its i18n key and the values it fills in (a list of choices joined as the language joins alternatives). */
export interface Wording {
  key: string;
  options?: Record<string, string | number | readonly string[]>;
}

/** The rules whose words repeat nothing of the request. */
const ALONE = new Set<string>([
  'required',
  'dateFormat',
  'partialDate',
  'email',
  'webLink',
  'choice',
  'type',
  'unknownField',
  'ownAncestor',
  'ownPartner',
  'marriedTwice',
  'daughtersChildrenOff',
  'notFathersPartner',
  'coverOfAlbum',
  'notAnImage',
  'heicImage',
  'damagedImage',
  'emptyFile',
]);

/** The words of a fault, in `lang` for the values it repeats: a date in the reader's digits, a typed value isolated as typed. */
export function faultWording(fault: FieldFault, lang: Language): Wording {
  const limit = fault.limit ?? 0;
  switch (fault.rule) {
    case 'minLength':
      return { key: 'portal.validation.minLength', options: { min: limit, smart_count: limit } };
    case 'maxLength':
      return { key: 'portal.validation.maxLength', options: { max: limit, smart_count: limit } };
    case 'minimum':
      return { key: 'portal.validation.minimum', options: { min: limit } };
    case 'maximum':
      return { key: 'portal.validation.maximum', options: { max: limit } };
    case 'beyondGenerations':
      return { key: 'portal.validation.beyondGenerations', options: { max: limit, smart_count: limit } };
    case 'calendarDay':
      return { key: 'portal.validation.calendarDay', options: { value: localNumber(lang, fault.value ?? '') } };
    case 'taken':
    case 'missingReference':
      return { key: `portal.validation.${fault.rule}`, options: { value: isolate(fault.value ?? '') } };
    case 'pattern':
      return { key: messageKey(fault.message ?? '') ?? 'portal.validation.fieldNotAppropriate' };
    case 'sameAs':
      return { key: 'portal.validation.notConfirmed' };
    case 'codeNeeded':
    case 'codeWrong':
      return { key: `portal.twoFactor.${fault.rule}` };
    default:
      return { key: `portal.validation.${ALONE.has(fault.rule) ? fault.rule : 'fieldNotAppropriate'}` };
  }
}

/** The text of `wording` by `translate`: a list of choices as `lang` says alternatives ("٠٥٠ أو ٠٥٢"), in its digits. */
export function wordingText(
  translate: (key: string, options?: Record<string, string | number>) => string,
  lang: Language,
  wording: Wording,
): string {
  if (!wording.options) return translate(wording.key);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(lang, { type: 'disjunction' }).format(items.map((item) => localNumber(lang, item)));
  const options = Object.fromEntries(
    Object.entries(wording.options).map(([name, value]): [string, string | number] => [
      name,
      typeof value === 'object' ? list(value) : value,
    ]),
  );
  return translate(wording.key, options);
}
