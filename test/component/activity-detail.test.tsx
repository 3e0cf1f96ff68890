// The activity detail (/family-activities/{id}): the name is the page's title and not repeated as a field,
// a link-less activity does not say "Link: not found", and "add to my calendar" saves the activity's
// own calendar file from the server.
import { Route, Routes } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { ActivityDetailPage } from '../../src/public-site/pages/activities/ActivityDetailPage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Family day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

async function showActivity(lang: 'ar' | 'en', activity: object) {
  const user = signedIn('BISH');
  const api = stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/activities/5': { id: 5, activityName: 'Family day', dateOfActivity: '15-08-2027', activityLink: null, ...activity },
    'GET /api/v1/activities/5.ics': ICS,
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-activities/:id" element={<ActivityDetailPage />} />
    </Routes>,
    { lang, path: '/family-activities/5', user },
  );
  return { screen, api };
}

/** The text of a blob: address (the test's `fetch` is the stubbed server's). */
const blobText = (url: string) =>
  new Promise<string>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.onload = () => resolve(request.responseText);
    request.send();
  });

describe('activity detail', () => {
  test('the name is the title, not a field again; a link-less activity shows its date and no "link: not found"', async () => {
    const { screen } = await showActivity('ar', {});
    await expect.element(screen.getByRole('heading', { name: 'Family day' })).toBeVisible();
    await expect.element(screen.getByText(ar.resources['family-activities'].fields.dateOfActivity, { exact: true })).toBeVisible();
    await expect.element(screen.getByText(ar.resources['family-activities'].fields.activityName, { exact: true })).not.toBeInTheDocument();
    await expect.element(screen.getByText(ar.resources['family-activities'].fields.activityLink, { exact: true })).not.toBeInTheDocument();
    await expect.element(screen.getByText(ar.portal.common.notRecorded)).not.toBeInTheDocument();
  });

  test('its time, place and details are shown when it has them, the details in their paragraphs', async () => {
    const { screen } = await showActivity('en', {
      timeOfActivity: '18:30',
      place: 'The olive grove, Ein al-Zeitun',
      description: 'Bring a chair.\n\nDinner after the meeting.',
    });
    const fields = en.resources['family-activities'].fields;
    await expect.element(screen.getByText(fields.timeOfActivity, { exact: true })).toBeVisible();
    await expect.element(screen.getByText('18:30')).toBeVisible();
    await expect.element(screen.getByText('The olive grove, Ein al-Zeitun')).toBeVisible();
    // Each paragraph on its own line, the empty line between them kept.
    const first = screen.getByText('Bring a chair.', { exact: true });
    const second = screen.getByText('Dinner after the meeting.', { exact: true });
    await expect.element(first).toBeVisible();
    await expect.element(second).toBeVisible();
    const lineHeight = first.element().getBoundingClientRect().height;
    expect(second.element().getBoundingClientRect().top - first.element().getBoundingClientRect().bottom).toBeGreaterThan(lineHeight / 2);
  });

  test('an activity without them names none of them', async () => {
    const { screen } = await showActivity('ar', {});
    await expect.element(screen.getByRole('heading', { name: 'Family day' })).toBeVisible();
    const fields = ar.resources['family-activities'].fields;
    for (const label of [fields.timeOfActivity, fields.place, fields.description])
      await expect.element(screen.getByText(label, { exact: true })).not.toBeInTheDocument();
  });

  test('an activity with a link shows it as a link', async () => {
    const { screen } = await showActivity('en', { activityLink: 'https://example.com/day' });
    await expect.element(screen.getByRole('link', { name: 'https://example.com/day' })).toHaveAttribute('href', 'https://example.com/day');
  });

  test('"add to my calendar" saves the activity\'s calendar file from the server', async () => {
    const saved: Array<{ name: string; url: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
    });
    const { screen, api } = await showActivity('en', {});
    await screen.getByRole('button', { name: en.calendar.addToMyCalendar }).click();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0].name).toBe('activity-5.ics');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/v1/activities/5.ics');
    expect(await blobText(saved[0].url)).toContain('SUMMARY:Family day');
  });
});
