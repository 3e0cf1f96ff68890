// Passkeys in Chromium with a software authenticator (DevTools' WebAuthn virtual authenticator, as a phone's
// fingerprint would answer): registered on the profile, then signing in from the login page with no password.
// Opened at localhost, the portal's PUBLIC_URL: a passkey belongs to a site's name, and an IP address is none.
import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, signInWith } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

describe('passkeys', () => {
  const portal = usePortal();

  test('a family member adds a passkey on the profile, signs out, and signs in with it alone', async () => {
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

    await signInWith(page, url, DEMO_ACCOUNTS.BISH);
    await page.goto(`${url}/profile`);
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
    expect(stored).toMatchObject({ username: DEMO_ACCOUNTS.BISH.username });
    // The session is a real one: the server answers the family's pages to it.
    const members = await page.evaluate(
      async (token) => (await fetch('/api/v1/members?range=[0,0]', { headers: { authorization: `Bearer ${token}` } })).status,
      stored.accessToken,
    );
    expect(members).toBe(200);
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
