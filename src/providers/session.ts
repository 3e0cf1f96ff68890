// The signed-in user, kept in local storage under `user` (spec sections 3 and 4). The public home page
// imports this module, so it stays free of react-admin at run time.
import { jwtDecode, InvalidTokenError } from 'jwt-decode';
import { deriveRole, type Role } from '../../common/model/roles.ts';
import type { AccountUser } from './accountApi.ts';
import { forgetOffline, keepForOffline } from './offline.ts';

export interface SigninResponse extends AccountUser {
  accessToken: string;
  tokenType: string;
}

/** The signin response plus the token's expiry, in seconds since the epoch. */
export interface StoredUser extends SigninResponse {
  expiry: number;
}

const KEY = 'user';

export { InvalidTokenError };

export function getStoredUser(): StoredUser | null {
  const text = localStorage.getItem(KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as StoredUser;
  } catch {
    // A value we did not write (or an old format) is no session at all.
    localStorage.removeItem(KEY);
    return null;
  }
}

/** Keeps the signin response; throws InvalidTokenError when the token cannot be decoded or has no expiry. */
export function storeUser(signin: SigninResponse): StoredUser {
  const { exp } = jwtDecode(signin.accessToken);
  if (typeof exp !== 'number') throw new InvalidTokenError('Invalid token specified: missing exp');
  const user: StoredUser = { ...signin, expiry: exp };
  localStorage.setItem(KEY, JSON.stringify(user));
  keepForOffline(roleOf(user));
  return user;
}

/** The user's record as the server has it now, kept with the session's token (not if another user signed in meanwhile). */
export function updateStoredUser(fresh: AccountUser): void {
  const user = getStoredUser();
  if (user?.username === fresh.username) localStorage.setItem(KEY, JSON.stringify({ ...user, ...fresh }));
}

/** Keeps the session's new token (the others' were ended: the account's earlier tokens no longer work). */
export function keepNewToken(token: Pick<SigninResponse, 'accessToken' | 'tokenType'>): void {
  const user = getStoredUser();
  if (user) storeUser({ ...user, ...token });
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY);
  forgetOffline();
}

export function isSessionExpired(user: StoredUser | null = getStoredUser(), now: number = Date.now()): boolean {
  return user === null || user.expiry * 1000 <= now;
}

/** The role a signed-in user acts with: a USER's while REQUIRE_2FA waits for their second factor, as the server has it. */
const roleOf = (user: AccountUser): Role => (user.twoFactorNeeded ? 'USER' : deriveRole(user.roles));

/** The role the browser acts with: ANONYMOUS when nobody is signed in. */
export function currentRole(): Role {
  const user = getStoredUser();
  return user ? roleOf(user) : 'ANONYMOUS';
}
