// The back office's history as a volunteer admin uses it: a member deleted by mistake found in the recent
// changes and restored with their partner, told in Arabic what will come back before it does; a moderator
// reads a record's history from its page but has no undo; a member erased for good. axe on the list and the details in three languages.
import { expect, test } from 'vitest';
import type { Language } from '../../common/model/languages.ts';
import { apiAs } from './fixtures/api.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const portal = usePortal();

async function deletedMember(name: string, partner: string): Promise<number> {
  const moderator = await apiAs(portal.url, 'MODERATOR');
  const member = await moderator<{ id: number }>('POST', '/api/v1/members', { name, fatherName: 'سليم', address: 'البلدة' });
  expect((await moderator('POST', `/api/v1/members/${member.json.id}/addpartner`, { name: partner })).status).toBe(201);
  expect((await moderator('DELETE', `/api/v1/members/${member.json.id}`)).status).toBe(200);
  return member.json.id;
}

test(
  'an admin finds a member deleted by mistake in the recent changes and restores them with their partner, in Arabic',
  { timeout: 90_000 },
  async () => {
    const id = await deletedMember('نزار', 'رنا');
    const page = await portal.page('ar');
    await signInAs(page, portal.url, 'ADMIN');
    await page.goto(`${portal.url}/adminboard`);
    await page.getByRole('menuitem', { name: text('ar', 'admin.changes.title') }).click();
    const entry = page.getByRole('button', { name: new RegExp(`^${text('ar', 'admin.changes.action.delete')}: .*نزار سليم`) });
    await entry.click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text('ar', 'admin.changes.restore') }).click();
    // Before anything happens the admin reads what comes back: the values, and the partner deleted with the member.
    await dialog.getByText(text('ar', 'admin.changes.restoreConfirm', { title: 'نزار سليم' })).waitFor();
    await dialog.getByRole('cell', { name: 'البلدة' }).waitFor();
    await dialog.getByText(text('ar', 'admin.changes.together', { names: 'رنا' })).waitFor();
    await dialog.getByRole('button', { name: text('ar', 'admin.changes.restore') }).click();
    await page.getByText(text('ar', 'admin.changes.restored')).waitFor();

    const bish = await apiAs(portal.url, 'BISH');
    expect((await bish<{ name: string }>('GET', `/api/v1/members/${id}`)).json.name).toBe('نزار');
    expect((await bish<Array<{ name: string }>>('GET', `/api/v1/members/${id}/getpartners`)).json.map((p) => p.name)).toEqual(['رنا']);
    // The restore heads the list now, and the deletion says it was undone.
    await page.getByRole('button', { name: new RegExp(`^${text('ar', 'admin.changes.action.restore')}: .*نزار سليم`) }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`${text('ar', 'admin.changes.undone')}$`) })
      .first()
      .waitFor();
    await page.context().close();
  },
);

test(
  'a moderator opens a record’s history from its page and sees each value before and after, with no undo',
  { timeout: 60_000 },
  async () => {
    const moderator = await apiAs(portal.url, 'MODERATOR');
    const member = await moderator<{ id: number }>('POST', '/api/v1/members', { name: 'Karim' });
    expect((await moderator('PUT', `/api/v1/members/${member.json.id}`, { name: 'Kareem' })).status).toBe(200);
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/adminboard/family-members/${member.json.id}/show`);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History of Member Kareem' }).waitFor();
    await page.getByRole('button', { name: /^Edited: Member Kareem/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('row', { name: 'Name Karim Kareem' }).waitFor();
    expect(await dialog.getByRole('button', { name: /Undo|Restore/ }).count()).toBe(0);
    await page.context().close();
  },
);

test(
  'an admin erases a deleted member for good, told first what it means, and the history keeps no trace of them',
  { timeout: 60_000 },
  async () => {
    await deletedMember('Forget Me', 'Their Partner');
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'ADMIN');
    await page.goto(`${portal.url}/adminboard/changes`);
    await page.getByRole('button', { name: /^Deleted: Member Forget Me/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await dialog.getByText(/^Erase Forget Me .* for good\? The values, the name and the picture leave the history/).waitFor();
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText('Erased for good.').waitFor();
    await page
      .getByRole('button', { name: /^Deleted: Member \(erased\)/ })
      .first()
      .waitFor();
    expect(await page.getByText(/Forget Me|Their Partner/).count()).toBe(0);
    await page.context().close();
  },
);

test.each<Language>(['ar', 'en', 'he'])('the recent changes and a change’s details pass axe in %s', { timeout: 60_000 }, async (lang) => {
  await deletedMember(`Axe ${lang}`, 'Huda');
  const page = await portal.page(lang, { bypassCSP: true });
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard/changes`, { waitUntil: 'networkidle' });
  const entry = page.getByRole('button', { name: new RegExp(`Axe ${lang}`) }).first();
  await entry.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await entry.click();
  await page.getByRole('dialog').getByRole('table').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
