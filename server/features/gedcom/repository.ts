// Every SQL statement of the GEDCOM import: the identifiers other programs gave the people it brought, with the
// member each is.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Ids are read a slice at a time: a list of thousands stays within the databases' limits on parameters. */
const SLICE = 500;

export class GedcomRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The members these identifiers were given to, by identifier. */
  async membersOf(uids: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let i = 0; i < uids.length; i += SLICE) {
      const rows = await this.db
        .selectFrom('gedcom_uids')
        .select(['uid', 'member_id'])
        .where('uid', 'in', uids.slice(i, i + SLICE))
        .execute();
      for (const row of rows) found.set(row.uid, Number(row.member_id));
    }
    return found;
  }

  /** Keeps each identifier with its member; one already kept keeps its member. */
  async remember(pairs: ReadonlyArray<{ uid: string; memberId: number }>): Promise<void> {
    for (let i = 0; i < pairs.length; i += SLICE) {
      const slice = pairs.slice(i, i + SLICE);
      if (slice.length === 0) continue;
      await this.db
        .insertInto('gedcom_uids')
        .values(slice.map((p) => ({ uid: p.uid, member_id: p.memberId })))
        .onConflict((c) => c.column('uid').doNothing())
        .execute();
    }
  }
}
