// The fields a suggestion proposes values for, in the order they are shown. The diff, the new record's card and
// the edit-then-accept form all read them here.
import { entityByResource, propertyEntries } from '../../../common/model/entities.ts';
import type { Suggestion } from '../../../common/generated/api.ts';
import { valuesResource } from '../../../common/model/suggestionValues.ts';

/** The changed properties in the order the record's page lists them. */
export const changedFields = (suggestion: Suggestion): string[] =>
  propertyEntries(entityByResource(valuesResource(suggestion)))
    .map(([name]) => name)
    .filter((name) => name in suggestion.changes);
