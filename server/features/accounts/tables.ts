// The tables of the accounts: the users' entity table with the columns no answer carries, their roles,
// the one-time secrets of the account flows, the recent password tries, the recovery codes of the second factor, the sessions and the passkeys.
import type { ColumnType, Generated } from 'kysely';
import type { UsersTable } from '../../../common/generated/database.ts';
import type { RoleName } from '../../../common/model/roles.ts';

/** Columns of users beside the schema's, which no answer ever carries (migration 0001). */
export interface UserSecretColumns {
  password_hash: string;
  /** Raised to end every token issued before. */
  token_version: Generated<number>;
  /** The TOTP secret while the second factor is on (migration 0034). */
  totp_secret: string | null;
  /** A secret set up and waiting for its first code. */
  totp_pending_secret: string | null;
  /** The time step of the last code accepted; a code of that step or before is not taken again. PostgreSQL returns a bigint as text. */
  totp_last_step: ColumnType<number | string | null, number | null, number | null>;
}

/** The role names, written by migration 0001. */
export interface RolesTable {
  id: number;
  name: RoleName;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export type TokenPurpose = 'activation' | 'reset' | 'permission-code' | 'phone-code';

/** The table of live secrets, one per user and purpose (migration 0002). */
export interface AccountTokensTable {
  user_id: number;
  purpose: TokenPurpose;
  secret_hash: string;
  payload: string | null;
  /** Milliseconds since the epoch; PostgreSQL returns a bigint as text. */
  expires_at: ColumnType<number | string, number, number>;
  tries: Generated<number>;
}

export interface SigninAttemptsTable {
  id: Generated<number>;
  username: string;
  address: string;
  /** Milliseconds since the epoch; pg returns bigint as text. */
  tried_at: number | string;
}

/** The hashes of an account's unused recovery codes (migration 0034). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
}

/** Each sign-in's session (migration 0035). Times in milliseconds since the epoch; PostgreSQL returns a bigint as text. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  user_agent: string | null;
  created_at: ColumnType<number | string, number, number>;
  last_seen_at: ColumnType<number | string, number, number>;
  /** How the session was signed in (migration 0037). */
  signed_in_with: ColumnType<SignedInWith, SignedInWith | undefined, SignedInWith>;
}

/** A session's sign-in: the password alone, the password and a code (the app's or a recovery code), or a passkey. */
export type SignedInWith = 'password' | 'code' | 'passkey';

/** The accounts' passkeys (migration 0036): the public key in base64url; PostgreSQL returns a bigint as text. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: ColumnType<number | string, number, number>;
  /** The authenticator's ways of being reached (usb, internal, hybrid...), comma-separated. */
  transports: string | null;
  user_agent: string | null;
  created_at: ColumnType<number | string, number, number>;
}

/** The WebAuthn challenges handed out, each taken once (migration 0036). */
export interface PasskeyChallengesTable {
  challenge: string;
  user_id: number | null;
  expires_at: ColumnType<number | string, number, number>;
}

export interface AccountsTables {
  users: UsersTable & UserSecretColumns;
  roles: RolesTable;
  user_roles: UserRolesTable;
  account_tokens: AccountTokensTable;
  signin_attempts: SigninAttemptsTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
