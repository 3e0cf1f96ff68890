// How each session was signed in: with the password alone, with the password and a code (the app's or a
// recovery code), or with a passkey. REQUIRE_2FA counts a session's own second step, so that a passkey counts
// and a password sign-in of the same account does not.
import type { Kysely, Migration } from 'kysely';

export default function sessionSecondStep(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('signed_in_with', 'varchar(10)', (c) => c.notNull().defaultTo('password'))
        .execute();
      // Until now an account with the second factor on could sign in only with its code.
      await db
        .updateTable('sessions')
        .set({ signed_in_with: 'code' })
        .where('user_id', 'in', db.selectFrom('users').select('id').where('totp_secret', 'is not', null))
        .execute();
    },
  };
}
