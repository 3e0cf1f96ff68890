// An admin previews a small GEDCOM file in the back office, imports it under a member chosen by its name
// chain, the import is listed with its report after a reload, and the new branch appears in the family directory.
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const portal = usePortal();
const tr = (key: string, values?: Record<string, string>) => text('en', key, values);
const FILE = fileURLToPath(new URL('../fixtures/gedcom/hebrew-utf8.ged', import.meta.url));

test('an admin previews and imports a branch, which the directory then lists', { timeout: 90_000 }, async () => {
  const api = await apiAs(portal.url, 'ADMIN');
  const root = (await api<{ id: number; name: string }>('GET', '/api/v1/members/getrootmember')).json;
  const page = await portal.page('en');
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard/gedcom`);
  await page.getByLabel(tr('gedcom.chooseFile')).setInputFiles(FILE);
  await page.getByRole('combobox', { name: tr('gedcom.underMember') }).fill(root.name);
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: tr('gedcom.preview') }).click();
  await page.getByText(tr('gedcom.inFile', { count: '6' })).waitFor();
  await page.getByText(tr('gedcom.people', { count: '3' })).waitFor();
  await page.getByText(tr('gedcom.partners', { count: '2' })).waitFor();
  await page.getByText(tr('gedcom.unplaced', { count: '1' })).waitFor();
  await page.getByText('זר רחוק').waitFor();
  await page.getByText(tr('gedcom.unplacedReason.notDescendant')).waitFor();
  // The bar may come and go between two looks at the page: every label it shows is noted as it shows.
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role=progressbar][aria-label]')) seen.add(bar.getAttribute('aria-label')!);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: tr('gedcom.import'), exact: true }).click();
  const report = tr('gedcom.imported', { members: '3 members', partners: '2 partners', pictures: '0 profile pictures' });
  await page.getByRole('alert').getByText(report).waitFor();
  const seen = await page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen]);
  expect(seen).toContain(tr('gedcom.uploading'));
  // The import is recorded: after a reload, the card lists it with its report.
  await page.reload();
  const recent = page.getByRole('region', { name: tr('gedcom.recent') });
  await recent.getByText(report).waitFor();
  await recent.getByText('hebrew-utf8.ged', { exact: false }).waitFor();

  await page.goto(`${portal.url}/family-members`);
  await page.locator('#member-search').fill('דינה');
  await page.getByRole('button', { name: /דינה/ }).first().waitFor();
  const found = (
    await api<Array<{ name: string }>>('GET', `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ q: 'יצחק' }))}&range=[0,9]`)
  ).json;
  // Isaac, and Dina daughter of Isaac: the imported names are in the search chain.
  expect(found.map((m) => m.name)).toEqual(['יצחק', 'דינה']);
  await page.context().close();
});

test('the preview says what the file holds that the portal cannot take, in the reader’s language', { timeout: 60_000 }, async () => {
  const api = await apiAs(portal.url, 'ADMIN');
  const root = (await api<{ id: number; name: string }>('GET', '/api/v1/members/getrootmember')).json;
  const page = await portal.page('ar');
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard/gedcom`);
  await page
    .getByLabel(text('ar', 'gedcom.chooseFile'))
    .setInputFiles(fileURLToPath(new URL('../fixtures/gedcom/life-events.ged', import.meta.url)));
  await page.getByRole('combobox', { name: text('ar', 'gedcom.underMember') }).fill(root.name);
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: text('ar', 'gedcom.preview') }).click();
  // "About", "before", a month or a year alone are dates the portal keeps; a span "from … to" is not.
  const said = text('ar', 'gedcom.problem.inexactDate', {
    who: '\u2068حليمة الناصر (@I5@)\u2069',
    date: 'FROM 1900 TO 1910',
    field: text('ar', 'resources.family-members.fields.deathDate'),
  });
  await page.getByText(said).waitFor();
  await page.context().close();
});
