// The contracts of the calls that are not an entity's record (schema/api/): every body, query and answer
// of the entity calls, the refusals, history, backups, GEDCOM, tree, statistics, calendar, news, accounts, suggestions, people in photos, the home page, the reminders, the phones' notifications and health. Registered once
// with addSchema (server/app.ts): routes refer to them by $ref (`history#/definitions/changeList`), so Ajv
// validates the requests, fast-json-stringify writes the answers and /api/docs shows them; `npm run gen`
// turns the same files into common/generated/api.ts, whose ApiContracts types the route handlers
// (server/contracts.ts) and the browser's API clients.
import accounts from '../schema/api/accounts.json';
import backups from '../schema/api/backups.json';
import calendar from '../schema/api/calendar.json';
import entities from '../schema/api/entities.json';
import errors from '../schema/api/errors.json';
import gedcom from '../schema/api/gedcom.json';
import health from '../schema/api/health.json';
import news from '../schema/api/news.json';
import history from '../schema/api/history.json';
import home from '../schema/api/home.json';
import params from '../schema/api/params.json';
import passkeys from '../schema/api/passkeys.json';
import photoPeople from '../schema/api/photo-people.json';
import push from '../schema/api/push.json';
import reminders from '../schema/api/reminders.json';
import sessions from '../schema/api/sessions.json';
import suggestions from '../schema/api/suggestions.json';
import tree from '../schema/api/tree.json';
import twoFactor from '../schema/api/two-factor.json';
import { ENTITIES } from '../common/model/entities.ts';

const ENTITY_FIELD = /^(\w[\w-]*)#\/properties\/(\w+)$/;

/**
 * A contract may take one field of an entity as it is (`member#/properties/birthdate` in a tree card): the
 * field's schema is put in its place, so the contract follows the entity, and Ajv, the OpenAPI document
 * and the generated types see an ordinary schema.
 */
function withEntityFields(node: unknown): unknown {
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  const field = typeof ref === 'string' ? ENTITY_FIELD.exec(ref) : null;
  const entity = field && ENTITIES.find((e) => e.$id === field[1]);
  if (field && entity) return entity.properties[field[2]];
  // A part without such a reference stays the very object: a file without any is registered as it was read.
  const entries = Object.entries(node);
  const replaced = entries.map(([k, v]) => [k, withEntityFields(v)] as const);
  if (replaced.every(([, v], i) => v === entries[i][1])) return node;
  return Array.isArray(node) ? replaced.map(([, v]) => v) : Object.fromEntries(replaced);
}

export const API_SCHEMAS = [
  params,
  entities,
  errors,
  history,
  gedcom,
  backups,
  health,
  news,
  calendar,
  tree,
  accounts,
  suggestions,
  photoPeople,
  push,
  home,
  reminders,
  twoFactor,
  sessions,
  passkeys,
].map((file) => withEntityFields(file) as typeof file);
