// Pure pieces of the public site: the admin guard's roles, the donation hand-off, the error catalogue,
// the language choice, and every i18n key the public site's code names.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import en from '../../i18n/en.json';
import { direction } from '../../common/model/languages.ts';
import { messageKey } from '../../common/model/messages.ts';
import { getLanguage, setLanguage } from '../../src/providers/language.ts';
import { flattenMessages } from '../../common/model/translate.ts';
import { donationUrl, parseAmount } from '../../src/public-site/pages/home/donation.ts';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout } from '../../src/public-site/routing/lazyPage.ts';
import { adminRoleFor, PUBLIC_ROUTES } from '../../common/routing/routeTable.ts';
import { PAGE_MODULES, pageExport } from '../../common/routing/pageModules.ts';
import { SCREENS } from '../../src/public-site/routing/screens.ts';

describe('route table', () => {
  test('every public route of the table has its screen built', () => {
    expect(PUBLIC_ROUTES.filter((route) => !(route.screen in SCREENS)).map((route) => route.path)).toEqual([]);
  });

  test('every lazily loaded screen names a page module that exports its component under the file name', async () => {
    for (const module of Object.values(PAGE_MODULES)) {
      const source = await readFile(join(import.meta.dirname, '../../src/public-site', module), 'utf8');
      expect(source, module).toMatch(new RegExp(`export (function|const) ${pageExport(module)}\\b`));
    }
  });

  test('admin paths take their own route role, else the board role', () => {
    expect(adminRoleFor('/adminboard')).toBe('MODERATOR');
    expect(adminRoleFor('/adminboard/users/')).toBe('ADMIN');
    expect(adminRoleFor('/adminboard/users/salma')).toBe('ADMIN');
    expect(adminRoleFor('/adminboard/permissionRequestUsers')).toBe('ADMIN');
    expect(adminRoleFor('/adminboard/family-members')).toBe('MODERATOR');
  });

  test('the public router serves every non-admin route of schema/routes.json', () => {
    expect(PUBLIC_ROUTES.some((r) => r.path.startsWith('/adminboard'))).toBe(false);
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/login', '/contact-us', '/family-tree/:id']));
  });
});

describe('donation', () => {
  test('the payment page gets the amount, the currency and the return page', () => {
    const url = new URL(donationUrl('https://pay.example/checkout?shop=7', 100, 'ILS', 'https://family.example'));
    expect(url.origin + url.pathname).toBe('https://pay.example/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      shop: '7',
      amount: '100',
      currency: 'ILS',
      returnUrl: 'https://family.example/donationsuccess',
    });
  });

  test('a typed amount is a whole number in range, Arabic-Indic digits included', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount('٢٥٠')).toBe(250);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('1000001')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

test('server messages of spec section 8 map to translated catalogue entries', () => {
  expect(messageKey('SMS exceed for user')).toBe('portal.errors.tooManyTries');
  // The spec's "message 10" is nothing this server sends.
  expect(messageKey('10')).toBeUndefined();
  expect(messageKey('Error: Token Invalid!')).toBe('portal.errors.linkUnavailable');
  expect(messageKey('Phone number changed successfully!')).toBe('portal.errors.phoneChanged');
  expect(messageKey('Some other failure')).toBeUndefined();
  const phrases = flattenMessages(en);
  for (const key of ['tooManyTries', 'linkUnavailable', 'phoneChanged', 'passwordNotCorrect', 'pageNotFound'])
    expect(phrases.has(`portal.errors.${key}`)).toBe(true);
});

describe('language', () => {
  afterEach(() => localStorage.clear());
  const storage = new Map<string, string>();
  globalThis.localStorage ??= {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
    clear: () => storage.clear(),
    key: () => null,
    length: 0,
  };

  test('Arabic by default; a stored choice wins; nonsense is ignored', () => {
    expect(getLanguage()).toBe('ar');
    setLanguage('he');
    expect(localStorage.getItem('selectedLanguage')).toBe('he');
    expect(getLanguage()).toBe('he');
    localStorage.setItem('selectedLanguage', 'fr');
    expect(getLanguage()).toBe('ar');
  });

  test('Arabic and Hebrew are right to left', () => {
    expect([direction('ar'), direction('en'), direction('he')]).toEqual(['rtl', 'ltr', 'rtl']);
  });
});

test('every portal.* key written literally in the public site exists in the messages', async () => {
  const root = join(import.meta.dirname, '../../src');
  const files = [
    join(root, 'App.tsx'),
    ...(await readdir(join(root, 'public-site'), { recursive: true })).map((f) => join(root, 'public-site', f)),
  ];
  const phrases = flattenMessages(en);
  const missing: string[] = [];
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    const text = await readFile(file, 'utf8');
    for (const [, key] of text.matchAll(/'(portal\.[\w.]+)'/g)) if (!phrases.has(key)) missing.push(`${key} in ${file}`);
  }
  expect(missing).toEqual([]);
});

test("a page chunk that never arrives fails after the spec's 120 s, so the page can offer a retry", async () => {
  vi.useFakeTimers();
  try {
    const never = withTimeout(new Promise<never>(() => undefined));
    const outcome = never.then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/timed out after 120000 ms/);
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
  } finally {
    vi.useRealTimers();
  }
});
