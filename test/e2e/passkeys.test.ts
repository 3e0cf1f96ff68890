// Passkeys in Chromium with a software authenticator (DevTools' WebAuthn virtual authenticator, as a phone's
// fingerprint would answer): registered on the profile, then signing in from the login page with no password.
// Opened at localhost, the portal's PUBLIC_URL: a passkey belongs to a site's name, and an IP address is none.
// The portal asks moderators for a second step (REQUIRE_2FA), which a passkey gives and a password does not.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, signInWith } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

describe('passkeys', () => {
  const portal = usePortal({ REQUIRE_2FA: 'true' });
  /** The status of a moderator's call (the history of changes) in the session of the page's stored token. */
  const moderatorCall = (page: Page) =>
    page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('user') ?? '{}');
      return (await fetch('/api/v1/changes', { headers: { authorization: `Bearer ${accessToken}` } })).status;
    });

  test('a moderator signed in with the password alone adds a passkey, signs in with it alone, and has the role', async () => {
    const url = portal.url.replace('127.0.0.1', 'localhost');
    const page = await portal.page('en');
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // Asked for a second step, the moderator is brought to the profile, which says why.
    await signInWith(page, url, DEMO_ACCOUNTS.MODERATOR, '/profile');
    await page.getByText('until you set it up here, or sign in with a passkey').waitFor();
    expect(await moderatorCall(page)).toBe(403);
    await page.getByRole('button', { name: 'Add a passkey for this device' }).click();
    await page.getByText('Passkey added').waitFor();
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);

    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${url}/`, { timeout: 20_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: DEMO_ACCOUNTS.MODERATOR.username, twoFactorNeeded: false });
    // The session is a real one, and the passkey counts as the second step: the moderator's calls are answered.
    expect(await moderatorCall(page)).toBe(200);
    // The authenticator's signature counter moved on, and the server kept it.
    expect((await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0].signCount).toBeGreaterThan(0);

    // A device without the passkey is refused, and says so.
    await devtools.send('WebAuthn.clearCredentials', { authenticatorId });
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('The passkey could not be checked: please try again').waitFor();
    await page.context().close();
  });
});
