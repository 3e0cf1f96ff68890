// Which record's fields a suggestion's values are, and in what order they are shown. The diff, the new person's
// card and the edit-then-accept form all read them here.
import { entityByResource, propertyEntries } from '../../../common/model/entities.ts';
import type { Suggestion } from '../../../common/generated/api.ts';

/** The resource whose fields the changes hold: a partner added to a member is suggested on the member, but is a partner. */
export const valuesResource = (suggestion: Suggestion): string =>
  suggestion.kind === 'add-partner' ? 'family-partners' : suggestion.resource;

/** The changed properties in the order the record's page lists them. */
export const changedFields = (suggestion: Suggestion): string[] =>
  propertyEntries(entityByResource(valuesResource(suggestion)))
    .map(([name]) => name)
    .filter((name) => name in suggestion.changes);
