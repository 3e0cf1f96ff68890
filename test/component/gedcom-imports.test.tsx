// The back office's GEDCOM card follows an import it did not start: opened (or reloaded) while one runs, it shows
// the import's progress, then its report when it ends, and lists the recent imports with how each ended; on a phone,
// the long label of the empty member picker stops short of the picker's arrow.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';

const job = (over: Record<string, unknown>) => ({
  id: 7,
  fileName: 'myheritage-export.ged',
  startedBy: 'admin',
  startedAt: '2026-11-28T09:15:00.000Z',
  finishedAt: null,
  status: 'writing',
  done: 120,
  total: 400,
  report: null,
  error: null,
  ...over,
});
const REPORT = { members: 380, partners: 20, pictures: 0, linked: 0, rootId: 55, message: 'GEDCOM imported' };

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`%{${name}}`, String(value)), template);

function gedcomApi(imports: () => unknown) {
  return stubApi({
    'GET /api/v1/gedcom/imports': imports,
    'GET /api/auth/users/getrequestjoinbisharat/count': { count: 0 },
    'GET /api/v1/suggestions/waiting': { count: 0 },
  });
}

describe('the imports on the GEDCOM card', () => {
  test('opened while an import runs, the card shows how far it has read, then written, then its report when it ends', async () => {
    const answers = [
      job({ status: 'reading', done: 3000, total: 9000 }),
      job({}),
      job({ status: 'done', done: 400, finishedAt: '2026-11-28T09:16:00.000Z', report: REPORT }),
    ];
    let asked = 0;
    gedcomApi(() => [answers[Math.min(asked++, answers.length - 1)]]);
    const screen = await renderBackOffice('/adminboard/gedcom', { lang: 'en' });
    const reading = fill(en.gedcom.readingCount, { done: 3000, total: 9000 });
    await expect.element(screen.getByRole('progressbar', { name: reading })).toHaveAttribute('aria-valuenow', '33');
    const writing = fill(en.gedcom.writing, { done: 120, total: 400 });
    await expect.element(screen.getByRole('progressbar', { name: writing })).toBeVisible();
    // A second import cannot be previewed or started while this one runs.
    await expect.element(screen.getByRole('button', { name: en.gedcom.preview })).toBeDisabled();

    const members = fill(en.gedcom.count.members.split(' |||| ')[1], { smart_count: 380 });
    await expect.element(screen.getByRole('alert').getByText(members, { exact: false })).toBeVisible();
    expect(screen.getByRole('progressbar').elements()).toHaveLength(0);
    const recent = screen.getByRole('region', { name: en.gedcom.recent });
    await expect.element(recent.getByText('myheritage-export.ged', { exact: false })).toBeVisible();
    await expect.element(recent.getByText(members, { exact: false })).toBeVisible();
  });

  test('an import the server stopped during is listed as failed, in the reader’s language', async () => {
    gedcomApi(() => [
      job({
        status: 'failed',
        error: { statusCode: 503, message: 'The server stopped during this import: nothing of it was written' },
      }),
    ]);
    const screen = await renderBackOffice('/adminboard/gedcom', { lang: 'ar' });
    const recent = screen.getByRole('region', { name: ar.gedcom.recent });
    await expect.element(recent.getByText(fill(ar.gedcom.failed, { message: ar.gedcom.interrupted }))).toBeVisible();
    expect(screen.getByRole('progressbar').elements()).toHaveLength(0);
  });
});

describe('the member picker of the import, empty, on a phone', () => {
  test('keeps its long label clear of its arrow (ar)', async () => {
    await page.viewport(375, 800);
    gedcomApi(() => []);
    const screen = await renderBackOffice('/adminboard/gedcom', { lang: 'ar' });
    const label = screen.getByText(ar.gedcom.underMember, { exact: true });
    await expect.element(label).toBeVisible();
    const picker = screen.getByRole('combobox', { name: ar.gedcom.underMember }).element().closest('.MuiAutocomplete-root')!;
    const arrow = picker.querySelector('.MuiAutocomplete-popupIndicator')!.getBoundingClientRect();
    const text = label.element().getBoundingClientRect();
    // Arabic: the label starts on the right and the arrow stands at the left end.
    expect(text.left).toBeGreaterThanOrEqual(arrow.right);
    await page.viewport(1280, 900);
  });
});
