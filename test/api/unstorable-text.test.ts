// Text that no database can store as written (NUL, unpaired surrogates) is a 400 everywhere, signed out
// too, on both databases: in bodies, path parameters and query strings.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('unstorable text', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const contact = { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: 'A question', mailContent: 'Hello' };

  test.each([
    [
      'sign-in with NUL in the username',
      { method: 'POST', url: '/api/auth/users/signin', payload: { username: 'a\u0000b', password: 'x' } },
    ],
    [
      'sign-in with a lone surrogate',
      { method: 'POST', url: '/api/auth/users/signin', payload: { username: 'ab\ud800cdef', password: 'x' } },
    ],
    ['password reset for a NUL address', { method: 'POST', url: '/api/auth/users/resetpasswordoruser/%00' }],
    ['activation with NUL in the username', { method: 'POST', url: '/api/auth/users/active/a%00b/tok' }],
    [
      'contact form with NUL in the name',
      { method: 'POST', url: '/api/v1/mail/contactus', payload: { ...contact, name: 'Vis\u0000itor' } },
    ],
  ] as const)('%s: 400 with a message', async (_name, request) => {
    const response = await t.injectAs('ANONYMOUS', { ...request, remoteAddress: '203.0.113.50' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/NUL|surrogate|not appropriate|must/);
  });

  test('a member list searched for NUL text as a family member: 400, not 500', async () => {
    const url = `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ q: 'x\u0000' }))}`;
    const response = await t.injectAs('BISH', { method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/querystring\/filter.*NUL/);
  });
});
