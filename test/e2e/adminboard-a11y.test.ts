// axe-core on the back office as an admin meets it, in Arabic, English and Hebrew: every resource's list,
// show, edit and create page (those the schema offers) and the back office's own screens (the account
// pages, GEDCOM, backups, the reminders sent). No serious or critical violation.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ENTITIES, keyOf, type EntitySchema } from '../../common/model/entities.ts';
import type { Language } from '../../common/model/languages.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

/** A record of each resource the demo family has: users are addressed by username. */
const sampleKey = (entity: EntitySchema): string => (keyOf(entity) === 'id' ? '1' : 'visitor');

/** The back-office pages of a resource: its list, and where offered its create, show and edit. */
function pagesOf(entity: EntitySchema): string[] {
  const { name, permissions } = entity['x-resource'];
  const base = `/adminboard/${name}`;
  // The demo family has no contact mail yet: its list is the empty state.
  if (name === 'mails') return [base];
  const record = `${base}/${sampleKey(entity)}`;
  return [
    base,
    ...(name === 'users' ? [record] : [`${record}/show`]),
    ...(permissions.update && name !== 'users' ? [record] : []),
    ...(permissions.create ? [`${base}/create`] : []),
  ];
}

/** The back office's screens of its own (not a resource's): the account pages, GEDCOM, backups, the reminders sent, the recent changes and the suggestions. */
const OWN_SCREENS = [
  '/adminboard/disabledusers/',
  '/adminboard/permissionRequestUsers/',
  '/adminboard/addmoderators/',
  '/adminboard/gedcom',
  '/adminboard/backups',
  '/adminboard/reminders',
  '/adminboard/changes',
  '/adminboard/suggestions',
];
const EVERY_PAGE = ['/adminboard', ...ENTITIES.flatMap(pagesOf), ...OWN_SCREENS];

const RUNS: Array<[Language, string[]]> = [
  ['en', EVERY_PAGE],
  ['ar', EVERY_PAGE],
  ['he', EVERY_PAGE],
];

/** Moves the back office to `path` as its own links do (no reload), and waits until its data is shown. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('#main-content').waitFor();
  // Settled once no progress indicator has shown for two looks in a row (a list's data, a lazy chunk).
  await expect
    .poll(
      async () =>
        (await page.locator('[role=progressbar]').count()) +
        (await page.waitForTimeout(100), await page.locator('[role=progressbar]').count()),
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
}

describe('accessibility of the back office', () => {
  const portal = usePortal();

  test.each(RUNS)(
    '%s',
    async (lang, paths) => {
      const page = await portal.page(lang, { bypassCSP: true });
      await signInAs(page, portal.url, 'ADMIN');
      // One load of the back office; each page after it is reached inside the app, as an admin moves.
      await page.goto(`${portal.url}/adminboard`);
      const found: string[] = [];
      for (const path of paths) {
        await openInApp(page, path);
        found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
    180_000,
  );
});
