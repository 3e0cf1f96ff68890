// The portal's date inputs. The day of an activity (DmyDateField): DD-MM-YYYY typed with any digits and
// separators, padded when left, or picked on a calendar; a date that does not exist is not taken from the
// address and, typed, is said at the field as the server would say it. A birth, death or marriage as
// remembered (PartialDateField): one field that takes "about 1948" typed in the reader's language and
// digits, shows a stored date as that language says it, hints at the forms it takes, and sends the wire text.
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import type { Language } from '../../common/model/languages.ts';
import { ActivityCreatePage } from '../../src/public-site/pages/activities/ActivityCreatePage.tsx';
import { MemberEditPage } from '../../src/public-site/pages/members/MemberEditPage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const dateLabel = (texts: typeof en) => texts.resources['family-activities'].fields.dateOfActivity;

describe('date field', () => {
  test('Arabic-Indic digits and slashes are written as DD-MM-YYYY while typing', async () => {
    stubApi({});
    const screen = await renderPortal(<ActivityCreatePage />, { lang: 'ar', path: '/family-activities/create' });
    const date = screen.getByRole('textbox', { name: dateLabel(ar) });
    await date.fill('٢٤/١٠/٢٠٢٦');
    await expect.element(date).toHaveValue('24-10-2026');
    // Dates read left to right on an Arabic page too, as they are typed.
    await expect.element(date).toHaveAttribute('dir', 'ltr');
  });

  test('a one-digit day and month are padded when the field is left', async () => {
    stubApi({});
    const screen = await renderPortal(<ActivityCreatePage />, { lang: 'en', path: '/family-activities/create' });
    const date = screen.getByRole('textbox', { name: dateLabel(en) });
    await date.fill('3.2.2026');
    await expect.element(date).toHaveValue('3-2-2026');
    await userEvent.tab();
    await expect.element(date).toHaveValue('03-02-2026');
  });

  test('a day picked on the calendar is written into the field, and the calendar closes', async () => {
    stubApi({});
    const screen = await renderPortal(<ActivityCreatePage />, { lang: 'en', path: '/family-activities/create?date=24-10-2026' });
    const date = screen.getByRole('textbox', { name: dateLabel(en) });
    await expect.element(date).toHaveValue('24-10-2026');
    await screen.getByRole('button', { name: en.portal.dateField.pick }).click();
    const calendar = screen.getByRole('dialog');
    // It opens on the month of the date in the field.
    await expect.element(calendar.getByText('October 2026')).toBeVisible();
    await calendar.getByRole('gridcell', { name: '5', exact: true }).click();
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(date).toHaveValue('05-10-2026');
  });

  test('a day that does not exist, in the address, is not put in the field', async () => {
    stubApi({});
    const screen = await renderPortal(<ActivityCreatePage />, { lang: 'en', path: '/family-activities/create?date=31-02-2026' });
    await expect.element(screen.getByRole('textbox', { name: dateLabel(en) })).toHaveValue('');
  });

  test('a typed day that does not exist is said at the field, in the reader’s words, and nothing is sent', async () => {
    const api = stubApi({});
    const screen = await renderPortal(<ActivityCreatePage />, { lang: 'ar', path: '/family-activities/create' });
    await screen.getByRole('textbox', { name: ar.resources['family-activities'].fields.activityName }).fill('نزهة');
    const date = screen.getByRole('textbox', { name: dateLabel(ar) });
    await date.fill('31-02-2026');
    await userEvent.tab();

    // Not "written wrong": the format is right, the day does not exist.
    await expect.element(screen.getByText('٣١-٠٢-٢٠٢٦ ليس يومًا في التقويم')).toBeVisible();
    await expect.element(date).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('button', { name: ar.family.common.submit })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });
});

const TEXTS = { ar, en, he };
const MEMBER = { id: 12, name: 'Salim', familyName: 'Haddad', gender: 'male', isMarried: 'no', isAlive: 'yes', birthdate: 'ABT 1948' };

/** The member's edit page in `lang`, its birth date field, and the stubbed API that records what is sent. */
async function editBirth(lang: Language) {
  const user = signedIn('MODERATOR');
  const api = stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/12': MEMBER,
    'GET /api/v1/members/12/getpartners': [],
    'GET /api/v1/members/12/getchildren': [],
    'PUT /api/v1/members/12': { ...MEMBER, message: 'Member updated Successfully !' },
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id/edit" element={<MemberEditPage />} />
    </Routes>,
    { lang, path: '/family-members/12/edit', user },
  );
  const texts = TEXTS[lang];
  const field = screen.getByRole('textbox', { name: texts.resources['family-members'].fields.birthdate });
  const send = () => screen.getByRole('button', { name: texts.family.common.submit }).click();
  const sent = () => api.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown> | undefined;
  return { screen, field, send, sent, api };
}

describe('a date as remembered', () => {
  test('in Arabic: a stored date is said in Arabic words and digits, with the forms the field takes; Arabic typed is sent as the wire’s', async () => {
    const { field, send, sent } = await editBirth('ar');
    await expect.element(field).toHaveValue('حوالي ١٩٤٨');
    await expect.element(field).toHaveAccessibleDescription(ar.portal.dateField.partialHint);
    await field.fill('قبل ٣/١٩٥٠');
    await userEvent.tab();
    // Said back as the language says it once read.
    await expect.element(field).toHaveValue('قبل ٠٣-١٩٥٠');
    await send();
    await expect.poll(sent).toMatchObject({ birthdate: 'BEF 03-1950' });
  });

  test('in English: between two years, and a day with slashes, are sent as the wire writes them', async () => {
    const { field, send, sent } = await editBirth('en');
    await expect.element(field).toHaveValue('about 1948');
    await field.fill('between 1945 and 3/1950');
    await userEvent.tab();
    await expect.element(field).toHaveValue('between 1945 and 03-1950');
    await field.fill('25/3/1948');
    await send();
    await expect.poll(sent).toMatchObject({ birthdate: '25-03-1948' });
  });

  test('in Hebrew: "about" typed in Hebrew is read; what is no date is said at the field in Hebrew, and nothing is sent', async () => {
    const { screen, field, send, sent, api } = await editBirth('he');
    await expect.element(field).toHaveValue('בערך 1948');
    await field.fill('מזמן');
    await userEvent.tab();
    await expect.element(field).toHaveAccessibleDescription(he.portal.validation.partialDate);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('button', { name: he.family.common.submit })).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await field.fill('31-02-1948');
    await userEvent.tab();
    await expect.element(field).toHaveAccessibleDescription('31-02-1948 אינו יום בלוח השנה');

    await field.fill('בערך 1950');
    await send();
    await expect.poll(sent).toMatchObject({ birthdate: 'ABT 1950' });
  });
});
