// The back office as an admin uses it: sign in on the portal, open the admin board, add a member,
// find the new member in the member list.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contextIn, launchBrowser, signInAs } from './fixtures/browser.ts';
import { startPortal, type Portal } from './fixtures/portal.ts';
import { text } from './fixtures/texts.ts';

let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  page = await (await contextIn(browser, 'en')).newPage();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

test('an admin creates a member in the back office and sees it in the list', async () => {
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard`);
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await page.waitForURL(`${portal.url}/adminboard/family-members`);

  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await page.locator('input[name=name]').fill('Zaytouna');
  await page.locator('input[name=fatherName]').fill('Khalil');
  await page.locator('input[name=familyName]').fill('Testfamily');
  // Typed on an Arabic keyboard, the phone is kept as ASCII digits.
  await page.locator('input[name=phoneNumber]').fill('٠٥٢١٢٣٤٥٦٧');
  expect(await page.locator('input[name=phoneNumber]').inputValue()).toBe('0521234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.url()).not.toMatch(/\/create$/);

  await page.goto(`${portal.url}/adminboard/family-members`);
  await page.getByPlaceholder('Search').fill('Zaytouna');
  const row = page.locator('tbody tr', { hasText: 'Zaytouna' });
  await row.waitFor();
  expect(await row.innerText()).toContain('Testfamily');
  expect(await page.locator('tbody tr').count()).toBe(1);
  await row.click();
  await page.getByText('0521234567').waitFor();
});

test('the back office menu leads back to the portal', async () => {
  const admin = await (await contextIn(browser, 'en')).newPage();
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard`);
  await admin.getByRole('menuitem', { name: 'Back to the portal' }).click();
  await admin.waitForURL(`${portal.url}/`);
});

test("the back office writes moments in the reader's language, not the browser's US default", async () => {
  const admin = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard/family-notification`);
  const published = admin.locator('tbody tr').first().locator('td').last();
  await published.waitFor();
  const text = await published.innerText();
  expect(text).not.toMatch(/AM|PM/);
  // Arabic marks the hour as morning (ص) or evening (م), in Arabic-Indic digits.
  expect(text).toMatch(/[صم]$/);
  expect(text).toMatch(/[٠-٩]/);
  expect(text).not.toMatch(/[0-9]/);
});

test("a list's pagination reads in the reader's digits: the rows per page shown and offered, the range, the pages", async () => {
  const admin = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard/family-members?filter={}&displayedFilters={}`);
  const rowsPerPage = admin.getByRole('combobox').filter({ hasText: '٢٥' });
  await rowsPerPage.waitFor();
  await rowsPerPage.click();
  const options = await admin.getByRole('option').allInnerTexts();
  expect(options).toEqual(['٥', '١٠', '٢٥', '٥٠']);
  await admin.getByRole('option', { name: '٥٠' }).click();
  await admin.getByRole('combobox').filter({ hasText: '٥٠' }).waitFor();
  await admin.getByText(/^١-٥٠ /).waitFor();
  expect(await admin.getByRole('navigation').last().innerText()).not.toMatch(/[0-9]/);
});

test("a record's page names its author and says what is missing, in the reader's language", async () => {
  const moderator = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(moderator, portal.url, 'MODERATOR');
  // A demo notice, published by the demo moderator, without a picture.
  await moderator.goto(`${portal.url}/adminboard/family-notification/1/show`);
  const author = moderator.locator('.ra-field-createdByName');
  await author.getByText('moderator', { exact: true }).waitFor();
  expect(await moderator.locator('.ra-field-createdBy').count()).toBe(0);
  // Numbers in the page's digits, as its texts write them.
  expect(await moderator.locator('.ra-field-id').innerText()).toContain('١');
  expect(await moderator.locator('.ra-field-imageLink').innerText()).toContain(text('ar', 'portal.common.notRecorded'));
  await moderator.context().close();
});

test('an admin finds a member by name and father, by parent chosen by name chain and birth year, and by generation', async () => {
  const admin = await (await contextIn(browser, 'en')).newPage();
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard/family-members`);
  const total = admin.locator('.MuiTablePagination-displayedRows');
  await total.waitFor();
  const names = () => admin.locator('tbody td.column-name').allInnerTexts();

  // The demo family's إبراهيم son of جميل, typed without hamza, with his father's name: he comes first, then
  // his children (إبراهيم بن جميل in their chains); no other إبراهيم of the 350.
  await admin.getByPlaceholder('Search').fill('ابراهيم جميل');
  await expect.poll(() => total.innerText()).toBe('1-6 of 6');
  const rows = admin.locator('tbody tr');
  expect(await rows.first().locator('td.column-name').innerText()).toBe('إبراهيم');
  expect(await rows.first().locator('td.column-fatherName').innerText()).toBe('جميل');
  for (const father of (await admin.locator('tbody td.column-fatherName').allInnerTexts()).slice(1)) expect(father).toBe('إبراهيم');

  // Each filter from a list with none (react-admin keeps a list's filters while the page lives).
  const unfiltered = `${portal.url}/adminboard/family-members?filter=${encodeURIComponent('{}')}&displayedFilters=${encodeURIComponent('{}')}`;
  await admin.goto(unfiltered);
  await expect.poll(() => total.innerText()).toMatch(/^1-25 of 35\d$/);

  // The parent picker tells the family's namesakes apart: name chain and birth year.
  await admin.getByRole('button', { name: 'Add filter' }).click();
  await admin.getByRole('menuitemcheckbox', { name: 'Parent' }).click();
  // The picker opens its list as it takes the focus, and the list bears the field's label too: the field is the combobox.
  await admin.getByRole('combobox', { name: 'Parent' }).fill('جميل سامي');
  await admin.getByRole('option', { name: 'جميل سامي سعيد آل ناصر (1838)' }).click();
  await expect.poll(names).toEqual(['إبراهيم', 'جمال', 'رهف', 'أسماء', 'نجوى']);

  await admin.goto(unfiltered);
  await expect.poll(() => total.innerText()).toMatch(/^1-25 of 35\d$/);
  await admin.getByRole('button', { name: 'Add filter' }).click();
  await admin.getByRole('menuitemcheckbox', { name: 'Generation' }).click();
  await admin.getByLabel('Generation').fill('2');
  // Sami's three children (جميل, عبلة, مازن) are the demo family's second generation.
  await expect.poll(names).toEqual(['جميل', 'عبلة', 'مازن']);
  await expect.poll(() => total.innerText()).toBe('1-3 of 3');
  await admin.context().close();
});

test("an activity's link is checked by the portal's rule, in the page's language, not by the browser's English bubble", async () => {
  const admin = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard/family-activities/create`);
  const link = admin.locator('input[name=activityLink]');
  await link.fill('www.example.com');
  expect(await link.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await link.blur();
  await admin.getByText(text('ar', 'portal.validation.webLink')).waitFor();
  await admin.context().close();
});

test('an export of the member list opens in a spreadsheet in Arabic', async () => {
  const admin = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard/family-members`);
  await admin.locator('tbody tr').first().waitFor();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'تصدير' }).click()]);
  const bytes = await readFile(await download.path());
  // UTF-8 byte order mark, then the Arabic column names.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = bytes.subarray(3).toString('utf8').split('\r\n')[0];
  expect(header).toMatch(/^[\u0600-\u06FF ,/]+$/);
});
