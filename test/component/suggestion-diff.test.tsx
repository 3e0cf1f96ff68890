// The moderation queue's view of what a suggestion would change: a correction's fields with the current value
// struck through beside the proposed one, a new child as the card of their fields, each in the reader's language;
// and a decision taken from it.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { Suggestion } from '../../common/generated/api.ts';
import { filled, reply, signedIn, stubApi } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';
import { suggestion } from './suggestions.ts';

const correction = suggestion({
  id: 5,
  changes: { birthdate: 'ABT 1948', birthPlace: 'Haifa' },
  before: { birthdate: '1950', birthPlace: 'Akka' },
  reason: 'His passport says so',
});

const newChild = suggestion({
  id: 6,
  kind: 'add-child',
  changes: { name: 'Lina', fatherName: 'Omar', familyName: 'Haddad', gender: 'female' },
});

const queueApi = (suggestions: Suggestion[]) => stubApi({ 'GET /api/v1/suggestions': suggestions });

const openQueue = (lang: 'ar' | 'en') => renderBackOffice('/adminboard/suggestions', { lang, user: signedIn('MODERATOR') });

describe.each([1280, 375])('at %i px', (width) => {
  test('a correction shows each field’s label, its current value struck through and the proposed one (English)', async () => {
    await page.viewport(width, 900);
    queueApi([correction]);
    const screen = await openQueue('en');
    const fields = en.resources['family-members'].fields;

    const born = screen.getByRole('row', { name: new RegExp(fields.birthdate) });
    await expect.element(born.getByRole('cell').nth(0)).toHaveTextContent('1950');
    await expect.element(born.getByRole('cell').nth(1)).toHaveTextContent(filled(en.portal.dates.about, { date: '1948' }));
    const place = screen.getByRole('row', { name: new RegExp(fields.birthPlace) });
    await expect.element(place.getByRole('cell').nth(0)).toHaveTextContent('Akka');
    await expect.element(place.getByRole('cell').nth(1)).toHaveTextContent('Haifa');
    expect(getComputedStyle(place.getByRole('cell').nth(0).element()).textDecorationLine).toBe('line-through');
    expect(getComputedStyle(place.getByRole('cell').nth(1).element()).textDecorationLine).toBe('none');

    await expect
      .element(screen.getByRole('link', { name: 'Omar Yusuf Haddad' }))
      .toHaveAttribute('href', '/adminboard/family-members/12/show');
    await expect.element(screen.getByText('His passport says so')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await page.viewport(1280, 900);
  });
});

test('a new child shows as the card of their fields (English)', async () => {
  queueApi([newChild]);
  const screen = await openQueue('en');
  const card = screen.getByRole('region', { name: en.admin.suggestions.newPerson });
  await expect.element(card.getByText('Lina Omar Haddad')).toBeVisible();
  await expect.element(card.getByText(en.resources['family-members'].fields.gender)).toBeVisible();
  await expect.element(card.getByText(en.portal.enum.female)).toBeVisible();
  // A child has no values of before: no table of changes.
  expect(screen.getByRole('table').elements()).toHaveLength(0);
});

test('a photo shows as the picture itself above its name and description, linked to its album (English)', async () => {
  // A real 60 × 40 picture, as the held photo's link downloads it.
  const canvas = Object.assign(document.createElement('canvas'), { width: 60, height: 40 });
  canvas.getContext('2d')!.fillRect(0, 0, 60, 40);
  const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  const link = URL.createObjectURL(png);
  queueApi([
    suggestion({
      id: 7,
      kind: 'photo',
      resource: 'albums',
      recordId: 3,
      recordTitle: 'Weddings',
      changes: { name: 'Dabke in the yard', description: 'Summer 1990' },
      photo: { link: `${link}#?v=1`, width: 60, height: 40 },
    }),
  ]);
  const screen = await openQueue('en');
  const card = screen.getByRole('region', { name: en.admin.suggestions.newPhoto });
  const picture = card.getByRole('img', { name: 'Dabke in the yard' });
  await expect.poll(() => (picture.element() as HTMLImageElement).naturalWidth).toBe(60);
  await expect.element(card.getByText('Summer 1990')).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Weddings' })).toHaveAttribute('href', '/adminboard/albums/3/show');
});

test('in Arabic, the labels, the headings and the digits are Arabic', async () => {
  queueApi([correction, newChild]);
  const screen = await openQueue('ar');
  const fields = ar.resources['family-members'].fields;
  await expect.element(screen.getByRole('columnheader', { name: ar.admin.changes.before })).toBeVisible();
  const born = screen.getByRole('row', { name: new RegExp(fields.birthdate) });
  await expect.element(born.getByRole('cell').nth(0)).toHaveTextContent('١٩٥٠');
  await expect.element(born.getByRole('cell').nth(1)).toHaveTextContent(filled(ar.portal.dates.about, { date: '١٩٤٨' }));
  await expect.element(screen.getByRole('row', { name: new RegExp(fields.birthPlace) })).toBeVisible();
  const card = screen.getByRole('region', { name: ar.admin.suggestions.newPerson });
  await expect.element(card.getByText(fields.gender)).toBeVisible();
  await expect.element(card.getByText(ar.portal.enum.female)).toBeVisible();
});

test('accepting takes one tap, says so, reads the queue again and counts it off in the menu; a refused rejection shows the server’s reason', async () => {
  let waiting = [correction];
  const api = stubApi({
    'GET /api/v1/suggestions': () => waiting,
    'GET /api/v1/suggestions/waiting': () => ({ count: waiting.length }),
    'POST /api/v1/suggestions/:id/accept': () => {
      waiting = [];
      return { ...correction, state: 'accepted' };
    },
    'POST /api/v1/suggestions/:id/reject': reply(409, { statusCode: 409, error: 'Conflict', message: 'Already decided' }),
  });
  const screen = await openQueue('en');
  // The menu says how many wait, and counts off the one accepted here.
  const menuEntry = screen.getByRole('menuitem', { name: new RegExp(en.admin.suggestions.title) });
  await expect.element(menuEntry).toHaveTextContent(filled(en.admin.waiting.split(' |||| ')[0], { count: '1' }));

  await screen.getByRole('button', { name: en.admin.suggestions.reject }).click();
  const dialog = screen.getByRole('dialog', { name: en.admin.suggestions.rejectTitle });
  await dialog.getByRole('textbox', { name: en.admin.suggestions.rejectReason }).fill('No source');
  await dialog.getByRole('button', { name: en.admin.suggestions.reject }).click();
  await expect.element(screen.getByText('Already decided')).toBeVisible();
  expect(api.calls.find((call) => call.path.endsWith('/reject'))).toMatchObject({
    path: '/api/v1/suggestions/5/reject',
    body: { reason: 'No source' },
  });
  await dialog.getByRole('button', { name: en.ra.action.cancel }).click();

  await screen.getByRole('button', { name: en.admin.suggestions.accept, exact: true }).click();
  await expect.element(screen.getByText(en.admin.suggestions.accepted)).toBeVisible();
  await expect.element(screen.getByText(en.admin.suggestions.empty)).toBeVisible();
  await expect.element(menuEntry).toHaveTextContent(en.admin.suggestions.title, { normalizeWhitespace: true });
  await expect.element(menuEntry.getByText(filled(en.admin.waiting.split(' |||| ')[0], { count: '1' }))).not.toBeInTheDocument();
  expect(api.calls.find((call) => call.path.endsWith('/accept'))).toMatchObject({ path: '/api/v1/suggestions/5/accept', body: {} });
});

test('an edited suggestion is accepted with the moderator’s values; suggestions of one fact stand together', async () => {
  const sameFact = suggestion({ id: 4, changes: { birthPlace: 'Yafa' }, before: { birthPlace: 'Akka' }, sameFact: [5] });
  const api = stubApi({
    'GET /api/v1/suggestions': [{ ...correction, sameFact: [4] }, newChild, sameFact],
    'POST /api/v1/suggestions/:id/accept': { ...correction, state: 'accepted' },
  });
  const screen = await openQueue('en');
  const together = screen.getByRole('region', { name: en.admin.suggestions.sameFact });
  await expect.element(together.getByRole('article').first()).toBeVisible();
  expect(together.getByRole('article').elements()).toHaveLength(2);
  expect(together.getByText('Lina Omar Haddad').elements()).toHaveLength(0);

  await together.getByRole('button', { name: en.admin.suggestions.editAccept }).first().click();
  const dialog = screen.getByRole('dialog', { name: en.admin.suggestions.editTitle });
  await dialog.getByRole('textbox', { name: en.resources['family-members'].fields.birthPlace }).fill('Nazareth');
  await dialog.getByRole('button', { name: en.admin.suggestions.accept }).click();
  await expect.element(screen.getByText(en.admin.suggestions.accepted)).toBeVisible();
  expect(api.calls.find((call) => call.path.endsWith('/accept'))).toMatchObject({
    path: '/api/v1/suggestions/5/accept',
    body: { changes: { birthdate: 'ABT 1948', birthPlace: 'Nazareth' } },
  });
});
