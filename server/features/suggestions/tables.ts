// The table of members' suggestions (migrations 0025 and 0028).
import type { ColumnType, Generated } from 'kysely';
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
  decided_by: ColumnType<number | null, number | null | undefined>;
  /** The moderator's username when they decided, kept if their account goes. */
  decider_name: ColumnType<string | null, string | null | undefined>;
  decided_at: ColumnType<number | string | null, number | null | undefined>;
  decision_reason: ColumnType<string | null, string | null | undefined>;
  /** The record the accepted change wrote. */
  result_id: ColumnType<number | null, number | null | undefined>;
  /** A `photo` suggestion's stored picture: JSON of its key, size, colour and date (migration 0028). */
  photo: ColumnType<string | null, string | null | undefined>;
}

export interface SuggestionsTables {
  suggestions: SuggestionsTable;
}
