// The directory lists members and partners by name: an index gives a page of 25 in name order without
// sorting the whole family (ties are in id order, which the index keeps too).
import type { Kysely, Migration } from 'kysely';

export default function nameOrder(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of ['members', 'partners']) await db.schema.createIndex(`${table}_name`).on(table).columns(['name', 'id']).execute();
    },
  };
}
