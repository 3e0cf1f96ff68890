// Every SQL statement of the reminders: the accounts of the family's members who may read of their kin (family
// members, BISH and up, whose account is active), each with the member it belongs to and its language.
import type { Kysely } from 'kysely';
import type { Language } from '../../../common/model/languages.ts';
import type { Database } from '../../db/database.ts';
import { familyAccountIds } from '../accounts/repository.ts';

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
      .where('u.member_id', 'in', [...memberIds])
      .where('u.id', 'in', familyAccountIds(this.db))
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
