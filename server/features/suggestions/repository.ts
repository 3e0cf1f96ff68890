// Every SQL statement of the suggestions: stored as proposed, listed with the suggester's name, and
// decided once: a decision claims a waiting suggestion, so two moderators cannot both apply it.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { SuggestedChanges, SuggestedResource, SuggestionKind, SuggestionState } from '../../../common/generated/api.ts';
import type { Database } from '../../db/database.ts';
import type { StoredPhoto } from '../../plugins/app/storage.ts';
import type { SuggestionsTable } from './tables.ts';

export type StoredSuggestion = Selectable<SuggestionsTable> & { suggester_name: string };

export interface SuggestionQuery {
  state?: SuggestionState;
  resource?: SuggestedResource;
  recordId?: number;
  /** Only this member's own. */
  suggestedBy?: number;
  limit: number;
}

/** A suggestion as made: it waits for a moderator. */
export interface Proposal {
  createdAt: number;
  suggestedBy: number;
  resource: SuggestedResource;
  recordId: number;
  kind: SuggestionKind;
  changes: SuggestedChanges;
  reason: string;
  /** The picture of a `photo` suggestion, stored already. */
  photo: StoredPhoto | null;
}

export interface Decision {
  state: Exclude<SuggestionState, 'pending'>;
  deciderId: number;
  deciderName: string;
  reason: string | null;
}

export class SuggestionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('suggestions')
      .innerJoin('users', 'users.id', 'suggestions.suggested_by')
      .selectAll('suggestions')
      .select('users.username as suggester_name');
  }

  async add(proposal: Proposal): Promise<StoredSuggestion> {
    const row: Insertable<SuggestionsTable> = {
      created_at: proposal.createdAt,
      suggested_by: proposal.suggestedBy,
      resource: proposal.resource,
      record_id: proposal.recordId,
      kind: proposal.kind,
      changes: JSON.stringify(proposal.changes),
      reason: proposal.reason,
      state: 'pending',
      photo: proposal.photo && JSON.stringify(proposal.photo),
    };
    const { id } = await this.db.insertInto('suggestions').values(row).returning('id').executeTakeFirstOrThrow();
    return (await this.find(Number(id)))!;
  }

  find(id: number): Promise<StoredSuggestion | undefined> {
    return this.select().where('suggestions.id', '=', id).executeTakeFirst();
  }

  /** Newest first. */
  list(query: SuggestionQuery): Promise<StoredSuggestion[]> {
    let q = this.select();
    if (query.state) q = q.where('suggestions.state', '=', query.state);
    if (query.resource) q = q.where('suggestions.resource', '=', query.resource);
    if (query.recordId !== undefined) q = q.where('suggestions.record_id', '=', query.recordId);
    if (query.suggestedBy !== undefined) q = q.where('suggestions.suggested_by', '=', query.suggestedBy);
    return q.orderBy('suggestions.id', 'desc').limit(query.limit).execute();
  }

  /** The waiting suggestions about these records: the ones a listed suggestion may repeat. */
  waitingAbout(records: ReadonlyArray<{ resource: SuggestedResource; recordId: number }>): Promise<StoredSuggestion[]> {
    if (records.length === 0) return Promise.resolve([]);
    return this.select()
      .where('suggestions.state', '=', 'pending')
      .where((eb) =>
        eb.or(records.map((r) => eb.and([eb('suggestions.resource', '=', r.resource), eb('suggestions.record_id', '=', r.recordId)]))),
      )
      .execute();
  }

  /** How many suggestions wait for a moderator. */
  async waitingCount(): Promise<number> {
    const { n } = await this.db
      .selectFrom('suggestions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** How many of the member's suggestions wait, and how many were accepted and rejected from `since` on (milliseconds since the epoch). */
  async ownCounts(userId: number, since: number): Promise<Record<SuggestionState, number>> {
    const rows = await this.db
      .selectFrom('suggestions')
      .select(['state', (eb) => eb.fn.countAll().as('n')])
      .where('suggested_by', '=', userId)
      .where((eb) => eb.or([eb('state', '=', 'pending'), eb('decided_at', '>=', since)]))
      .groupBy('state')
      .execute();
    const counts: Record<SuggestionState, number> = { pending: 0, accepted: 0, rejected: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  /** How many suggestions the member made since `since` (milliseconds since the epoch). */
  async madeSince(userId: number, since: number): Promise<number> {
    const { n } = await this.db
      .selectFrom('suggestions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('suggested_by', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** How many of the member's suggestions about one record wait. */
  async waitingBy(userId: number, resource: SuggestedResource, recordId: number): Promise<number> {
    const { n } = await this.db
      .selectFrom('suggestions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('suggested_by', '=', userId)
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Marks a waiting suggestion decided; false when it was not waiting (decided meanwhile). */
  async decide(id: number, decision: Decision): Promise<boolean> {
    const result = await this.db
      .updateTable('suggestions')
      .set({
        state: decision.state,
        decided_by: decision.deciderId,
        decider_name: decision.deciderName,
        decided_at: Date.now(),
        decision_reason: decision.reason,
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Puts back a claimed suggestion whose change could not be written: it waits again. */
  async reopen(id: number): Promise<void> {
    await this.db
      .updateTable('suggestions')
      .set({ state: 'pending', decided_by: null, decider_name: null, decided_at: null, decision_reason: null })
      .where('id', '=', id)
      .execute();
  }

  /** Records what the accepted change wrote, and the changes as accepted (a moderator may have edited them). */
  async accepted(id: number, resultId: number, changes: string): Promise<void> {
    await this.db.updateTable('suggestions').set({ result_id: resultId, changes }).where('id', '=', id).execute();
  }
}
