// Spec section 5's rules are written once, in schema/forms/. The registration password's maximum is
// changed here in that one file's content only (a copy of schema/forms/register.json with another
// maxLength), and the server's answer, the form's rule, its hint and /api/docs all follow it.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import en from '../../i18n/en.json';
import register from '../../schema/forms/register.json';
import { firstError } from '../../src/ui/forms/rules.ts';
import { formRules } from '../../src/ui/forms/schemaRules.ts';
import { I18nProvider } from '../../src/ui/i18n/I18nProvider.tsx';
import { RegisterForm } from '../../src/public-site/pages/account/RegisterForm.tsx';
import { newAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const REGISTER_FILE = new URL('../../schema/forms/register.json', import.meta.url);
const onDisk = JSON.parse(readFileSync(REGISTER_FILE, 'utf8')) as typeof register;
const { RAISE } = vi.hoisted(() => ({ RAISE: 7 }));
const CHANGED_MAX = onDisk.properties.password.maxLength + RAISE;

// Every module that imports the file, server and browser alike, gets the changed copy.
vi.mock('../../schema/forms/register.json', async (original) => {
  const file = (await original<{ default: typeof register }>()).default;
  const password = { ...file.properties.password, maxLength: file.properties.password.maxLength + RAISE };
  return { default: { ...file, properties: { ...file.properties, password } } };
});

describe('the registration password maximum, changed in schema/forms/register.json only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
  });
  afterAll(async () => t?.close());

  test('the changed copy is the one every module reads', () => {
    expect(register.properties.password.maxLength).toBe(CHANGED_MAX);
  });

  test('the server accepts the maximum and refuses one more with the spec message', async () => {
    const signup = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/users/signup', payload: newAccount({ password }) });
    expect((await signup('p'.repeat(CHANGED_MAX))).statusCode).toBe(201);
    const refused = await signup('p'.repeat(CHANGED_MAX + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Password is not appropriate');
  });

  test('the form accepts the maximum and refuses one more', () => {
    const { rules } = formRules(register);
    const check = (password: string) => firstError(rules.password, password, { password })?.key ?? null;
    expect(check('p'.repeat(CHANGED_MAX))).toBeNull();
    expect(check('p'.repeat(CHANGED_MAX + 1))).toBe('portal.validation.passwordNotAppropriate');
  });

  test('the form’s hint states the maximum', () => {
    const page = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(I18nProvider, {
          initial: { lang: 'en', messages: en },
          children: createElement(RegisterForm, { onRegistered() {} }),
        }),
      ),
    );
    expect(page).toContain(`${onDisk.properties.password.minLength} to ${CHANGED_MAX} characters`);
  });

  test('/api/docs carries the maximum', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/users/signup'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/register',
    });
    expect(doc.components.schemas.register.properties.password.maxLength).toBe(CHANGED_MAX);
  });
});
