// Every text key the account screens name is in the message files, and every server message the
// catalogue maps has its text: a key missing here would show as "portal.…" on a family member's screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import en from '../../i18n/en.json';
import { messageKey } from '../../common/model/messages.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/public-site/pages/account', 'src/back-office/users', 'src/back-office/accounts'];
const FILES = [...FOLDERS.flatMap((dir) => readdirSync(join(ROOT, dir)).map((f) => join(dir, f))), 'src/back-office/Dashboard.tsx'];

const has = (key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) === 'string';

test('the keys written out in the account screens exist', () => {
  const keys = FILES.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/['"`]((?:portal|account|admin|resources|ra)\.[\w.]+[\w])['"`]/g)].map((m) => m[1]),
  );
  expect(keys.length).toBeGreaterThan(50);
  expect(keys.filter((key) => !has(key))).toEqual([]);
});

test('the keys the screens build from a name exist for every name', () => {
  const built = [
    ...['USER', 'BISH', 'MODERATOR', 'ADMIN'].map((role) => `account.roles.${role}`),
    ...['addBish', 'removeBish', 'addModerator', 'removeModerator'].map((k) => `admin.users.${k}`),
    ...['members', 'users', 'permissionRequests', 'addModerators', 'createNotification', 'createActivity', 'galleryManagement'].map(
      (k) => `admin.board.${k}`,
    ),
    ...[
      'Register',
      'Profile',
      'SmsCodeEntry',
      'ModifyPhone',
      'ModifyNumberVerify',
      'ChangePassword',
      'ResetByEmail',
      'ResetPassword',
      'ActivateAccount',
      'ActivationError',
    ].map((s) => `portal.screens.${s}`),
  ];
  expect(built.filter((key) => !has(key))).toEqual([]);
});

test.each([
  'SMS exceed for user',
  'PhoneNumber Already used',
  'Error: Email not found!',
  'Email Sent Successfully.',
  'Error: Token Invalid!',
  'Error: New Password not confirmed!',
  'Password changed succesfully.',
  'User phone confirmed successfully! ',
  'Phone number changed successfully! ',
  'Password is not correct',
  'Error: Code Invalid!',
  'Error: Username is already taken!',
  'Error: Email is already in use!',
])('the server message %j has a translated text', (message) => {
  const key = messageKey(message);
  expect(key).toBeDefined();
  expect(has(key!)).toBe(true);
});
