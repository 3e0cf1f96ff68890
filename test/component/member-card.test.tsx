// The signed-in member's card on the home page (spec sections 2 and 4): who is signed in, the way to
// their own record when an admin linked one, a plain user told how to get family permission, and logout.
import { describe, expect, test } from 'vitest';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { isolate } from '../../common/model/bidi.ts';
import { MemberCard } from '../../src/public-site/pages/home/MemberCard.tsx';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

describe('member card', () => {
  test('a family member is welcomed by name in Hebrew, with the way to their own record', async () => {
    const user = signedIn('BISH', { name: 'סלמא חדאד', username: 'salma', memberId: 12 });
    stubApi({ 'GET /api/auth/users/session': user });
    const screen = await renderPortal(<MemberCard />, { lang: 'he', user });

    await expect
      .element(screen.getByRole('heading', { name: filled(he.portal.home.welcome, { name: isolate('סלמא חדאד') }) }))
      .toBeVisible();
    await expect.element(screen.getByText(filled(he.portal.home.signedInAs, { username: 'salma' }))).toBeVisible();
    await expect.element(screen.getByRole('link', { name: he.portal.home.myRecord })).toHaveAttribute('href', '/family-members/12');
    await expect.element(screen.getByRole('link', { name: he.portal.home.myProfile })).toHaveAttribute('href', '/profile');
    await expect.element(screen.getByText(he.portal.home.requestPermission)).not.toBeInTheDocument();
  });

  test('a user without family permission is told how to get it, and has no record to open', async () => {
    const user = signedIn('USER', { name: '', username: 'visitor', memberId: 12 });
    stubApi({ 'GET /api/auth/users/session': user });
    const screen = await renderPortal(<MemberCard />, { lang: 'en', user });

    // No name given: the username greets.
    await expect.element(screen.getByRole('heading', { name: filled(en.portal.home.welcome, { name: isolate('visitor') }) })).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(en.portal.home.requestPermission);
    await expect.element(screen.getByRole('link', { name: en.portal.home.myRecord })).not.toBeInTheDocument();
  });

  test('family permission granted while the page is open shows at once, read from the server', async () => {
    const user = signedIn('USER', { username: 'salma', memberId: null });
    // The account as the server has it now: an admin granted family permission and linked member 12.
    const { accessToken: _token, tokenType: _type, expiry: _expiry, ...now } = signedIn('BISH', { username: 'salma', memberId: 12 });
    const api = stubApi({ 'GET /api/auth/users/session': now });
    const screen = await renderPortal(<MemberCard />, { lang: 'en', user });

    await expect.element(screen.getByRole('link', { name: en.portal.home.myRecord })).toHaveAttribute('href', '/family-members/12');
    await expect.element(screen.getByText(en.portal.home.requestPermission)).not.toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/auth/users/session');
  });

  test('logout ends the session on the server and in the browser, and goes home', async () => {
    const user = signedIn('BISH', { username: 'salma' });
    const api = stubApi({ 'GET /api/auth/users/session': user, 'POST /api/auth/users/logout': { message: 'Signed out' } });
    const screen = await renderPortal(<MemberCard />, { lang: 'en', user, path: '/profile' });

    await screen.getByRole('button', { name: en.portal.nav.logout }).click();
    await expect.poll(() => screen.location()).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/auth/users/logout');
  });
});
