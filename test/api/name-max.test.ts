// NAME_MAX: a portal sets the longest full name registration takes (in letters), and says it to the
// /register form; the spec's 20 stays the default, and its message the refusal's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NAME_LETTERS } from '../../common/model/registerForm.ts';
import { call, newAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** A full name of `letters` letters in words of five, as a long Arabic name chain is written. */
const nameOf = (letters: number): string => ('محمود'.repeat(letters / 5) + 'ن'.repeat(letters % 5)).replace(/(.{5})(?=.)/gu, '$1 ');

describe.each([
  ['the spec’s default', undefined, NAME_LETTERS.max],
  ['NAME_MAX=32', 32, 32],
])('the longest full name, %s', (_, nameMax, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite', config: nameMax === undefined ? {} : { nameMax } });
  });
  afterAll(async () => t?.close());

  const signup = (name: string) => call(t, { method: 'POST', url: '/api/auth/users/signup', payload: newAccount({ name }) });

  test('is what the registration form is told', async () => {
    const rules = await call(t, { method: 'GET', url: '/api/auth/users/signup' });
    expect(rules.statusCode).toBe(200);
    expect(rules.json()).toEqual({ nameMax: expected });
  });

  test('is the one /api/docs states', async () => {
    const doc = (await call(t, { method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.schemas.register.properties.name['x-letters']).toEqual({ min: NAME_LETTERS.min, max: expected });
  });

  test('is accepted, and one letter more is refused with the spec’s message', async () => {
    expect((await signup(nameOf(expected))).statusCode).toBe(201);
    const refused = await signup(nameOf(expected + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Name is not appropriate');
  });
});
