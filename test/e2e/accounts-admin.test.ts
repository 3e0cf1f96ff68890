// The admin's account screens in the back office: the board's links by role, adding a moderator, the
// users list with its role switches and confirmation, the user's details, and the inactive users.
import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

const portal = usePortal();

const BOARD = [
  'Family members',
  'Users',
  'Permission requests',
  'Add moderators',
  'Create a notification',
  'Create an activity',
  'Gallery management',
  'Suggestions',
  'Recent changes',
  'GEDCOM: export and import',
  'Reminders sent',
  'Backups',
];

test('the board shows an admin all twelve links and a moderator the content links, the suggestions, the recent changes and GEDCOM', async () => {
  for (const [role, expected] of [
    ['ADMIN', BOARD],
    [
      'MODERATOR',
      [
        'Family members',
        'Create a notification',
        'Create an activity',
        'Gallery management',
        'Suggestions',
        'Recent changes',
        'GEDCOM: export and import',
      ],
    ],
  ] as const) {
    const page = await portal.page('en');
    await signInAs(page, portal.url, role);
    await page.goto(`${portal.url}/adminboard`);
    const board = page.getByRole('navigation', { name: 'Admin board' });
    await board.getByRole('link').first().waitFor();
    // The suggestions' card says how many wait: the demo family member's three.
    await board.getByRole('link', { name: 'Suggestions' }).getByText('3 waiting').waitFor();
    const labels = (await board.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]);
    expect(labels).toEqual(expected);
    await page.context().close();
  }
});

test(
  'an admin adds a moderator, grants and withdraws family permission after confirming, disables and re-activates the account',
  { timeout: 90_000 },
  async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'ADMIN');
    const username = `mod${Date.now().toString().slice(-6)}`;
    const email = `${username}@example.org`;

    await page.goto(`${portal.url}/adminboard/addmoderators/`);
    const submit = page.getByRole('button', { name: 'Add moderator' });
    await page.locator('#field-username').fill('ab');
    await page.locator('#field-username').blur();
    await page.getByText('Username is not appropriate').waitFor();
    await page.locator('#field-password').fill('12345');
    await page.locator('#field-password').blur();
    await page.getByText('Password is not appropriate').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('#field-username').fill(username);
    await page.locator('#field-email').fill(email);
    await page.locator('#field-password').fill('moderator-pass');
    await submit.click();
    await page.getByRole('status').getByText(`The moderator ${username} was added`).waitFor();

    await page.goto(`${portal.url}/adminboard/users/`);
    await page.getByPlaceholder('Search by e-mail').fill(email);
    const row = page.locator('tbody tr', { hasText: username });
    // The search is sent after a pause in typing: the list narrows down to the one account.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.getByText('Moderator', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Grant family permission' }).click();
    await page.getByText("Are you sure you want to change this user's role?").waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await row.getByRole('button', { name: 'Grant family permission' }).count()).toBe(1);
    await row.getByRole('button', { name: 'Grant family permission' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await row.getByRole('button', { name: 'Withdraw family permission' }).waitFor();
    await row.getByText('Family member').waitFor();

    await row.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(`${portal.url}/adminboard/users/${username}`);
    await page.getByText(email).waitFor();
    // A moderator an admin created needs no activation link.
    await page.getByText('The account is already activated').waitFor();
    expect(await page.getByRole('button', { name: 'Show activation URL' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Withdraw family permission' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Grant family permission' }).waitFor();

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('button', { name: 'Enable' }).waitFor();
    await page.goto(`${portal.url}/adminboard/disabledusers/`);
    const inactive = page.locator('tbody tr', { hasText: username });
    await inactive.getByRole('button', { name: 'Activate' }).click();
    await inactive.waitFor({ state: 'detached' });
    await page.context().close();
  },
);

test('an account still waiting for activation: the admin shows its activation link', async () => {
  const username = `pending${Date.now() % 100000}`;
  const signup = await fetch(`${portal.url}/api/auth/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Pending Relative',
      username,
      email: `${username}@example.com`,
      password: 'pending-password',
      phoneNumber: '0541234567',
    }),
  });
  expect(signup.status).toBe(201);
  const page = await portal.page('en');
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard/users/${username}`);
  await page.getByRole('button', { name: 'Show activation URL' }).click();
  await page.getByRole('link', { name: new RegExp(`/activate/${username}/`) }).waitFor();
  await page.context().close();
});

test('an admin links an account to its family member, found by name and father name', async () => {
  const api = await apiAs(portal.url, 'ADMIN');
  const { json: member } = await api<{ id: number; name: string; fatherName: string }>('GET', '/api/v1/members/5');
  const page = await portal.page('en');
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard/users/visitor`);
  await page.getByLabel('Find the member by name and father’s name').fill(`${member.name} ${member.fatherName}`);
  await page
    .getByRole('option', { name: new RegExp(`^${member.name} ${member.fatherName}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByText('The account is linked to the member').waitFor();
  const { json: visitor } = await api<{ memberId: number | null }>('GET', '/api/auth/users/visitor');
  expect(visitor.memberId).not.toBeNull();
  const { json: linked } = await api<{ name: string; fatherName: string }>('GET', `/api/v1/members/${visitor.memberId}`);
  expect([linked.name, linked.fatherName]).toEqual([member.name, member.fatherName]);
  await page.context().close();
});
