// Where each entity is stored: its table (x-resource.table) and the snake_case column naming rule.
import { entityByResource, type EntitySchema, type PropertySchema } from '../../common/model/entities.ts';

export const tableOf = (entity: EntitySchema): string => entity['x-resource'].table;

export const tableOfResource = (resource: string): string => tableOf(entityByResource(resource));

/** camelCase → snake_case, keeping acronyms whole (numberOfSendSMS → number_of_send_sms). */
export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** The column of a stored property; a reference by another property (an image's album name) is a foreign key `<prop>_id`. */
export const columnOf = (prop: string, schema: PropertySchema): string =>
  schema['x-reference']?.by ? `${snakeCase(prop)}_id` : snakeCase(prop);

/** The column holding the normalised chain of an entity's `search` names, when its x-resource sets `nameChain`. */
export const SEARCH_COLUMN = 'search_name';

/** The tables whose number of rows `row_counts` keeps (the database's triggers, migration 0016): the directory's. */
export const COUNTED_TABLES: ReadonlySet<string> = new Set(['members', 'partners']);

/** The columns beside a partial date's text: the earliest and latest ISO day it can mean (null: no bound). */
export const spanColumns = (column: string): { earliest: string; latest: string } => ({
  earliest: `${column}_earliest`,
  latest: `${column}_latest`,
});
