// Every SQL statement of the reminders: the accounts of the family's members who may read of their kin (family
// members, BISH and up, whose account is active), each with the member it belongs to and its language.
import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../common/model/languages.ts';
import { ROLE_NAMES, roleName } from '../../../common/model/roles.ts';
import type { Database } from '../../db/database.ts';

/** The role names of the family: a signed-up visitor is not told of the family's birthdays. */
const FAMILY = ROLE_NAMES.filter((name) => name !== roleName('USER'));

export interface KinAccount {
  userId: number;
  username: string;
  email: string;
  language: Language;
  memberId: number;
}

export class RemindersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The active family accounts linked to any of these members, in the order of their ids. */
  async accountsOf(memberIds: readonly number[]): Promise<KinAccount[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.username', 'u.email', 'u.language', 'u.member_id'])
      // The allowed column is a boolean on PostgreSQL and 0/1 on SQLite: tested as itself on both.
      .where(sql<boolean>`u.allowed`)
      .where('u.member_id', 'in', [...memberIds])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('r.name', 'in', FAMILY),
        ),
      )
      .orderBy('u.id')
      .execute();
    return rows.map((r) => ({
      userId: Number(r.id),
      username: r.username,
      email: r.email,
      language: (r.language ?? 'ar') as Language,
      memberId: Number(r.member_id),
    }));
  }
}
