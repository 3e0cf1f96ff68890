// The first admin was created with the English placeholder name "Administrator", which the Arabic and
// Hebrew back office then showed as the person's name. An account the portal made up a name for has
// none now; the back office names it by its role in the reader's language.
import { type Kysely, type Migration } from 'kysely';

export default function adminWithoutPlaceholderName(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db
        .updateTable('users')
        .set({ name: null })
        .where('name', '=', 'Administrator')
        .where(
          'id',
          'in',
          db
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .select('user_roles.user_id')
            .where('roles.name', '=', 'ROLE_ADMIN'),
        )
        .execute();
    },
  };
}
