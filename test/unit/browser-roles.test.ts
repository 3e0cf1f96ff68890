import { beforeEach, describe, expect, test } from 'vitest';
import { mayAccess, readableResources } from '../../src/providers/access.ts';
import {
  clearStoredUser,
  currentRole,
  getStoredUser,
  InvalidTokenError,
  isSessionExpired,
  storeUser,
} from '../../src/providers/session.ts';
import { createAuthProvider } from '../../src/providers/authProvider.ts';
import { freshLocalStorage, signinResponse } from './browser-helpers.ts';

beforeEach(() => {
  freshLocalStorage();
});

describe('session', () => {
  test('nobody stored is ANONYMOUS and expired', () => {
    expect(getStoredUser()).toBeNull();
    expect(currentRole()).toBe('ANONYMOUS');
    expect(isSessionExpired()).toBe(true);
  });

  test('the stored user carries the token expiry in seconds and its role by priority', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    storeUser(
      signinResponse(
        [
          { id: 1, name: 'ROLE_USER' },
          { id: 2, name: 'ROLE_BISH' },
          { id: 3, name: 'ROLE_MODERATOR' },
        ],
        exp,
      ),
    );
    expect(JSON.parse(localStorage.getItem('user')!).expiry).toBe(exp);
    expect(currentRole()).toBe('MODERATOR');
    expect(isSessionExpired()).toBe(false);
  });

  test.each([
    [['ROLE_USER'], 'USER'],
    [['ROLE_USER', 'ROLE_BISH'], 'BISH'],
    [['ROLE_BISH', 'ROLE_ADMIN'], 'ADMIN'],
    [[], 'USER'],
  ] as const)('roles %j act as %s', (names, role) => {
    storeUser(signinResponse(names.map((name, i) => ({ id: i, name }))));
    expect(currentRole()).toBe(role);
  });

  test('a token whose expiry has passed is an expired session', () => {
    storeUser(signinResponse([{ id: 1, name: 'ROLE_ADMIN' }], Math.floor(Date.now() / 1000) - 1));
    expect(isSessionExpired()).toBe(true);
  });

  test('an undecodable token raises the invalid-token error and stores nothing', () => {
    expect(() => storeUser({ ...signinResponse([]), accessToken: 'not-a-token' })).toThrow(InvalidTokenError);
    expect(getStoredUser()).toBeNull();
  });

  test('clearing forgets the user', () => {
    storeUser(signinResponse([{ id: 1, name: 'ROLE_BISH' }]));
    clearStoredUser();
    expect(currentRole()).toBe('ANONYMOUS');
  });
});

describe('who may do what (schema permissions)', () => {
  test('members: BISH reads, MODERATOR writes', () => {
    expect(mayAccess('USER', 'family-members', 'list')).toBe(false);
    expect(mayAccess('BISH', 'family-members', 'show')).toBe(true);
    expect(mayAccess('BISH', 'family-members', 'edit')).toBe(false);
    expect(mayAccess('MODERATOR', 'family-members', 'create')).toBe(true);
    expect(mayAccess('MODERATOR', 'family-members', 'delete')).toBe(true);
  });

  test('users are for ADMIN only and are never created through the generic call', () => {
    expect(mayAccess('MODERATOR', 'users', 'list')).toBe(false);
    expect(mayAccess('ADMIN', 'users', 'edit')).toBe(true);
    expect(mayAccess('ADMIN', 'users', 'create')).toBe(false);
  });

  test('unknown resources and actions are refused', () => {
    expect(mayAccess('ADMIN', 'secrets', 'list')).toBe(false);
    expect(mayAccess('ADMIN', 'family-members', 'launch')).toBe(false);
  });

  test('a moderator’s board lists family content but not users or mail', () => {
    expect(readableResources('MODERATOR')).toEqual([
      'family-members',
      'family-partners',
      'albums',
      'images',
      'family-notification',
      'family-activities',
    ]);
    expect(readableResources('ADMIN')).toContain('users');
    expect(readableResources('ANONYMOUS')).toEqual([]);
  });
});

describe('authProvider', () => {
  const auth = createAuthProvider();

  test('checkAuth refuses a missing or expired session', async () => {
    await expect(auth.checkAuth({})).rejects.toThrow();
    storeUser(signinResponse([{ id: 1, name: 'ROLE_MODERATOR' }], Math.floor(Date.now() / 1000) - 10));
    await expect(auth.checkAuth({})).rejects.toThrow();
    storeUser(signinResponse([{ id: 1, name: 'ROLE_MODERATOR' }]));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  test('a 401 signs out, a 403 keeps the session', async () => {
    storeUser(signinResponse([{ id: 1, name: 'ROLE_BISH' }]));
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getStoredUser()).not.toBeNull();
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    expect(getStoredUser()).toBeNull();
  });

  test('identity, permissions and canAccess follow the stored user', async () => {
    storeUser({ ...signinResponse([{ id: 1, name: 'ROLE_MODERATOR' }]), name: '' });
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 7, fullName: undefined });
    await expect(auth.getPermissions!({})).resolves.toBe('MODERATOR');
    await expect(auth.canAccess!({ resource: 'family-members', action: 'delete' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });
});
