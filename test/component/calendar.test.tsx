// The activities calendar (spec section 2): the days of the month on screen that hold activities or
// family birthdays are marked, for the eye and for a screen reader, and choosing a day lists what it holds;
// the anniversaries of deaths are marked too once the reader shows them, which the device remembers.
import { describe, expect, test } from 'vitest';
import he from '../../i18n/he.json';
import { ActivitiesPage } from '../../src/public-site/pages/activities/ActivitiesPage.tsx';
import { calendarLocale } from '../../common/model/languages.ts';
import { fromDmy, longDate, toDmy } from '../../src/public-site/pages/activities/calendarDates.ts';
import { renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

const today = new Date();
/** A day of the month the calendar opens on. */
const day = (n: number) => toDmy(new Date(today.getFullYear(), today.getMonth(), n));
/** How the calendar names a day's tile: its date written out in the reader's language. */
const tileName = (dmy: string) =>
  new Intl.DateTimeFormat(calendarLocale('he'), { day: 'numeric', month: 'long', year: 'numeric' }).format(fromDmy(dmy));

const ACTIVITIES = [
  { id: 1, activityName: 'פיקניק משפחתי', activityLink: null, dateOfActivity: day(10), createdBy: 'salma' },
  { id: 2, activityName: 'ערב שירה', activityLink: null, dateOfActivity: day(10), createdBy: 'salma' },
];
const BIRTHS = [{ id: 5, name: 'לינא חדאד', date: day(20) }];
const DEATHS = [{ id: 6, name: 'חסן חדאד', date: day(25), year: 1890 }];

/** The calendar calls, answered from the activities and birthdays above. */
function familyCalendar() {
  const within = (dmy: string, { query }: ApiCall) =>
    fromDmy(query.get('from')!) <= fromDmy(dmy) && fromDmy(dmy) <= fromDmy(query.get('to')!);
  return stubApi({
    'GET /api/auth/users/session': signedIn('BISH'),
    'GET /api/v1/calendar/days': (call: ApiCall) => ({
      activities: ACTIVITIES.filter((a) => within(a.dateOfActivity, call)),
      births: BIRTHS.filter((b) => within(b.date, call)),
      ...(call.query.get('deaths') === 'yes' && { deaths: DEATHS.filter((d) => within(d.date, call)) }),
    }),
    'GET /api/v1/activities/date/:day': ({ params }: ApiCall) => ACTIVITIES.filter((a) => a.dateOfActivity === params.day),
    'GET /api/v1/calendar/upcoming': { activities: [], births: [] },
  });
}

describe('activities calendar', () => {
  test('days with activities and with birthdays are marked, each its own way, and named for a screen reader', async () => {
    const api = familyCalendar();
    const screen = await renderPortal(<ActivitiesPage />, { lang: 'he', user: signedIn('BISH'), path: '/family-activities' });
    const tile = (dmy: string) => screen.getByRole('button', { name: tileName(dmy) });

    await expect.element(tile(day(10))).toHaveAccessibleName(`${tileName(day(10))} ${he.calendar.hasActivities}`);
    await expect.element(tile(day(20))).toHaveAccessibleName(`${tileName(day(20))} ${he.calendar.hasBirths}`);
    await expect.element(tile(day(15))).toHaveAccessibleName(tileName(day(15)));
    // The marks are seen: a dot under the day, a different one for a birthday.
    await expect.element(tile(day(10)).element().querySelector<HTMLElement>('.mark-activity')!).toBeVisible();
    expect(tile(day(10)).element().querySelector('.mark-birth')).toBeNull();
    await expect.element(tile(day(20)).element().querySelector<HTMLElement>('.mark-birth')!).toBeVisible();
    expect(api.unanswered).toEqual([]);
  });

  test('choosing a day lists its activities, then another its birthdays, under the day written out in Hebrew', async () => {
    familyCalendar();
    const screen = await renderPortal(<ActivitiesPage />, { lang: 'he', user: signedIn('BISH'), path: '/family-activities' });

    await screen.getByRole('button', { name: tileName(day(10)) }).click();
    // The weekday opens the heading as Hebrew writes it ("יום רביעי, …"), no preposition glued to it ("ב־יום").
    const heading = screen.getByRole('heading', { level: 2, name: longDate(day(10), 'he') });
    await expect.element(heading).toBeVisible();
    expect(heading.element().textContent).toMatch(/^יום /);
    await expect.element(screen.getByRole('link', { name: 'פיקניק משפחתי' })).toHaveAttribute('href', '/family-activities/1');
    await expect.element(screen.getByRole('link', { name: 'ערב שירה' })).toHaveAttribute('href', '/family-activities/2');
    await expect.element(screen.getByText(he.calendar.bornToday)).not.toBeInTheDocument();

    await screen.getByRole('button', { name: tileName(day(20)) }).click();
    await expect.element(screen.getByRole('heading', { name: longDate(day(20), 'he') })).toBeVisible();
    await expect.element(screen.getByText(he.calendar.noActivities)).toBeVisible();
    await expect.element(screen.getByText(he.calendar.bornToday)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'לינא חדאד' })).toHaveAttribute('href', '/family-members/5');
  });

  test('the anniversaries of deaths are marked and listed with the year once shown, a choice this device remembers', async () => {
    familyCalendar();
    const screen = await renderPortal(<ActivitiesPage />, { lang: 'he', user: signedIn('BISH'), path: '/family-activities' });
    const tile = () => screen.getByRole('button', { name: tileName(day(25)) });
    await expect.element(tile()).toHaveAccessibleName(tileName(day(25)));

    await screen.getByRole('switch', { name: he.calendar.showDeaths }).click();
    await expect.element(tile()).toHaveAccessibleName(`${tileName(day(25))} ${he.calendar.hasDeaths}`);
    await expect.element(tile().element().querySelector<HTMLElement>('.mark-death')!).toBeVisible();
    await expect.element(screen.getByText(he.calendar.legendDeath)).toBeVisible();
    await tile().click();
    await expect.element(screen.getByText(he.calendar.diedToday)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: /חסן חדאד/ })).toHaveAttribute('href', '/family-members/6');
    await expect.element(screen.getByText('שנת הפטירה: 1890')).toBeVisible();

    // Remembered on this device for the next visit (the page reads it when it opens).
    expect(localStorage.getItem('calendarDeaths')).toBe('yes');
    await screen.getByRole('switch', { name: he.calendar.showDeaths }).click();
    await expect.element(tile()).toHaveAccessibleName(tileName(day(25)));
    expect(localStorage.getItem('calendarDeaths')).toBe('no');
  });
});
