// The language each person uses the portal in, so that a mail sent without their request (family
// permission granted by an admin) reaches them in it. Existing accounts start in the default, Arabic.
import type { Kysely, Migration } from 'kysely';

export default function userLanguage(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
        .execute();
    },
  };
}
