// The list parameters of react-admin's simple-rest provider, parsed and checked against the entity.
import type { EntitySchema } from '../../common/model/entities.ts';
import { fitsFilter, propertyTraits } from '../../common/model/properties.ts';
import { badRequest } from '../http-error.ts';
import { assertStorable } from '../plugins/app/text-guard.ts';

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Inclusive first and last index, as react-admin sends them. */
  range?: [number, number];
  filter: Record<string, unknown>;
  q?: string;
}

/** The largest page a client may ask for: beyond it a list is a dump, not a page. */
export const MAX_RANGE = 1000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`querystring/${name} is not valid JSON`);
  }
  // JSON escapes (\u0000) get past the check of the raw query string.
  assertStorable(value, `querystring/${name}`);
  return value;
}

// Private fields are refused to roles that may not see them: filtering by them would reveal their values.
// A computed property is never sorted by; one marked x-filter may be filtered by.
function checkField(entity: EntitySchema, field: unknown, where: string, seesPrivate: boolean, use: 'sort' | 'filter'): string {
  const prop = typeof field === 'string' ? entity.properties[field] : undefined;
  const usable = prop && (propertyTraits(prop).listable || (use === 'filter' && prop['x-filter'] === true));
  if (typeof field !== 'string' || !prop || !usable || (prop['x-private'] && !seesPrivate))
    throw badRequest(`querystring/${where} cannot use the field "${String(field)}"`);
  return field;
}

export function parseListQuery(
  entity: EntitySchema,
  raw: { sort?: string; range?: string; filter?: string },
  seesPrivate: boolean,
): ListQuery {
  const defaultSort = entity['x-resource'].defaultSort ?? { field: 'id', order: 'ASC' as const };
  const sortValue = parseJson('sort', raw.sort);
  let sort = defaultSort;
  if (sortValue !== undefined) {
    if (!Array.isArray(sortValue) || sortValue.length !== 2) throw badRequest('querystring/sort must be ["field","ASC"|"DESC"]');
    const order = String(sortValue[1]).toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw badRequest('querystring/sort order must be ASC or DESC');
    sort = { field: checkField(entity, sortValue[0], 'sort', seesPrivate, 'sort'), order };
  }

  const rangeValue = parseJson('range', raw.range);
  let range: [number, number] | undefined;
  if (rangeValue !== undefined) {
    const ok = Array.isArray(rangeValue) && rangeValue.length === 2 && rangeValue.every((n) => Number.isSafeInteger(n) && n >= 0);
    if (!ok || rangeValue[1] < rangeValue[0]) throw badRequest('querystring/range must be [first,last] with 0 <= first <= last');
    if (rangeValue[1] - rangeValue[0] + 1 > MAX_RANGE) throw badRequest(`querystring/range must not span more than ${MAX_RANGE} records`);
    range = [rangeValue[0], rangeValue[1]];
  }

  const filterValue = parseJson('filter', raw.filter) ?? {};
  if (!isPlainObject(filterValue)) throw badRequest('querystring/filter must be a JSON object');
  const { q, ...fields } = filterValue;
  if (q !== undefined && typeof q !== 'string') throw badRequest('querystring/filter/q must be a string');
  for (const [field, value] of Object.entries(fields)) {
    checkField(entity, field, `filter/${field}`, seesPrivate, 'filter');
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => fitsFilter(entity.properties[field], v)))
      throw badRequest(`querystring/filter/${field} must hold values of the field's type`);
  }
  return { sort, range, filter: fields, q: typeof q === 'string' && q !== '' ? q : undefined };
}
