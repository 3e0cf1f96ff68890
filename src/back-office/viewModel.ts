// The schema read as view descriptors: which properties a list shows, what a show page lists, which
// inputs a form has and how they validate. Pure data, so it is tested without a browser; the React
// views turn each descriptor into a component through the kind registry (kinds/registry.tsx).
import { keyOf, propertyEntries, type EntitySchema, type PropertySchema } from '../../common/model/entities.ts';
import { propertyTraits, type InputKind } from '../../common/model/properties.ts';
import { seesPrivate, type Role } from '../../common/model/roles.ts';
import { localNumber } from '../../common/model/translate.ts';
import { getLanguage } from '../providers/language.ts';
import { SERVER_ID_SOURCE, UPLOAD_SOURCE } from '../providers/recordShape.ts';
import { namedYear } from '../../common/model/partialDate.ts';

export interface PropertyView {
  /** The property's name in the schema (and its label key's last part). */
  name: string;
  /** Where react-admin reads or writes it in a record. */
  source: string;
  kind: InputKind;
  schema: PropertySchema;
  /** i18n key of the label. */
  label: string;
  sortable: boolean;
  /** Whether the list offers a filter by it: a listed property the client writes (not the key), or a computed one marked x-filter. */
  filterable: boolean;
}

export type ValidatorSpec =
  | { rule: 'required' }
  | { rule: 'minLength'; value: number }
  | { rule: 'maxLength'; value: number }
  | { rule: 'pattern'; value: string }
  | { rule: 'email' }
  | { rule: 'webUrl' };

export interface InputView extends PropertyView {
  validators: ValidatorSpec[];
  defaultValue?: unknown;
}

export interface EntityView {
  resource: string;
  columns: PropertyView[];
  fields: PropertyView[];
  inputs: InputView[];
  /** Whether the list offers the free-text `q` search. */
  searchable: boolean;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface Choice {
  id: string;
  name: string;
}

/** An enum's values as select choices; their names are i18n keys (`portal.enum.male`). */
export const choicesOf = (schema: PropertySchema): Choice[] =>
  (schema.enum ?? []).map((value) => ({ id: String(value), name: `portal.enum.${String(value)}` }));

function sourceOf(entity: EntitySchema, name: string, kind: InputKind, inForm: boolean): string {
  if (inForm && kind === 'image') return UPLOAD_SOURCE;
  if (name === 'id' && keyOf(entity) !== 'id') return SERVER_ID_SOURCE;
  return name;
}

function propertyView(entity: EntitySchema, name: string, schema: PropertySchema, inForm = false): PropertyView {
  const { input: kind, listable } = propertyTraits(schema);
  return {
    name,
    source: sourceOf(entity, name, kind, inForm),
    kind,
    schema,
    label: `resources.${entity['x-resource'].name}.fields.${name}`,
    sortable: listable,
    filterable: (listable && name !== keyOf(entity) && !schema.readOnly) || schema['x-filter'] === true,
  };
}

export function validatorsOf(schema: PropertySchema, required: boolean): ValidatorSpec[] {
  const specs: ValidatorSpec[] = [];
  if (required) specs.push({ rule: 'required' });
  if (schema.minLength !== undefined) specs.push({ rule: 'minLength', value: schema.minLength });
  if (schema.maxLength !== undefined) specs.push({ rule: 'maxLength', value: schema.maxLength });
  if (schema.pattern !== undefined) specs.push({ rule: 'pattern', value: schema.pattern });
  if (schema.format === 'email') specs.push({ rule: 'email' });
  if (schema.format === 'web-url') specs.push({ rule: 'webUrl' });
  return specs;
}

/** A form edits what a client may write; an image is written through its upload, though its link is read-only. */
const isInput = (schema: PropertySchema): boolean =>
  !schema['x-author'] && !schema['x-computed'] && (!schema.readOnly || propertyTraits(schema).file);

/** The views of one entity as `role` sees them: private properties only for roles that receive them. */
export function entityView(entity: EntitySchema, role: Role): EntityView {
  const visible = propertyEntries(entity).filter(([, schema]) => !schema['x-private'] || seesPrivate(role));
  const required = new Set(entity.required ?? []);
  // An author is shown by name (its x-username-of companion), not by an account's number.
  const fields = visible.filter(([, schema]) => !schema['x-author']).map(([name, schema]) => propertyView(entity, name, schema));
  return {
    resource: entity['x-resource'].name,
    columns: fields.filter((view) => view.schema['x-list']),
    fields,
    inputs: visible
      .filter(([, schema]) => isInput(schema))
      .map(([name, schema]) => ({
        ...propertyView(entity, name, schema, true),
        validators: validatorsOf(schema, required.has(name)),
        defaultValue: schema.default,
      })),
    searchable: (entity['x-resource'].search ?? []).length > 0,
    defaultSort: entity['x-resource'].defaultSort,
  };
}

/** The text naming a record in titles, references and breadcrumbs. */
export const recordRepresentation =
  (entity: EntitySchema) =>
  (record: Record<string, unknown>): string =>
    entity['x-resource'].recordRepresentation
      .map((name) => record[name])
      .filter((value) => value !== null && value !== undefined && value !== '')
      .join(' ');

/**
 * The text of a record in a picker: for a family of many namesakes (`nameChain`), the name chain the
 * directory searches and the birth year, so that two cousins called Muhammad can be told apart;
 * otherwise the record's representation.
 */
export function pickerText(entity: EntitySchema): (record: object) => string {
  const { nameChain, search = [] } = entity['x-resource'];
  const represent = recordRepresentation(entity);
  // Any record shape: a picker is handed the records as the API sent them.
  return (shown) => {
    const record = shown as Record<string, unknown>;
    if (!nameChain) return represent(record);
    const chain = search.map((name) => record[name]).filter((value) => typeof value === 'string' && value !== '');
    const born = typeof record.birthdate === 'string' ? namedYear(record.birthdate) : undefined;
    // The year in the reader's digits: a picker is asked for its texts again when the language changes.
    return [...chain, ...(born ? [`(${localNumber(getLanguage(), born)})`] : [])].join(' ');
  };
}
