// The contracts of the calls that are not an entity's record (schema/api/): every body, query and answer
// of the entity calls, the refusals, history, backups, GEDCOM, tree, statistics, calendar, news, accounts and health. Registered once
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
import params from '../schema/api/params.json';
import tree from '../schema/api/tree.json';

export const API_SCHEMAS = [params, entities, errors, history, gedcom, backups, health, news, calendar, tree, accounts];
