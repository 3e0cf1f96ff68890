// Accounts: the generic store of the user entity plus credentials, roles and the token version.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { UserRecord } from '../../../common/generated/types.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import { ROLE_NAMES, roleName, type RoleName } from '../../../common/model/roles.ts';
import type { SignedInWith, UserSecretColumns } from './tables.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { precompiled } from '../../db/precompiled.ts';
import { atomically, EntityRepository, type Executor } from '../../entities/entity-repository.ts';

/** The roles of the family (spec section 6): a signed-up visitor without family permission is not among them. */
const FAMILY_ROLES = ROLE_NAMES.filter((name) => name !== roleName('USER'));

/**
 * The ids of the family's active accounts (BISH and up, allowed), as a subquery: who may be written to of the
 * family (its news, its birthdays). A reader demoted or disabled after choosing a mail gets nothing.
 */
export const familyAccountIds = (db: Kysely<Database>) =>
  db
    .selectFrom('users as family_user')
    .innerJoin('user_roles as family_role', 'family_role.user_id', 'family_user.id')
    .innerJoin('roles as family_role_name', 'family_role_name.id', 'family_role.role_id')
    .select('family_user.id')
    // The allowed column is a boolean on PostgreSQL and 0/1 on SQLite: tested as itself on both.
    .where(sql<boolean>`family_user.allowed`)
    .where('family_role_name.name', 'in', FAMILY_ROLES);

export interface NewUser {
  username: string;
  email: string;
  name?: string | null;
  phoneNumber?: string | null;
  passwordHash: string;
  allowed: boolean;
  /** Whether the account went through activation; an account created allowed counts as activated. */
  emailConfirmed?: boolean;
  /** The language of the sign-up; the default (Arabic) when not given. */
  language?: UserRecord['language'];
  roles: RoleName[];
}

export interface TokenState {
  username: string;
  tokenVersion: number;
  allowed: boolean;
  roles: RoleName[];
  /** Whether the account signs in with a second factor (REQUIRE_2FA asks it of MODERATOR and ADMIN). */
  twoFactor: boolean;
  /** When the session asked about was last used; null when it has ended (or none was asked about). */
  sessionSeenAt: number | null;
  /** How the session asked about was signed in; null when it has ended (or none was asked about). */
  sessionSignedInWith: SignedInWith | null;
}

async function rolesOf(db: Executor, userIds: number[]): Promise<Map<number, Array<{ id: number; name: RoleName }>>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id as userId', 'roles.id as id', 'roles.name as name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.id')
    .execute();
  const byUser = new Map<number, Array<{ id: number; name: RoleName }>>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return byUser;
}

/** What the session check reads at every request: the account's token version, access and roles, and its session's row. */
const tokenStateQuery = precompiled<
  Database,
  [userId: number, sessionId: number],
  {
    username: string;
    token_version: number;
    allowed: number | boolean;
    two_factor: number | boolean;
    role: RoleName | null;
    session_seen: number | string | null;
    session_signed_in_with: SignedInWith | null;
  }
>(2, (db, userId, sessionId) =>
  db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', sessionId as never))
    .select([
      'users.username',
      'users.token_version',
      'users.allowed',
      'users.two_factor',
      'roles.name as role',
      'sessions.last_seen_at as session_seen',
      'sessions.signed_in_with as session_signed_in_with',
    ])
    .where('users.id', '=', userId as never)
    .orderBy('roles.id'),
);

export class UsersRepository extends EntityRepository<UserRecord> {
  constructor(db: Executor, dialect: Dialect) {
    super(db, entityByResource('users'), dialect, {
      afterLoad: async (records, exec) => {
        const roles = await rolesOf(
          exec,
          records.map((r) => r.id),
        );
        for (const r of records) r.roles = roles.get(r.id) ?? [];
      },
    });
  }

  async createUser(user: NewUser, db: Executor = this.db): Promise<UserRecord> {
    const { passwordHash, roles, ...fields } = user;
    return atomically(db, async (trx) => {
      const row = await this.toRow({ ...fields, emailConfirmed: fields.emailConfirmed ?? fields.allowed }, undefined, trx);
      const secrets: Insertable<UserSecretColumns> = { password_hash: passwordHash };
      const id = await this.insert({ ...row, ...secrets }, trx);
      await this.writeRoles(id, roles, trx);
      const created = await this.findBy('id', id, trx);
      if (!created) throw new Error(`user ${id} vanished after its insert`);
      return created;
    });
  }

  /**
   * Replaces the user's roles. Tokens carry no role (each request reads the roles), so an open session
   * goes on with the new role at once: a relative granted family permission is not signed out by it.
   */
  async setRoles(userId: number, roles: RoleName[], db: Executor = this.db): Promise<void> {
    await atomically(db, async (trx) => {
      const before = (await rolesOf(trx, [userId])).get(userId)?.map((r) => r.name) ?? [];
      await this.writeRoles(userId, roles, trx);
      const after = (await rolesOf(trx, [userId])).get(userId)?.map((r) => r.name) ?? [];
      if (this.history && before.join() !== after.join()) {
        const { username } = await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
        await this.history.recordOther(trx, userId, username, { roles: before }, { roles: after });
      }
    });
  }

  private async writeRoles(userId: number, roles: RoleName[], trx: Executor): Promise<void> {
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (roles.length === 0) return;
    const ids = await trx.selectFrom('roles').select('id').where('name', 'in', roles).execute();
    await trx
      .insertInto('user_roles')
      .values(ids.map((r) => ({ user_id: userId, role_id: r.id })))
      .execute();
  }

  async credentials(username: string, db: Executor = this.db): Promise<{ id: number; passwordHash: string; allowed: boolean } | undefined> {
    const row = await db.selectFrom('users').select(['id', 'password_hash', 'allowed']).where('username', '=', username).executeTakeFirst();
    return row && { id: row.id, passwordHash: row.password_hash, allowed: Boolean(row.allowed) };
  }

  /** The account's state for its session `sessionId` (a token of before the sessions table names none). */
  async tokenState(userId: number, sessionId: number | null = null, db: Executor = this.db): Promise<TokenState | undefined> {
    // One row per role (one with no role for an account without any); the same query at every request.
    // Ids start at 1: 0 finds no session.
    const { rows } = await tokenStateQuery.run(db, userId, sessionId ?? 0);
    if (rows.length === 0) return undefined;
    return {
      username: rows[0].username,
      tokenVersion: rows[0].token_version,
      allowed: Boolean(rows[0].allowed),
      twoFactor: Boolean(rows[0].two_factor),
      sessionSeenAt: rows[0].session_seen === null ? null : Number(rows[0].session_seen),
      sessionSignedInWith: rows[0].session_signed_in_with,
      roles: rows.flatMap((r) => (r.role === null ? [] : [r.role])),
    };
  }

  /** The first of username, email and phoneNumber that another account already uses (names compared case-insensitively). */
  async takenField(
    user: { username: string; email: string; phoneNumber: string },
    db: Executor = this.db,
  ): Promise<'username' | 'email' | 'phoneNumber' | undefined> {
    const row = await db
      .selectFrom('users')
      .select(['username', 'email', 'phone_number'])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['username']), '=', user.username.toLowerCase()),
          eb(eb.fn('lower', ['email']), '=', user.email.toLowerCase()),
          eb('phone_number', '=', user.phoneNumber),
        ]),
      )
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.username.toLowerCase() === user.username.toLowerCase()) return 'username';
    return row.email.toLowerCase() === user.email.toLowerCase() ? 'email' : 'phoneNumber';
  }

  async findByEmail(email: string, db: Executor = this.db): Promise<UserRecord | undefined> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    return row && this.findBy('id', row.id, db);
  }

  /**
   * The identity check: the member whose phone number is the same compared as `comparable` reads numbers
   * (phone-numbers.ts), preferring one no other account is linked to yet; the lowest id wins a tie.
   */
  async memberWithPhone(
    phone: string,
    exceptUserId: number,
    comparable: (phone: string) => string,
    db: Executor = this.db,
  ): Promise<number | null> {
    const wanted = comparable(phone);
    const members = await db
      .selectFrom('members')
      .select(['id', 'phone_number'])
      .where('phone_number', 'is not', null)
      .orderBy('id')
      .execute();
    const ids = members.filter((m) => m.phone_number !== null && comparable(m.phone_number) === wanted).map((m) => m.id);
    if (ids.length === 0) return null;
    const linked = await db.selectFrom('users').select('member_id').where('member_id', 'in', ids).where('id', '!=', exceptUserId).execute();
    const taken = new Set(linked.map((r) => r.member_id));
    return ids.find((id) => !taken.has(id)) ?? ids[0];
  }

  /**
   * Takes one of `limit` SMS sends in one statement, so parallel requests cannot slip past the lock.
   * With none left the count is set to limit + 1, the sign of a locked user, and false comes back.
   */
  async takeSmsSend(userId: number, limit: number, db: Executor = this.db): Promise<boolean> {
    const taken = await db
      .updateTable('users')
      .set((eb) => ({ number_of_send_sms: eb('number_of_send_sms', '+', 1) }))
      .where('id', '=', userId)
      .where('number_of_send_sms', '<', limit)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) return true;
    await db
      .updateTable('users')
      .set({ number_of_send_sms: limit + 1 })
      .where('id', '=', userId)
      .where('number_of_send_sms', '=', limit)
      .execute();
    return false;
  }

  /** Gives back a send the gateway did not deliver. */
  async returnSmsSend(userId: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({ number_of_send_sms: eb('number_of_send_sms', '-', 1) }))
      .where('id', '=', userId)
      .where('number_of_send_sms', '>', 0)
      .execute();
  }

  /** Whether any account holds the stored role (the portal must always have an admin). */
  async anyWithRole(role: RoleName, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('user_roles.user_id')
      .where('roles.name', '=', role)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The accounts holding the stored role, in id order (the admins a permission request is mailed to). */
  async withRole(role: RoleName, db: Executor = this.db): Promise<UserRecord[]> {
    const rows = await db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('user_roles.user_id')
      .where('roles.name', '=', role)
      .orderBy('user_roles.user_id')
      .execute();
    const users = await Promise.all(rows.map((row) => this.findById(row.user_id, db)));
    return users.filter((user): user is UserRecord => user !== undefined);
  }

  /** A new password ends every session opened with the old one. */
  async setPasswordHash(userId: number, passwordHash: string, db: Executor = this.db): Promise<void> {
    await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await this.bumpTokenVersion(userId, db);
  }

  /** Invalidates every token issued so far to the user, and forgets their sessions. */
  async bumpTokenVersion(userId: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  }
}
