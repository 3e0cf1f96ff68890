// The record forms' values (members, partners, activities): the record's wire texts in, the wire
// payload out. The spec's forms have few client rules: what the schema requires is marked, a link must be
// one a reader may click, and a date a day of the calendar, said as the server says it; the rest is the
// server's to check, and its refusal shows at the field (useValidatedForm).
import { asciiDigits } from '../../../../common/model/asciiDigits.ts';
import { dmyDateFault } from '../../../../common/model/dmyDate.ts';
import { entityByResource } from '../../../../common/model/entities.ts';
import { faultWording } from '../../../../common/model/fieldFaults.ts';
import type { Language } from '../../../../common/model/languages.ts';
import { isPartialDate } from '../../../../common/model/partialDate.ts';
import { isWebUrl } from '../../../../common/model/webUrl.ts';
import type { FormRules } from '../../../ui/forms/schemaRules.ts';
import { required, type Rule } from '../../../ui/forms/rules.ts';

const webUrl: Rule = (value) => (value.trim() !== '' && !isWebUrl(value.trim()) ? { key: 'portal.validation.webLink' } : null);

/** A DD-MM-YYYY date: written so, and a day of the calendar (no 31-02-1895). */
const dmyDate =
  (field: string, lang: Language): Rule =>
  (raw) => {
    const value = raw.trim();
    const rule = value === '' ? null : dmyDateFault(value);
    return rule ? faultWording({ field, rule, value }, lang) : null;
  };

/**
 * A date as remembered, as the date field hands it on: the wire text it read, or what was typed when it
 * read none; a typed day the calendar does not have (31-02-1948) is said so, as the server says it.
 */
const partialDate =
  (field: string, lang: Language): Rule =>
  (raw) => {
    const value = raw.trim();
    if (value === '' || isPartialDate(value)) return null;
    const day = asciiDigits(value);
    const rule = dmyDateFault(day) === 'calendarDay' ? 'calendarDay' : 'partialDate';
    return faultWording({ field, rule, value: day }, lang);
  };

/** A death typed: the member is no longer alive, as the server writes it (the alive field shows it at once). */
const FOLLOWS: Record<string, FormRules<string>['follows']> = {
  'family-members': (values) => (values.deathDate?.trim() && 'isAlive' in values ? { isAlive: 'no' } : {}),
};

/**
 * Rules for `names`: the schema's required fields marked (and `asked`, which a form requires though the
 * schema has a default), links and dates checked, nothing else before the server.
 */
export function recordRules<K extends string>(
  resource: string,
  names: readonly K[],
  lang: Language,
  asked: readonly K[] = [],
): FormRules<K> {
  const entity = entityByResource(resource);
  const rulesOf = (name: K): Rule[] => [
    ...(entity.required?.includes(name) || asked.includes(name) ? [required] : []),
    ...(entity.properties[name]?.format === 'web-url' ? [webUrl] : []),
    ...(entity.properties[name]?.format === 'dmy-date' ? [dmyDate(name, lang)] : []),
    ...(entity.properties[name]?.format === 'partial-date' ? [partialDate(name, lang)] : []),
  ];
  const rules = Object.fromEntries(names.map((n) => [n, rulesOf(n)])) as unknown as Record<K, readonly Rule[]>;
  const limits = Object.fromEntries(names.map((n) => [n, {}])) as FormRules<K>['limits'];
  return { rules, trimmed: names, limits, follows: FOLLOWS[resource] as FormRules<K>['follows'] };
}

/** A record's fields as form texts: a missing value is an empty field. */
export function formValues<K extends string>(names: readonly K[], record: object | undefined): Partial<Record<K, string>> {
  const source = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((n) => [n, source[n] == null ? '' : String(source[n])])) as Partial<Record<K, string>>;
}

const nullable = (resource: string, name: string): boolean => {
  const type = entityByResource(resource).properties[name]?.type;
  return Array.isArray(type) && type.includes('null');
};

const integer = (resource: string, name: string): boolean => {
  const type = entityByResource(resource).properties[name]?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
};

/**
 * The payload: an empty field is null where the schema allows no value, and left out where it does not
 * (a gender left empty keeps the stored one), never an empty text the server would refuse; a chosen
 * record (a child's mother) is sent as the number the schema takes.
 */
export function wireValues(resource: string, values: Readonly<Record<string, string>>): Record<string, string | number | null> {
  const wire: Record<string, string | number | null> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== '') wire[name] = integer(resource, name) ? Number(value) : value;
    else if (nullable(resource, name)) wire[name] = null;
  }
  return wire;
}

/**
 * A new record's starting values: the schema's defaults (a member is alive until said otherwise), less
 * those the reader must choose (`unset`: nobody is male until said so).
 */
export function schemaDefaults(resource: string, unset: readonly string[] = []): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const [name, property] of Object.entries(entityByResource(resource).properties))
    if (property.default !== undefined && !unset.includes(name)) defaults[name] = String(property.default);
  return defaults;
}
