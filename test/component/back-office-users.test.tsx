// The users list (spec section 2) fits the screen: every column and switch at 1280 px beside the menu,
// one card per user on a phone, with no sideways scrolling of the page.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import en from '../../i18n/en.json';
import { roleNamesFor, ROLE_NAMES, type SignedInRole } from '../../common/model/roles.ts';
import { listReply, stubApi } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';

const user = (id: number, username: string, role: SignedInRole, requestPermission = false) => ({
  id,
  username,
  name: null,
  email: `${username}@family-portal.example.org`,
  phoneNumber: null,
  roles: roleNamesFor(role).map((name) => ({ id: ROLE_NAMES.indexOf(name) + 1, name })),
  requestPermission,
  numberOfSendSMS: 0,
  allowed: true,
});

const USERS = [
  user(1, 'admin', 'ADMIN'),
  user(2, 'familymember', 'BISH'),
  user(3, 'moderator', 'MODERATOR'),
  user(4, 'abdulrahman.nasser', 'USER', true),
];

/** How far the page reaches past the screen's right edge (0: it does not scroll sideways). */
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

describe.each([
  [1280, 900],
  [375, 800],
])('the users list at %i px', (width, height) => {
  test('shows every user with both role switches, and the page does not scroll sideways (English)', async () => {
    await page.viewport(width, height);
    stubApi({ 'GET /api/auth/users': listReply('users', USERS) });
    const screen = await renderBackOffice('/adminboard/users', { lang: 'en' });
    await expect.element(screen.getByText('abdulrahman.nasser@family-portal.example.org')).toBeVisible();
    expect(screen.getByRole('button', { name: en.admin.users.addModerator }).elements()).toHaveLength(3);
    expect(screen.getByRole('button', { name: en.admin.users.removeModerator }).elements()).toHaveLength(1);
    expect(screen.getByRole('button', { name: en.admin.users.addBish }).elements()).toHaveLength(3);
    expect(screen.getByRole('link', { name: en.admin.users.details }).elements()).toHaveLength(4);
    expect(overflow()).toBe(0);
    await page.viewport(1280, 900);
  });
});
