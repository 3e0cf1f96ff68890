// Every SQL statement of the GEDCOM import: the identifiers other programs gave the people it brought, with the
// member each is.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';

export class GedcomRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The members these identifiers were given to, by identifier. */
  async membersOf(uids: readonly string[]): Promise<Map<string, number>> {
    const rows = await inSlices(uids, (slice) =>
      this.db.selectFrom('gedcom_uids').select(['uid', 'member_id']).where('uid', 'in', slice).execute(),
    );
    return new Map(rows.map((row) => [row.uid, Number(row.member_id)]));
  }

  /** Keeps each identifier with its member; one already kept keeps its member. */
  async remember(pairs: ReadonlyArray<{ uid: string; memberId: number }>): Promise<void> {
    await inSlices(pairs, async (slice) => {
      await this.db
        .insertInto('gedcom_uids')
        .values(slice.map((p) => ({ uid: p.uid, member_id: p.memberId })))
        .onConflict((c) => c.column('uid').doNothing())
        .execute();
    });
  }
}
