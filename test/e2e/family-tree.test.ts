// The whole-family overview of the tree as a family member (BISH) uses it: the canvas is painted, a tap and the keyboard
// open members, Arabic mirrors the English positions, the address keeps the view, the list for screen
// readers names the people in view, an unknown root says so, and axe finds nothing serious.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { unpackTree, type CompactTree, type TreeColumns } from '../../common/model/compactTree.ts';
import { LANGUAGES, type Language } from '../../common/model/languages.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { apiAs } from './fixtures/api.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

interface Placed {
  id: number;
  x: number;
  y: number;
  label: string;
}

/** A member at least `depth` generations below the root whose name no one else in the tree has. */
function deepUnique(tree: TreeColumns, depth: number): number {
  const depthOf = (i: number): number => (tree.parents[i] < 0 ? 0 : depthOf(tree.parents[i]) + 1);
  const count = new Map<string, number>();
  for (const name of tree.names) count.set(name, (count.get(name) ?? 0) + 1);
  const i = tree.ids.findIndex((_, j) => depthOf(j) >= depth && count.get(tree.names[j]) === 1);
  if (i < 0) throw new Error('no such member in the demo family');
  return i;
}

/** How the directory names a member's row: the name, the father's and the grandfather's. */
const rowOf = (tree: TreeColumns, i: number): string =>
  [i, tree.parents[i], tree.parents[tree.parents[i]]]
    .filter((j) => j >= 0)
    .map((j) => tree.names[j])
    .join(' ');

/** Two first cousins (children of two of the root's sons) whose rows no one else in the tree shares. */
function cousins(tree: TreeColumns): [number, number] {
  const rows = new Map<string, number>();
  for (let i = 0; i < tree.ids.length; i++) rows.set(rowOf(tree, i), (rows.get(rowOf(tree, i)) ?? 0) + 1);
  const childOf = (parent: number) => tree.ids.findIndex((_, i) => tree.parents[i] === parent && rows.get(rowOf(tree, i)) === 1);
  const fathers = tree.ids.map((_, i) => i).filter((i) => tree.parents[i] === 0 && childOf(i) >= 0);
  if (fathers.length < 2) throw new Error('the demo family has no two such cousins');
  return [childOf(fathers[0]), childOf(fathers[1])];
}

const KIN: Record<Language, { m: string; f: string }> = {
  en: { m: 'first cousin', f: 'first cousin' },
  ar: { m: 'ابن عم', f: 'بنت عم' },
  he: { m: 'בן הדוד', f: 'בת הדודה' },
};

/** The first cousin of the member named `name`, as the relation is said of someone by name. */
const COUSIN_OF: Record<Language, (g: 'm' | 'f', name: string) => string> = {
  en: (_, name) => `${name}'s first cousin`,
  ar: (g, name) => `${KIN.ar[g]} ${name}`,
  he: (g, name) => `${KIN.he[g]} של ${name}`,
};

describe('the family tree', () => {
  const portal = usePortal();

  async function openTree(lang: Language, path = '/family-tree/1?view=all', viewport?: { width: number; height: number }): Promise<Page> {
    const page = await portal.page(lang, { bypassCSP: true, ...(viewport && { viewport }) });
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}${path}`);
    await page.locator('[data-testid=tree-people] li').first().waitFor({ state: 'attached' });
    return page;
  }

  /** The people the list says are in view, with where the canvas draws them. */
  const placed = (page: Page): Promise<Placed[]> =>
    page.locator('[data-testid=tree-people] li').evaluateAll((items) =>
      items.map((li) => ({
        id: Number(li.getAttribute('data-id')),
        x: Number(li.getAttribute('data-screen-x')),
        y: Number(li.getAttribute('data-screen-y')),
        label: li.textContent ?? '',
      })),
    );

  const placedIds = async (page: Page): Promise<number[]> => (await placed(page)).map((p) => p.id).sort((a, b) => a - b);

  /** The address and the people in view once the view has stopped moving: both unchanged over 400 ms, as a
   * zoom still under way on a loaded machine writes its address and its list at each pause. */
  async function settledView(page: Page): Promise<{ shared: URL; ids: number[] }> {
    for (;;) {
      const [url, ids] = [page.url(), await placedIds(page)];
      await page.waitForTimeout(400);
      if (page.url() === url && JSON.stringify(await placedIds(page)) === JSON.stringify(ids)) return { shared: new URL(url), ids };
    }
  }

  const treeOf = async (page: Page, rootId: number): Promise<TreeColumns> =>
    unpackTree(
      await page.evaluate(async (id) => {
        const { accessToken } = JSON.parse(localStorage.getItem('user')!) as { accessToken: string };
        const response = await fetch(`/api/v1/tree/${id}`, { headers: { Authorization: `Bearer ${accessToken}` } });
        return (await response.json()) as CompactTree;
      }, rootId),
    );

  test('the canvas is painted; a finger or a mouse dragging from the root pans the tree, a click on it opens its page', async () => {
    const page = await openTree('en');
    const canvas = page.locator('[data-testid=tree-canvas]');
    await page.waitForFunction(() => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid=tree-canvas]')!;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
      return painted > 500;
    });
    const rootAt = async () => (await placed(page)).find((p) => p.id === 1)!;
    const box = (await canvas.boundingBox())!;
    const start = await rootAt();
    expect(start).toBeDefined();

    // A drag that starts on a person moves the tree under the finger (or the mouse) and opens nobody.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + start.x + dx, y: box.y + start.y }],
      });
    await touch('touchStart');
    for (const dx of [10, 20, 30, 40, 50, 60]) await touch('touchMove', dx);
    await touch('touchEnd');
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await page.mouse.move(box.x + start.x + 60, box.y + start.y);
    await page.mouse.down();
    await page.mouse.move(box.x + start.x, box.y + start.y, { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/family-tree/1');

    const root = await rootAt();
    await page.mouse.click(box.x + root.x, box.y + root.y);
    await page.waitForURL(`${portal.url}/family-members/1`);
    await page.context().close();
  });

  test('the list for screen readers names the people in view, linking to their pages', async () => {
    const page = await openTree('en');
    const tree = await treeOf(page, 1);
    const people = await placed(page);
    expect(people.length).toBeGreaterThan(10);
    expect(people[0]).toMatchObject({ id: 1 });
    expect(people[0].label).toContain(tree.names[0]);
    const href = await page.locator('[data-testid=tree-people] li[data-id="1"] a').getAttribute('href');
    expect(href).toBe('/family-members/1');
    await page.context().close();
  });

  test('the first look spreads the first generations across the drawing, names written, each deeper branch folded into its count', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const page = await openTree('en', undefined, viewport);
      const tree = await treeOf(page, 1);
      const canvas = (await page.locator('[data-testid=tree-canvas]').boundingBox())!;
      const people = await placed(page);
      // The root and every one of its children, side by side in one row across the drawing, not a band of dots.
      const children = tree.ids.filter((_, i) => tree.parents[i] === 0);
      expect(people.map((p) => p.id)).toEqual(expect.arrayContaining([1, ...children]));
      const row = people.filter((p) => children.includes(p.id));
      const xs = row.map((p) => p.x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(canvas.width / 3);
      expect(new Set(row.map((p) => p.y)).size).toBe(1);
      // Close enough for names: the address keeps a zoom at which they are written (drawTree's NAMES_FROM).
      await page.waitForURL(/[?&]z=/);
      expect(Number(new URL(page.url()).searchParams.get('z'))).toBeGreaterThanOrEqual(0.4);
      // The branches below the last generation shown say how many they hold, and a tap on one opens it.
      const folded = page.locator('[data-testid=tree-people] li', { hasText: /hidden/ });
      expect(await folded.count()).toBeGreaterThan(0);
      // Read once the list has followed the drawing (it follows a moving view every 300 ms).
      const control = async () => Promise.all(['data-id', 'data-toggle-x', 'data-toggle-y'].map((a) => folded.first().getAttribute(a)));
      let [id, x, y] = await control();
      for (let settled = false; !settled;) {
        await page.waitForTimeout(400);
        const again = await control();
        settled = again.join() === [id, x, y].join();
        [id, x, y] = again;
      }
      await page.mouse.click(canvas.x + Number(x), canvas.y + Number(y));
      await page.waitForFunction(
        (opened) => !document.querySelector(`[data-testid=tree-people] li[data-id="${opened}"]`)?.textContent?.includes('hidden'),
        id,
      );
      expect(new URL(page.url()).pathname).toBe('/family-tree/1');
      await page.context().close();
    }
  });

  test('in Arabic the tree is mirrored: the same people, on the other side', async () => {
    // The first look shows the root's children and grandchildren across the drawing in both.
    const [en, ar] = await Promise.all([openTree('en'), openTree('ar')]);
    const width = (await en.locator('[data-testid=tree-canvas]').boundingBox())!.width;
    const inArabic = new Map((await placed(ar)).map((p) => [p.id, p]));
    const both = (await placed(en)).filter((p) => inArabic.has(p.id));
    expect(both.length).toBeGreaterThan(10);
    for (const p of both) {
      const mirrored = inArabic.get(p.id)!;
      expect(Math.abs(p.x + mirrored.x - width)).toBeLessThanOrEqual(2);
      expect(Math.abs(p.y - mirrored.y)).toBeLessThanOrEqual(1);
    }
    // The first child is on the right in Arabic, on the left in English.
    const tree = await treeOf(en, 1);
    const children = tree.ids.filter((_, i) => tree.parents[i] === 0);
    if (children.length > 1) {
      const [first, second] = children.map((id) => inArabic.get(id)!);
      expect(first.x).toBeGreaterThan(second.x);
    }
    await Promise.all([en.context().close(), ar.context().close()]);
  });

  test('the keyboard walks to the first child and Enter opens that member', async () => {
    const page = await openTree('en');
    const tree = await treeOf(page, 1);
    const firstChild = tree.ids[tree.parents.indexOf(0)];
    // Pressed on the canvas itself (focus, then the key): a key sent to the page would be lost if the page
    // moved its focus meanwhile.
    const canvas = page.locator('[data-testid=tree-canvas]');
    await canvas.press('ArrowDown');
    await page.locator('[data-testid=tree-focused]').getByText(tree.names[tree.parents.indexOf(0)]).waitFor({ state: 'attached' });
    // Opened while the view still moves (a zoom under way) and the member's page loads slowly, as on a phone:
    // the tree's last moves must not write its view into the member's address.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await canvas.press('+');
    await canvas.press('Enter');
    await page.waitForURL(`${portal.url}/family-members/${firstChild}`);
    await page
      .getByRole('heading', { name: tree.names[tree.parents.indexOf(0)] })
      .first()
      .waitFor();
    expect(page.url()).toBe(`${portal.url}/family-members/${firstChild}`);
    await page.context().close();
  });

  test('the address keeps the view, so a shared link opens on the same people in another language', async () => {
    const page = await openTree('en');
    const canvas = page.locator('[data-testid=tree-canvas]');
    await canvas.press('+');
    await canvas.press('+');
    await page.waitForURL(/[?&]z=/);
    const { shared, ids } = await settledView(page);
    const ar = await openTree('ar', `${shared.pathname}${shared.search}`);
    expect(await placedIds(ar)).toEqual(ids);
    await Promise.all([page.context().close(), ar.context().close()]);
  });

  test('the search finds a member, the tree flies there and marks the line from the root', async () => {
    const page = await openTree('en');
    const tree = await treeOf(page, 1);
    const i = deepUnique(tree, 3);
    const id = tree.ids[i];
    const father = tree.parents[i];
    const row = [tree.names[i], tree.names[father], tree.names[tree.parents[father]]].join(' ');
    await page.locator('#tree-search').fill(tree.names[i]);
    await page.locator('[data-testid=tree-search-results] [role=button]', { hasText: row }).first().click();
    // The canvas has the keyboard, on the found member, at the centre once the flight lands.
    await page.locator('[data-testid=tree-focused]').getByText(tree.names[i]).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('tree-canvas');
    const box = (await page.locator('[data-testid=tree-canvas]').boundingBox())!;
    await page.waitForFunction(
      ([member, cx, cy]) => {
        const li = document.querySelector(`[data-testid=tree-people] li[data-id="${member}"]`);
        return (
          li && Math.abs(Number(li.getAttribute('data-screen-x')) - cx) <= 2 && Math.abs(Number(li.getAttribute('data-screen-y')) - cy) <= 2
        );
      },
      [id, box.width / 2, box.height / 2],
    );
    await page.waitForURL(new RegExp(`[?&]focus=${id}\\b`));
    // The marked line names everyone from the root down to the member.
    const line = await page.locator('[data-testid=tree-found]').textContent();
    const names = [i, father, tree.parents[father], 0].map((j) => tree.names[j]);
    for (const name of names) expect(line).toContain(name);
    expect(line!.indexOf(tree.names[0])).toBeLessThan(line!.indexOf(tree.names[i]));
    await page.context().close();
  });

  test('a branch folds with the keyboard, stays folded in the address, and unfolds with a tap on its control', async () => {
    // A view in the address and nothing folded: the first look's folding is not asked for.
    const page = await openTree('en', '/family-tree/1?view=all&cx=0&cy=4&z=0.5');
    const tree = await treeOf(page, 1);
    const child = tree.parents.indexOf(0);
    const below = (ids: number[]) => {
      const inBranch = new Set([child]);
      for (let i = child + 1; i < tree.ids.length; i++) if (inBranch.has(tree.parents[i])) inBranch.add(i);
      inBranch.delete(child);
      return ids.filter((id) => inBranch.has(tree.ids.indexOf(id)));
    };
    const shown = async () => (await placed(page)).map((p) => p.id);
    expect(below(await shown()).length).toBeGreaterThan(0);

    const canvas = page.locator('[data-testid=tree-canvas]');
    await canvas.press('ArrowDown');
    await canvas.press('Space');
    await page.waitForURL(new RegExp(`[?&]folded=${tree.ids[child]}\\b`));
    await page.waitForFunction(() => /hidden/.test(document.querySelector('[data-testid=tree-focused]')!.textContent!));
    expect(await page.locator('[data-testid=tree-focused]').textContent()).toMatch(/branch folded: \d+ people hidden/);
    await page.waitForFunction(
      (id) => !!document.querySelector(`[data-testid=tree-people] li[data-id="${id}"] a`)?.textContent?.includes('hidden'),
      tree.ids[child],
    );
    expect(below(await shown())).toEqual([]);
    // The same address opens with the branch still folded.
    const again = await openTree('en', new URL(page.url()).pathname + new URL(page.url()).search);
    await again.locator(`[data-testid=tree-people] li[data-id="${tree.ids[child]}"]`).waitFor({ state: 'attached' });
    expect(below((await placed(again)).map((p) => p.id))).toEqual([]);
    await again.context().close();

    // A tap on the folded member's "+n" brings the branch back.
    const item = page.locator(`[data-testid=tree-people] li[data-id="${tree.ids[child]}"]`);
    const [x, y] = await Promise.all([item.getAttribute('data-toggle-x'), item.getAttribute('data-toggle-y')]);
    const box = (await page.locator('[data-testid=tree-canvas]').boundingBox())!;
    await page.mouse.click(box.x + Number(x), box.y + Number(y));
    await page.waitForFunction(() => !/[?&]folded=/.test(location.search));
    await page.waitForFunction(() => !/hidden/.test(document.querySelector('[data-testid=tree-people]')!.textContent!));
    expect(below(await shown()).length).toBeGreaterThan(0);
    expect(page.url()).toContain('/family-tree/1');
    await page.context().close();
  });

  /** Chooses member `i` for the relation through the search: the first from its button, the second as the guide then asks. */
  async function chooseBySearch(page: Page, lang: Language, slot: 'first' | 'second', tree: TreeColumns, i: number) {
    if (slot === 'first') await page.getByRole('button', { name: text(lang, 'tree.kin.choose.first') }).click();
    await page
      .locator('[data-testid=tree-kin-guide]')
      .getByText(text(lang, `tree.kin.guide.${slot}`))
      .waitFor();
    await page.locator('#tree-search').fill(tree.names[i]);
    await page
      .locator('[data-testid=tree-search-results] [role=button]', { hasText: rowOf(tree, i) })
      .first()
      .click();
  }

  // In Arabic, the family's language: the relation's words in each language are the unit tests' (tree-kinship), the
  // finder in English and Arabic the component tests' (relation-finder).
  test.each<Language>(['ar'])('two people chosen with the search are named cousins, through their grandfather (%s)', async (lang) => {
    const page = await openTree(lang);
    const tree = await treeOf(page, 1);
    const [a, b] = cousins(tree);
    await chooseBySearch(page, lang, 'first', tree, a);
    await chooseBySearch(page, lang, 'second', tree, b);
    const gender = tree.genders[b] as 'm' | 'f';
    const kin = page.locator('[data-testid=tree-kin]');
    await kin.getByText(KIN[lang][gender]).waitFor();
    const said = (await kin.textContent())!.replace(/[\u2068\u2069]/g, '');
    expect(said).toContain(text(lang, `tree.kin.is.${gender}`, { other: tree.names[b], term: COUSIN_OF[lang](gender, tree.names[a]) }));
    expect(said).toContain(text(lang, 'tree.kin.ancestor', { name: '' }).trim());
    expect(said).toContain(tree.names[0]);
    // Both are in view, the path between them drawn.
    await page.waitForFunction(
      (ids) => ids.every((id) => document.querySelector(`[data-testid=tree-people] li[data-id="${id}"]`)),
      [tree.ids[a], tree.ids[b]],
    );
    await page.context().close();
  });

  test('a member whose account is linked is "you": a tap on the tree names the relation to them', async () => {
    const admin = await apiAs(portal.url, 'ADMIN');
    const page = await openTree('en');
    const tree = await treeOf(page, 1);
    const [a, b] = cousins(tree);
    await page.context().close();
    expect((await admin('PUT', `/api/auth/users/familymember`, { memberId: tree.ids[a] })).status).toBe(200);
    try {
      const linked = await openTree('en');
      const panel = linked.getByRole('region', { name: text('en', 'tree.kin.title') });
      await panel.getByText(text('en', 'tree.kin.you')).waitFor();
      expect(await panel.textContent()).toContain(tree.names[a]);
      expect(await panel.getByRole('button', { name: text('en', 'tree.kin.choose.first') }).count()).toBe(0);
      // The second person chosen with a tap: found with the search, they land at the centre of the drawing.
      await linked.locator('#tree-search').fill(tree.names[b]);
      await linked
        .locator('[data-testid=tree-search-results] [role=button]', { hasText: rowOf(tree, b) })
        .first()
        .click();
      const box = (await linked.locator('[data-testid=tree-canvas]').boundingBox())!;
      await linked.waitForFunction(
        ([id, cx, cy]) => {
          const li = document.querySelector(`[data-testid=tree-people] li[data-id="${id}"]`);
          return (
            li &&
            Math.abs(Number(li.getAttribute('data-screen-x')) - cx) <= 2 &&
            Math.abs(Number(li.getAttribute('data-screen-y')) - cy) <= 2
          );
        },
        [tree.ids[b], box.width / 2, box.height / 2],
      );
      await panel.getByRole('button', { name: text('en', 'tree.kin.choose.second') }).click();
      // The button is below the drawing: the page may have scrolled to it.
      const now = (await linked.locator('[data-testid=tree-canvas]').boundingBox())!;
      await linked.mouse.click(now.x + now.width / 2, now.y + now.height / 2);
      const term = KIN.en[tree.genders[b] as 'm' | 'f'];
      await linked.locator('[data-testid=tree-kin]').getByText(`is your ${term}`).waitFor();
      // Choosing is not opening: the page stayed.
      expect(linked.url()).toContain('/family-tree/1');
      await linked.context().close();
    } finally {
      await admin('PUT', `/api/auth/users/familymember`, { memberId: null });
    }
  });

  test('the part on screen saves as a PNG picture and as an SVG drawing naming the people shown; the whole tree shown as a poster', async () => {
    const page = await openTree('en');
    const save = async (label: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
      return { name: file.suggestedFilename(), data: await readFile((await file.path())!) };
    };
    const png = await save(text('en', 'tree.export.png'));
    expect(png.name).toBe('family-tree-1.png');
    expect(png.data.length).toBeGreaterThan(1000);
    expect(png.data.subarray(1, 4).toString()).toBe('PNG');
    const svg = await save(text('en', 'tree.export.svg'));
    expect(svg.name).toBe('family-tree-1.svg');
    const drawing = svg.data.toString('utf8');
    expect(drawing).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const shown = await placed(page);
    expect(shown.length).toBeGreaterThan(10);
    const tree = await treeOf(page, 1);
    // A folded member's name says how many its branch holds: "Ibrahim (+66)".
    const named = (svgText: string, i: number) => new RegExp(`>${tree.names[i]}( \\(\\+\\d+\\))?</text>`).test(svgText);
    for (const { id } of shown) expect(named(drawing, tree.ids.indexOf(id))).toBe(true);

    // The whole tree as the first look shows it (the root, its children and grandchildren, as cards), whatever is on screen.
    await page.locator('[data-testid=tree-canvas]').press('+');
    const whole = await save(text('en', 'tree.export.whole'));
    expect(whole.name).toBe('family-tree-1-whole.svg');
    const poster = whole.data.toString('utf8');
    const firstGenerations = tree.ids
      .map((_, i) => i)
      .filter((i) => i === 0 || tree.parents[i] === 0 || tree.parents[tree.parents[i]] === 0);
    for (const i of firstGenerations) expect(named(poster, i), tree.names[i]).toBe(true);
    expect(poster).toContain('<rect');
    await page.context().close();
  });

  test.each<Language>(['en'])('an unknown root says it is not in the tree (%s)', async (lang) => {
    const page = await portal.page(lang);
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-tree/987654`);
    await page.getByText(text(lang, 'tree.notFound')).waitFor();
    await page.context().close();
  });

  test.each(LANGUAGES)(
    'axe finds no serious violation (%s)',
    async (lang) => {
      const page = await openTree(lang);
      expect(await seriousViolations(page)).toEqual([]);
      // With the new controls in use: search results listed, a relation named, a branch folded.
      const tree = await treeOf(page, 1);
      const [a, b] = cousins(tree);
      await chooseBySearch(page, lang, 'first', tree, a);
      await chooseBySearch(page, lang, 'second', tree, b);
      await page
        .locator('[data-testid=tree-kin]')
        .getByText(KIN[lang][tree.genders[b] as 'm' | 'f'])
        .waitFor();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: text(lang, 'tree.kin.choose.first') }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
