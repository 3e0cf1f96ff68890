// Passkeys' rules on the server (the ceremonies themselves run with a software authenticator in
// test/e2e/passkeys.test.ts): the options name the portal and ask for a passkey kept on the device and a
// check of who holds it; only a signed-in user registers one; an answer that does not check out signs nobody in.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const FORGED = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

describeOnDatabases('passkeys', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  test('registration options name the portal and the account, and ask for a resident, verified passkey', async () => {
    const answer = await t.injectAs('BISH', { method: 'POST', url: '/api/auth/passkeys/register/options' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: t.users.BISH.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(answer.json().challenge).toMatch(/^[\w-]{20,}$/);
    expect((await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/auth/passkeys/register/options' })).statusCode).toBe(401);
    expect((await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/auth/passkeys/register', payload: FORGED })).statusCode).toBe(401);
  });

  test('an answer that does not check out is refused with the catalogue’s text, which the browser translates, and adds or signs in nothing', async () => {
    const registered = await t.injectAs('BISH', {
      method: 'POST',
      url: '/api/auth/passkeys/register',
      payload: { ...FORGED, response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().message).toBe('The passkey could not be checked: please try again');
    expect(await t.app.db.selectFrom('passkeys').select('id').execute()).toEqual([]);

    const options = await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/auth/passkeys/signin/options' });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const signin = await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/auth/passkeys/signin', payload: FORGED });
    expect(signin.statusCode).toBe(401);
    expect(signin.json()).not.toHaveProperty('accessToken');
    expect((await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/auth/passkeys/signin', payload: { id: 'x' } })).statusCode).toBe(
      400,
    );
  });

  test('a member sees their own passkeys by device, removes one, and cannot see or remove another’s', async () => {
    const passkeys = t.app.db;
    const keep = (userId: number, credentialId: string, userAgent: string | null, at: number) =>
      passkeys
        .insertInto('passkeys')
        .values({
          user_id: userId,
          credential_id: credentialId,
          public_key: 'pk',
          counter: 0,
          transports: null,
          user_agent: userAgent,
          created_at: at,
        })
        .execute();
    const phone = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    await keep(t.users.BISH.id, 'bish-phone', phone, 1_000);
    await keep(t.users.BISH.id, 'bish-other', null, 2_000);
    await keep(t.users.MODERATOR.id, 'moderator-key', null, 3_000);

    const mine = await t.injectAs('BISH', { method: 'GET', url: '/api/auth/passkeys' });
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = mine.json().passkeys as Array<{ id: number; device: string | null; addedAt: number }>;
    expect(listed.map((k) => [k.device, k.addedAt])).toEqual([
      ['Chrome, Android', 1_000],
      [null, 2_000],
    ]);
    expect(mine.body).not.toContain('bish-phone');

    const others = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/auth/passkeys' })).json().passkeys;
    const refused = await t.injectAs('BISH', { method: 'DELETE', url: `/api/auth/passkeys/${others[0].id}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('You have no such passkey');

    const removed = await t.injectAs('BISH', { method: 'DELETE', url: `/api/auth/passkeys/${listed[0].id}` });
    expect(removed.json()).toEqual({ message: 'Passkey removed: it no longer signs you in' });
    const left = await passkeys.selectFrom('passkeys').select('credential_id').orderBy('credential_id').execute();
    expect(left.map((r) => r.credential_id)).toEqual(['bish-other', 'moderator-key']);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: '/api/auth/passkeys' })).statusCode).toBe(401);
  });
});
