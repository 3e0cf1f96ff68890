// The activities screens of spec section 2 with the demo accounts: the calendar's four views and its
// default, a chosen day's activities and births, Arabic mirrored in Gregorian months and Arabic digits,
// a moderator's create and delete, and the no-access view of a plain user.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const tr = (key: string, values?: Record<string, string>) => text('en', key, values);
/** A page's chunk and its data may take a few seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };
const unique = () => Math.random().toString(36).slice(2, 8);
const pad = (n: number) => String(n).padStart(2, '0');
const dmy = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
/** A day of this month other than today, so that choosing it is a change. */
const otherDayThisMonth = () => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() === 15 ? 16 : 15);
};
/** How react-calendar names a day tile for screen readers (its long date), in English. */
const tileName = (d: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
const dayTile = (page: Page, d: Date) => page.locator('.react-calendar__tile', { has: page.locator(`abbr[aria-label="${tileName(d)}"]`) });
const label = (page: Page) => page.locator('.react-calendar__navigation__label');

/** The chevron paths of @mui/icons-material: which way an arrow points. */
const POINTS_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
const POINTS_LEFT = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';

async function dismiss(page: Page, message: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: tr('family.common.ok') }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('activities screens', () => {
  const portal = usePortal();

  test('the calendar opens on this month and widens to year, decade and century, no further', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-activities`);
    const now = new Date();
    await page.locator('.react-calendar__month-view').waitFor();
    expect(await label(page).textContent()).toBe(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(now));
    await label(page).click();
    await page.locator('.react-calendar__year-view').waitFor();
    expect(await label(page).textContent()).toBe(String(now.getFullYear()));
    await label(page).click();
    await page.locator('.react-calendar__decade-view').waitFor();
    const decade = Math.floor(now.getFullYear() / 10) * 10 + 1;
    expect(await label(page).textContent()).toBe(`${decade} – ${decade + 9}`);
    await label(page).click();
    await page.locator('.react-calendar__century-view').waitFor();
    const century = Math.floor((now.getFullYear() - 1) / 100) * 100 + 1;
    expect(await label(page).textContent()).toBe(`${century} – ${century + 99}`);
    // The century is the widest view: its label leads nowhere.
    expect(await label(page).isDisabled()).toBe(true);
    // The range starts at year 1: going back stops at its century.
    const back = page.locator('.react-calendar__navigation__prev-button');
    for (let i = 0; i < 25 && (await back.isEnabled()); i++) await back.click();
    expect(await back.isDisabled()).toBe(true);
    expect(await label(page).textContent()).toBe('1 – 100');
    // And back down to a decade of it.
    await page.locator('.react-calendar__century-view__decades__decade').first().click();
    await page.locator('.react-calendar__decade-view').waitFor();
    expect(await label(page).textContent()).toBe('1 – 10');
    await page.context().close();
  });

  test('the year view marks the months that hold activities, the decade view the years, the century view the decades', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    const year = new Date().getFullYear() + 5;
    expect((await api('POST', '/api/v1/activities', { activityName: `Reunion ${unique()}`, dateOfActivity: `15-03-${year}` })).status).toBe(
      201,
    );
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-activities`);
    await page.locator('.react-calendar__month-view').waitFor();
    await label(page).click();
    const next = page.locator('.react-calendar__navigation__next-button');
    for (let i = 0; i < 5; i++) await next.click();
    expect(await label(page).textContent()).toBe(String(year));
    const month = (name: string) =>
      page.locator('.react-calendar__year-view__months__month', { has: page.locator(`abbr[aria-label="${name} ${year}"]`) });
    await month('March').and(page.locator('.has-activities')).waitFor(SLOW);
    await month('March').getByText(tr('calendar.hasActivities')).waitFor();
    expect(await month('April').locator('.mark-activity').count()).toBe(0);

    await label(page).click();
    const yearTile = (y: number) => page.locator('.react-calendar__decade-view__years__year', { hasText: String(y) });
    await yearTile(year).and(page.locator('.has-activities')).waitFor(SLOW);
    await label(page).click();
    const decadeStart = year - ((year - 1) % 10);
    const decade = page.locator('.react-calendar__century-view__decades__decade', { hasText: `${decadeStart} – ${decadeStart + 9}` });
    await decade.and(page.locator('.has-activities')).waitFor(SLOW);
    await page.context().close();
  });

  test('choosing a day lists its activities (GET /activities/date) and the members born on it; marked days', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    const day = otherDayThisMonth();
    const name = `Picnic ${unique()}`;
    const member = `Born${unique()}`;
    expect((await api('POST', '/api/v1/activities', { activityName: name, dateOfActivity: dmy(day) })).status).toBe(201);
    // A living member: the calendar keeps the birthdays of the living only.
    expect((await api('POST', '/api/v1/members', { name: member, birthdate: `${dmy(day).slice(0, 6)}1961` })).status).toBe(201);

    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-activities`);
    await dayTile(page, day).and(page.locator('.has-activities.has-births')).waitFor();
    const listed = page.waitForResponse((r) => r.url().endsWith(`/api/v1/activities/date/${dmy(day)}`) && r.status() === 200);
    await dayTile(page, day).click();
    await listed;
    const agenda = page.getByRole('region', {
      name: tr('calendar.dayTitle', { date: new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(day) }),
    });
    await agenda.getByRole('link', { name }).waitFor();
    await agenda.getByText(tr('calendar.bornToday')).waitFor();
    await agenda.getByRole('link', { name: member }).waitFor();
    await agenda.getByRole('link', { name }).click();
    await expect.poll(() => page.locator('main h1').textContent(), SLOW).toBe(name);
    await page.context().close();
  });

  test('in Arabic the calendar is mirrored, arrows included, with Gregorian months in Arabic digits', async () => {
    const page = await portal.page('ar');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-activities`);
    await page.locator('.react-calendar__month-view').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const x = async (button: string) => (await page.locator(`.react-calendar__navigation__${button}-button`).boundingBox())!.x;
    expect(await x('prev')).toBeGreaterThan(await x('next'));
    expect(await x('prev2')).toBeGreaterThan(await x('prev'));
    // The earlier months are to the right, and the arrow there points right.
    expect(await page.locator('.react-calendar__navigation__prev-button svg path').getAttribute('d')).toBe(POINTS_RIGHT);
    expect(await page.locator('.react-calendar__navigation__next-button svg path').getAttribute('d')).toBe(POINTS_LEFT);
    const shown = (await label(page).textContent()) ?? '';
    const now = new Date();
    const gregorianMonth = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', { month: 'long' }).format(now);
    expect(shown).toContain(gregorianMonth);
    expect(shown).toContain(new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(now.getFullYear()));
    expect(shown).toMatch(/^[^0-9]*$/);
    // The first day of the month sits at the right of its week: the days run right to left.
    const first = page.locator('.react-calendar__month-view__days__day:not(.react-calendar__month-view__days__day--neighboringMonth)');
    const [one, two] = [(await first.nth(0).boundingBox())!, (await first.nth(1).boundingBox())!];
    if (one.y === two.y) expect(one.x).toBeGreaterThan(two.x);
    await page.context().close();
  });

  test('a moderator creates an activity from the chosen day, with its link checked, and deletes it', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-activities`);
    const day = otherDayThisMonth();
    await dayTile(page, day).click();
    await page.getByRole('link', { name: tr('calendar.newActivity') }).click();
    await page.waitForURL(`${portal.url}/family-activities/create?date=${dmy(day)}`);
    expect(await page.locator('#field-dateOfActivity').inputValue()).toBe(dmy(day));
    const name = `Dinner ${unique()}`;
    const submit = page.getByRole('button', { name: tr('family.common.submit') });
    await page.locator('#field-activityLink').fill('javascript:alert(1)');
    await page.locator('#field-activityName').click();
    await page.getByText(tr('portal.validation.webLink')).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('#field-activityLink').fill('https://example.com/dinner');
    await page.locator('#field-activityName').fill(name);
    await submit.click();
    await dismiss(page, tr('calendar.created'));
    await expect.poll(() => page.locator('main h1').textContent(), SLOW).toBe(name);
    expect(await page.getByRole('link', { name: 'https://example.com/dinner' }).getAttribute('href')).toBe('https://example.com/dinner');
    const id = page.url().split('/').pop();

    await page.getByRole('button', { name: tr('calendar.delete') }).click();
    await page.getByText(tr('calendar.confirmDelete')).waitFor();
    await page.getByRole('button', { name: tr('family.common.confirmDelete') }).click();
    await dismiss(page, tr('calendar.deleted'));
    await page.waitForURL(`${portal.url}/family-activities`);
    const api = await apiAs(portal.url, 'MODERATOR');
    expect((await api('GET', `/api/v1/activities/${id}`)).status).toBe(404);
    await page.context().close();
  });

  test('a family member reads an activity without create or delete; a plain user gets the no-access view', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    const { json } = await api<{ id: number }>('POST', '/api/v1/activities', {
      activityName: `Walk ${unique()}`,
      dateOfActivity: '01-05-2030',
    });
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-activities/${json.id}`);
    await page.getByText(tr('resources.family-activities.fields.dateOfActivity')).waitFor();
    expect(await page.getByRole('button', { name: tr('calendar.delete') }).count()).toBe(0);
    await page.goto(`${portal.url}/family-activities`);
    await page.locator('.react-calendar').waitFor();
    expect(await page.getByRole('link', { name: tr('calendar.newActivity') }).count()).toBe(0);
    await page.context().close();

    const visitor = await portal.page('en');
    await signInAs(visitor, portal.url, 'USER');
    // The family pages say they are for family members; the create page, that it is for moderators.
    for (const [path, reason] of [
      ['/family-activities', 'portal.guard.entranceFamilyOnly'],
      [`/family-activities/${json.id}`, 'portal.guard.entranceFamilyOnly'],
      ['/family-activities/create', 'portal.guard.staffOnly'],
    ]) {
      await visitor.goto(`${portal.url}${path}`);
      await visitor.getByText(tr(reason)).waitFor();
      expect(await visitor.locator('.react-calendar').count()).toBe(0);
    }
    await visitor.context().close();
  });

  test('the profile gives a family member a calendar address for the phone, and a new one that ends the old', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/profile`);
    await page.getByRole('heading', { name: tr('calendar.feed.title') }).waitFor();
    const field = page.locator('#calendar-feed-address');
    await expect.poll(() => field.textContent(), SLOW).toMatch(/\/api\/v1\/calendar\/feed\/[\w-]{43}\.ics$/);
    const old = (await field.textContent())!;
    expect(await page.getByRole('link', { name: tr('calendar.feed.open') }).getAttribute('href')).toBe(old.replace(/^http:/, 'webcal:'));
    const feed = await fetch(old);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: tr('calendar.feed.renew') }).click();
    await page.getByText(tr('calendar.feed.confirmRenew')).waitFor();
    await page
      .getByRole('alert')
      .getByRole('button', { name: tr('calendar.feed.renew') })
      .click();
    await page.getByText(tr('calendar.feed.renewed')).waitFor();
    await expect.poll(() => field.textContent(), SLOW).not.toBe(old);
    const renewed = (await field.textContent())!;
    expect(renewed).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);
    await page.context().close();

    const visitor = await portal.page('en');
    await signInAs(visitor, portal.url, 'USER');
    await visitor.goto(`${portal.url}/profile`);
    await visitor.getByRole('heading', { name: tr('account.profile.permissionTitle') }).waitFor();
    expect(await visitor.getByRole('heading', { name: tr('calendar.feed.title') }).count()).toBe(0);
    await visitor.context().close();
  });
});
