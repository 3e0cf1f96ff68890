// The member and partner forms' values: the record's wire texts in, the wire payload out. The spec's
// member and partner forms have no client rules; only the name, which the server requires, is marked.
import { entityByResource } from '../../../model/entities.ts';
import type { FormRules } from '../../forms/schemaRules.ts';
import { required, type Rule } from '../../forms/rules.ts';

/** Rules for `names`: the name required, nothing else checked before the server does. */
export function recordRules<K extends string>(names: readonly K[]): FormRules<K> {
  const rules = Object.fromEntries(names.map((n) => [n, n === 'name' ? [required] : []])) as unknown as Record<K, readonly Rule[]>;
  return { rules, trimmed: names, limits: Object.fromEntries(names.map((n) => [n, {}])) as FormRules<K>['limits'] };
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

/**
 * The payload: an empty field is null where the schema allows no value, and left out where it does not
 * (a gender left empty keeps the stored one), never an empty text the server would refuse.
 */
export function wireValues(resource: string, values: Readonly<Record<string, string>>): Record<string, string | null> {
  const wire: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== '') wire[name] = value;
    else if (nullable(resource, name)) wire[name] = null;
  }
  return wire;
}

/** A new record's starting values: the schema's defaults (a member is alive until said otherwise). */
export function schemaDefaults(resource: string): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const [name, property] of Object.entries(entityByResource(resource).properties))
    if (property.default !== undefined) defaults[name] = String(property.default);
  return defaults;
}
