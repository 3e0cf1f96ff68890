// The portal's one date input (DmyDateField), as the activity form uses it: DD-MM-YYYY typed with any
// digits and separators, padded when left, or picked on a calendar; a date that does not exist is not
// taken from the address and, typed, is said at the field as the server would say it.
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { ActivityCreatePage } from '../../src/public-site/pages/activities/ActivityCreatePage.tsx';
import { renderPortal, stubApi } from './render.tsx';

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
