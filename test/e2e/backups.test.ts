// The back office's Backups page: an admin takes a backup and downloads it; a moderator has no way in.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contextIn, launchBrowser, signInAs } from './fixtures/browser.ts';
import { startPortal, type Portal } from './fixtures/portal.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

test('an admin takes a backup in the back office and downloads it', { timeout: 90_000 }, async () => {
  const context = await contextIn(browser, 'en');
  const page = await context.newPage();
  await signInAs(page, portal.url, 'ADMIN');
  await page.goto(`${portal.url}/adminboard`);
  await page.getByRole('menuitem', { name: 'Backups' }).click();
  await page.waitForURL(`${portal.url}/adminboard/backups`);
  await page.getByText('No backups yet.').waitFor();

  await page.getByRole('button', { name: 'Take a backup now' }).click();
  const download = page.getByRole('button', { name: /^Download / });
  await download.waitFor({ timeout: 30_000 });
  expect(await download.count()).toBe(1);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^portal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
  const bytes = await readFile((await file.path())!);
  // gzip's magic number, and more than an empty archive: the demo family is in it.
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  expect(bytes.length).toBeGreaterThan(10_000);
  await context.close();
});

test('a moderator sees no Backups entry, and the page is an administrator’s only', async () => {
  const context = await contextIn(browser, 'en');
  const page = await context.newPage();
  await signInAs(page, portal.url, 'MODERATOR');
  await page.goto(`${portal.url}/adminboard`);
  await page.getByRole('menuitem', { name: 'Members' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Backups' }).count()).toBe(0);
  await page.goto(`${portal.url}/adminboard/backups`);
  // The route is an ADMIN's: the guard says so before the page could ask the server (which refuses too).
  await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
  expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(0);
  await context.close();
});
