// The browser's account calls (spec section 7): method and path of each, values encoded into paths,
// and a wrong old password (a 401 of changepassword) that keeps the session.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { accountApi } from '../../src/providers/accountApi.ts';
import { httpClient } from '../../src/providers/httpClient.ts';
import { getStoredUser, storeUser } from '../../src/providers/session.ts';
import { freshLocalStorage, signinResponse } from './browser-helpers.ts';

const calls: Array<{ method: string; url: string; body?: unknown }> = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  freshLocalStorage();
  calls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('paths', () => {
  test.each([
    [
      'signup',
      () =>
        accountApi.signup({
          name: 'Salma Haddad',
          username: 'salmah',
          email: 's@x.org',
          password: 'p'.repeat(8),
          phoneNumber: '0501234567',
        }),
      'POST',
      '/api/auth/users/signup',
    ],
    [
      'signup/mod',
      () => accountApi.signupModerator({ username: 'mod', email: 'm@x.org', password: 'secret' }),
      'POST',
      '/api/auth/users/signup/mod',
    ],
    ['active', () => accountApi.activate('salmah', 'tok'), 'POST', '/api/auth/users/active/salmah/tok'],
    ['isrequestforbish', () => accountApi.requestState('salmah'), 'GET', '/api/auth/users/salmah/isrequestforbish'],
    ['requestnow', () => accountApi.requestPermission('salmah'), 'POST', '/api/auth/users/salmah/requestnow'],
    ['activebisharat', () => accountApi.confirmPermissionCode('salmah', '123456'), 'POST', '/api/auth/users/activebisharat/salmah/123456'],
    ['modifynumber', () => accountApi.modifyNumber('salmah', '0521234567'), 'POST', '/api/auth/users/modifynumber/salmah/0521234567'],
    [
      'modifynumberconfirmation',
      () => accountApi.confirmNewNumber('salmah', '0521234567', '654321'),
      'POST',
      '/api/auth/users/modifynumberconfirmation/salmah/0521234567/654321',
    ],
    [
      'resetpasswordoruser',
      () => accountApi.resetByEmail('salma+family@example.org'),
      'POST',
      '/api/auth/users/resetpasswordoruser/salma%2Bfamily%40example.org',
    ],
    [
      'resetpassword',
      () => accountApi.resetPassword('salmah', 'a/b', { newPassword: 'secret', newPasswordConfirmation: 'secret' }),
      'POST',
      '/api/auth/users/resetpassword/salmah/a%2Fb',
    ],
    ['disabled', () => accountApi.disabledUsers(), 'GET', '/api/auth/users/disabled'],
    ['getrequestjoinbisharat', () => accountApi.permissionRequests(), 'GET', '/api/auth/users/getrequestjoinbisharat'],
    ['enable', () => accountApi.setAllowed('salmah', true), 'POST', '/api/auth/users/enable/salmah'],
    ['disable', () => accountApi.setAllowed('salmah', false), 'POST', '/api/auth/users/disable/salmah'],
    ['activatebish', () => accountApi.switchRole('salmah', 'activatebish'), 'GET', '/api/auth/users/salmah/activatebish'],
    [
      'deactivatemoderator',
      () => accountApi.switchRole('salmah', 'deactivatemoderator'),
      'GET',
      '/api/auth/users/salmah/deactivatemoderator',
    ],
    ['unlocksmsuser', () => accountApi.unlockSms('salmah'), 'POST', '/api/auth/users/unlocksmsuser/salmah'],
    ['getactivationlink', () => accountApi.activationLink('salmah'), 'GET', '/api/auth/users/getactivationlink/salmah'],
  ])('%s', async (_, call, method, url) => {
    answer(200, { message: 'ok' });
    await call();
    expect(calls).toEqual([expect.objectContaining({ method, url })]);
  });

  test('changepassword sends the three fields', async () => {
    answer(200, { message: 'Password changed succesfully.' });
    await accountApi.changePassword('salmah', { oldPass: 'old-one', newPassword: 'new-one', newPasswordConfirmation: 'new-one' });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/users/changepassword/salmah',
        body: { oldPass: 'old-one', newPassword: 'new-one', newPasswordConfirmation: 'new-one' },
      },
    ]);
  });

  test('the activation link comes back as the text the server sends', async () => {
    answer(200, 'https://family.example/activate/salmah/tok');
    expect(await accountApi.activationLink('salmah')).toBe('https://family.example/activate/salmah/tok');
  });
});

describe('a 401', () => {
  test('of the password change is a wrong old password: the session stays', async () => {
    storeUser(signinResponse([{ id: 1, name: 'ROLE_USER' }]));
    answer(401, { message: 'Unauthorized' });
    await expect(
      accountApi.changePassword('salma.h', { oldPass: 'wrong1', newPassword: 'secret', newPasswordConfirmation: 'secret' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getStoredUser()).not.toBeNull();
  });

  test('of any other call still ends the session', async () => {
    storeUser(signinResponse([{ id: 1, name: 'ROLE_USER' }]));
    answer(401, { message: 'Unauthorized' });
    await expect(httpClient('/api/v1/members')).rejects.toMatchObject({ status: 401 });
    expect(getStoredUser()).toBeNull();
  });
});
