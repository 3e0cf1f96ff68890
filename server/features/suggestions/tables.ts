// The table of members' suggestions (migration 0025).
import type { Generated } from 'kysely';
import type { SuggestedResource, SuggestionKind, SuggestionState } from '../../../common/generated/api.ts';

export interface SuggestionsTable {
  id: Generated<number>;
  /** Milliseconds since the epoch (pg returns bigint as text). */
  created_at: number | string;
  suggested_by: number;
  resource: SuggestedResource;
  record_id: number;
  kind: SuggestionKind;
  /** JSON of the proposed values by property name. */
  changes: string;
  reason: string;
  state: SuggestionState;
  decided_by: number | null;
  /** The moderator's username when they decided, kept if their account goes. */
  decider_name: string | null;
  decided_at: number | string | null;
  decision_reason: string | null;
  /** The record the accepted change wrote. */
  result_id: number | null;
}

export interface SuggestionsTables {
  suggestions: SuggestionsTable;
}
