// The family statistics page on a small family whose figures are known by hand (the one of
// test/api/family-stats.test.ts): a family member reads those figures, in the reader's digits, with
// charts mirrored in Arabic and a table beside each; only a moderator sees who the oldest living are;
// an empty family says so; nothing wider than a phone, nothing jumps while loading; axe finds nothing
// serious in three languages.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../common/model/languages.ts';
import { apiAs, type Api } from './fixtures/api.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { signInAs, type DemoRole } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const PHONE = { width: 375, height: 800 };

/** The demo family goes, leaves first (a member with children cannot be deleted), until none is left. */
async function removeEveryMember(api: Api): Promise<void> {
  for (;;) {
    const tree = await api<{ ids: number[] }>('GET', '/api/v1/tree');
    if (tree.status === 404) return;
    for (const id of [...tree.json.ids].reverse()) expect((await api('DELETE', `/api/v1/members/${id}`)).status).toBe(200);
  }
}

//  Salem (m, 1901, deceased)            partners: Salem has 2 (married twice), Ahmad 1
//  ├── Ahmad (m, 1925, deceased)
//  │   ├── Muhammad (m, 1950)
//  │   ├── Fatima (f, 1952)
//  │   └── Muhammad (m, 1961)
//  └── Amina (f, 1930)
//      └── Sara (f, no birth date)
async function addKnownFamily(api: Api): Promise<void> {
  const add = async (path: string, body: Record<string, string>) => (await api<{ id: number }>('POST', path, body)).json.id;
  const child = (parent: number, body: Record<string, string>) => add(`/api/v1/members/${parent}/addchild`, body);
  const salem = await add('/api/v1/members', { name: 'سالم', gender: 'male', birthdate: '01-01-1901', isAlive: 'no' });
  const ahmad = await child(salem, { name: 'أحمد', gender: 'male', birthdate: '01-01-1925', isAlive: 'no' });
  const amina = await child(salem, { name: 'آمنة', gender: 'female', birthdate: '01-01-1930' });
  await child(ahmad, { name: 'محمد', gender: 'male', birthdate: '01-01-1950' });
  await child(ahmad, { name: 'فاطمة', gender: 'female', birthdate: '01-01-1952' });
  await child(ahmad, { name: 'محمد', gender: 'male', birthdate: '01-01-1961' });
  await child(amina, { name: 'سارة', gender: 'female' });
  for (const [member, name] of [
    [salem, 'زينب'],
    [salem, 'مريم'],
    [ahmad, 'خديجة'],
  ] as const)
    await add(`/api/v1/members/${member}/addpartner`, { name });
}

describe('the family statistics page', () => {
  const portal = usePortal();

  async function openStats(role: DemoRole, lang: Language, viewport = PHONE): Promise<Page> {
    const page = await portal.page(lang, { bypassCSP: true, viewport });
    await signInAs(page, portal.url, role);
    await page.goto(`${portal.url}/family-members/familystats`);
    await page.locator('main h1').waitFor();
    await page.locator('[data-testid=stats-loading]').waitFor({ state: 'detached' });
    return page;
  }

  /** A figure tile's number. */
  const figure = (page: Page, id: string) => page.locator(`main [data-figure="${id}"] dd`).first().textContent();

  /** The rows of the table named `caption`, each as its cells' texts (read whether shown or not). */
  const tableRows = (page: Page, caption: string) =>
    page
      .locator(`main table[aria-label="${caption}"] tbody tr`)
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));

  beforeAll(async () => {
    await removeEveryMember(await apiAs(portal.url, 'MODERATOR'));
  }, 120_000);

  test('with no member yet, the page says the figures come with the first members', async () => {
    const page = await openStats('BISH', 'en');
    await page.getByText(text('en', 'stats.empty')).waitFor();
    expect(await page.locator('[data-testid=stats-chart]').count()).toBe(0);
    await page.context().close();
  });

  describe('with a small family known by hand', () => {
    beforeAll(async () => {
      await addKnownFamily(await apiAs(portal.url, 'MODERATOR'));
    });

    test('a family member reads its figures, and no chart is wider than a phone', async () => {
      const page = await openStats('BISH', 'en');
      const tr = (key: string) => text('en', `stats.${key}`);
      const figures = ['members', 'living', 'deceased', 'women', 'men', 'longestLine', 'parents', 'averageChildren'];
      expect(await Promise.all(figures.map((id) => figure(page, id)))).toEqual(['7', '5', '2', '3', '4', '3', '3', '2']);
      expect(await tableRows(page, tr('lifeTitle'))).toEqual([
        [tr('living'), '5', '71%'],
        [tr('deceased'), '2', '29%'],
      ]);
      expect(await tableRows(page, tr('genderTitle'))).toEqual([
        [tr('women'), '3', '43%'],
        [tr('men'), '4', '57%'],
      ]);
      expect(await tableRows(page, tr('generationsTitle'))).toEqual([
        ['1', '1'],
        ['2', '2'],
        ['3', '4'],
      ]);
      expect(await page.getByText(text('en', 'stats.generationsNote', { count: 3 })).count()).toBe(1);
      // Every decade from the first birth to the last, the empty ones at zero.
      expect(await tableRows(page, tr('decadesTitle'))).toEqual([
        ['1900–1909', '1'],
        ['1910–1919', '0'],
        ['1920–1929', '1'],
        ['1930–1939', '1'],
        ['1940–1949', '0'],
        ['1950–1959', '2'],
        ['1960–1969', '1'],
      ]);
      expect(await tableRows(page, tr('menNames'))).toEqual([
        ['محمد', '2'],
        ['أحمد', '1'],
        ['سالم', '1'],
      ]);
      expect(await tableRows(page, tr('womenNames'))).toEqual([
        ['آمنة', '1'],
        ['سارة', '1'],
        ['فاطمة', '1'],
      ]);
      expect(await tableRows(page, tr('largestFamilies'))).toEqual([
        ['أحمد', '3'],
        ['سالم', '2'],
        ['آمنة', '1'],
      ]);
      expect(await tableRows(page, tr('marriagesTitle'))).toEqual([
        [tr('married'), '2', '29%'],
        [tr('unmarried'), '5', '71%'],
      ]);
      expect(await page.getByText(text('en', 'stats.partnersNote', { count: 3 })).count()).toBe(1);
      // Who is alive is private: a family member gets counts, never the oldest living members.
      expect(await page.getByText(tr('oldestTitle')).count()).toBe(0);
      expect(await page.locator('[data-testid=stats-oldest]').count()).toBe(0);
      // Seven charts, none wider than the phone.
      const widths = await page
        .locator('[data-testid=stats-chart] svg')
        .evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().right));
      expect(widths.length).toBeGreaterThanOrEqual(7);
      for (const right of widths) expect(right).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.context().close();
    });

    test('a table shows on demand, and the largest families link to their parents', async () => {
      const page = await openStats('BISH', 'en');
      const table = page.locator(`main table[aria-label="${text('en', 'stats.generationsTitle')}"]`);
      // Until asked for, the table is there for screen readers only, in a one-pixel clip.
      const shown = table.locator('xpath=..');
      expect((await shown.boundingBox())!.width).toBeLessThanOrEqual(1);
      const toggle = page.getByRole('button', { name: text('en', 'stats.showTable') }).nth(2);
      await toggle.click();
      expect(await page.getByRole('button', { name: text('en', 'stats.hideTable') }).getAttribute('aria-expanded')).toBe('true');
      expect((await shown.boundingBox())!.width).toBeGreaterThan(100);
      await page.locator('main table').getByRole('link', { name: 'أحمد' }).click();
      await page.waitForURL(/\/family-members\/\d+$/);
      await page.context().close();
    });

    test('in Arabic the numbers are in Arabic digits and the charts read from the right', async () => {
      const [ar, en] = await Promise.all([openStats('BISH', 'ar'), openStats('BISH', 'en')]);
      expect(await figure(ar, 'members')).toBe('٧');
      expect(await tableRows(ar, text('ar', 'stats.generationsTitle'))).toEqual([
        ['١', '١'],
        ['٢', '٢'],
        ['٣', '٤'],
      ]);
      expect((await tableRows(ar, text('ar', 'stats.decadesTitle')))[0]).toEqual(['١٩٠٠–١٩٠٩', '١']);
      /** Where the generations chart puts its first and last bar's label, from the left. */
      const firstAndLast = (page: Page) =>
        page
          .locator('[data-testid=stats-chart]')
          .nth(2)
          .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
          .evaluateAll((labels) => labels.map((l) => ({ text: l.textContent, x: l.getBoundingClientRect().x })));
      const inArabic = await firstAndLast(ar);
      const inEnglish = await firstAndLast(en);
      const x = (labels: typeof inArabic, label: string) => labels.find((l) => l.text === label)!.x;
      expect(x(inEnglish, '1')).toBeLessThan(x(inEnglish, '3'));
      expect(x(inArabic, '١')).toBeGreaterThan(x(inArabic, '٣'));
      await Promise.all([ar.context().close(), en.context().close()]);
    });

    test('while the figures load, grey tiles hold their place: nothing jumps when they arrive', async () => {
      const page = await portal.page('en', { viewport: PHONE });
      await signInAs(page, portal.url, 'BISH');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/stats', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${portal.url}/family-members/familystats`);
      // Measured once the page's texts are in: until then the whole page, intro included, is shapes.
      await page.getByText(text('en', 'stats.intro')).waitFor();
      const tile = page.locator('[data-testid=stats-loading] .MuiSkeleton-root').nth(1);
      await tile.waitFor();
      const waiting = await tile.boundingBox();
      release();
      await page.locator('[data-figure=members]').waitFor();
      expect(await page.locator('[data-figure=members]').boundingBox()).toEqual(waiting);
      await page.context().close();
    });

    test('a moderator also sees the oldest living members', async () => {
      const page = await openStats('MODERATOR', 'en');
      await page.getByRole('heading', { name: text('en', 'stats.oldestTitle') }).waitFor();
      expect(await tableRows(page, text('en', 'stats.oldestTitle'))).toEqual([
        ['آمنة', '1930'],
        ['محمد', '1950'],
        ['فاطمة', '1952'],
        ['محمد', '1961'],
      ]);
      await page.context().close();
    });

    test.each(LANGUAGES)(
      'axe finds nothing serious in %s, with a table shown',
      async (lang) => {
        const page = await openStats('MODERATOR', lang);
        await page
          .getByRole('button', { name: text(lang, 'stats.showTable') })
          .first()
          .click();
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      },
      60_000,
    );
  });
});
