// The profile's reminders (birthdays, anniversaries of deaths) in Arabic, as a family member meets them: on by mail to second cousins until
// chosen otherwise; each change is saved at once and said so; a reach farther in the family is a choice of words,
// not of numbers; no reminders at all hides the reach; an account not yet linked to its record is told why
// nothing comes yet; the weekly digest is turned off on its own; notifications on the phone are a way of their own,
// with what to do where this browser cannot show them; a visitor without family permission is not offered them.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import { ProfilePage } from '../../src/public-site/pages/account/ProfilePage.tsx';
import { renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

const DEFAULTS = {
  birthdays: true,
  anniversaries: true,
  newcomers: true,
  channel: 'mail',
  degree: 3,
  hideOwnBirthday: false,
  digest: true,
  notices: true,
};
const texts = ar.account.reminders;

function profileApi(user: ReturnType<typeof signedIn>) {
  let stored = { ...DEFAULTS };
  return stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/news/subscription': { subscribed: false, language: 'ar' },
    'GET /api/v1/reminders/settings': () => stored,
    'PUT /api/v1/reminders/settings': (call: ApiCall) => (stored = call.body as typeof stored),
  });
}

describe('the reminders on the profile', () => {
  test('a linked family member sees the defaults in Arabic and chooses first cousins; each change is saved', async () => {
    const member = signedIn('BISH', { username: 'layla', memberId: 12 });
    const api = profileApi(member);
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: member, path: '/profile' });
    const section = screen.getByRole('region', { name: texts.title });
    await expect.element(section.getByRole('switch', { name: texts.birthdays })).toBeChecked();
    await expect.element(section.getByRole('switch', { name: texts.anniversaries })).toBeChecked();
    await expect.element(section.getByRole('combobox', { name: texts.degree })).toHaveDisplayValue(texts.degrees['3']);
    await expect.element(section.getByText(texts.noRecord)).not.toBeInTheDocument();

    // The Hijri day is offered under the anniversaries it belongs to.
    await expect.element(section.getByRole('switch', { name: texts.hijri })).not.toBeChecked();

    await section.getByRole('combobox', { name: texts.degree }).selectOptions(texts.degrees['2']);
    await expect.element(section.getByText(texts.saved)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ ...DEFAULTS, degree: 2 });

    await section.getByRole('combobox', { name: texts.channel }).selectOptions(texts.channels.none);
    await expect.element(section.getByRole('combobox', { name: texts.degree })).not.toBeInTheDocument();
    await section.getByRole('switch', { name: texts.hideOwn }).click();
    await expect.poll(() => api.calls.filter((c) => c.method === 'PUT').length).toBe(3);
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      ...DEFAULTS,
      degree: 2,
      channel: 'none',
      hideOwnBirthday: true,
    });

    // No reminder at all: nothing left to choose how or how far.
    await section.getByRole('switch', { name: texts.birthdays }).click();
    await section.getByRole('switch', { name: texts.anniversaries }).click();
    await expect.element(section.getByRole('switch', { name: texts.hijri })).not.toBeInTheDocument();
    await section.getByRole('switch', { name: texts.newcomers }).click();
    await expect.element(section.getByRole('combobox', { name: texts.channel })).not.toBeInTheDocument();
    // The weekly digest is a choice of its own, still there with no reminder at all.
    await expect.element(section.getByRole('switch', { name: texts.digest })).toBeChecked();
    await section.getByRole('switch', { name: texts.digest }).click();
    await expect.poll(() => api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ newcomers: false, digest: false });
  });

  test('reminders by a notification on the phone say how they come; new notices by notification are turned off on their own', async () => {
    const member = signedIn('BISH', { username: 'layla', memberId: 12 });
    const api = profileApi(member);
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: member, path: '/profile' });
    const section = screen.getByRole('region', { name: texts.title });
    await section.getByRole('combobox', { name: texts.channel }).selectOptions(texts.channels.push);
    await expect.element(section.getByText(texts.pushHint)).toBeVisible();
    await expect.element(section.getByText(texts.hint)).not.toBeInTheDocument();
    await section.getByRole('switch', { name: texts.notices }).click();
    await expect
      .poll(() => api.calls.filter((c) => c.method === 'PUT').at(-1)?.body)
      .toEqual({ ...DEFAULTS, channel: 'push', notices: false });
    // This page has no portal worker to receive them: the member is told what to do, and nothing is asked of the browser.
    const phone = section.getByRole('region', { name: ar.account.push.title });
    await expect.element(phone.getByText(ar.account.push.unsupported)).toBeVisible();
    await expect.element(phone.getByRole('button', { name: ar.account.push.turnOn })).not.toBeInTheDocument();
  });

  test('an account not linked to its record is told that reminders start once an admin links it', async () => {
    const member = signedIn('BISH', { username: 'newcomer', memberId: null });
    profileApi(member);
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: member, path: '/profile' });
    await expect.element(screen.getByText(texts.noRecord)).toBeVisible();
  });

  test('a visitor without family permission is not offered them', async () => {
    const visitor = signedIn('USER', { username: 'visitor' });
    stubApi({
      'GET /api/auth/users/session': visitor,
      'GET /api/auth/users/:username/isrequestforbish': { pending: false, codeSent: false },
    });
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: visitor, path: '/profile' });
    await expect.element(screen.getByRole('heading', { name: ar.account.profile.permissionTitle })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: texts.title })).not.toBeInTheDocument();
  });
});
