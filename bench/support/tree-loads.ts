// The tree page's loads the browser benchmarks make (tree-canvas.ts, tree-turns.ts): a synthetic family put
// through the server's own compactTree, closeFamily, familyView and ancestors and handed to the page by request
// interception, the family member's stored session, and a load of the tree on the phone profile timed to its
// first frame (the page's `tree-first-frame` mark).
import type { Browser, Page } from 'playwright-core';
import type { MemberRecord } from '../../common/generated/types.ts';
import { ancestors, MAX_GENERATIONS } from '../../server/features/tree/ancestors.ts';
import { closeFamily, type CloseFamilySource } from '../../server/features/tree/close-family.ts';
import { familyView } from '../../server/features/tree/family-view.ts';
import { childrenByParent, compactTree, type TreeRow } from '../../server/features/tree/compact-tree.ts';
import { contextIn, signInAs } from '../../test/e2e/fixtures/browser.ts';
import { FIRST_FRAME_MARK } from '../../src/public-site/pages/tree/firstFrame.ts';

/** The phone's screen (its CPU is slowed 4x by `openTree`). */
export const PHONE_SIZE = { width: 412, height: 823 };

/** A family of `n`: each member's parent drawn among the members of the previous generations, seeded. */
export function family(n: number): TreeRow[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const rows: TreeRow[] = [{ id: 1, name: 'سالم', gender: 'male', parentId: null, birthdate: '1800-01-01' }];
  const names = ['أحمد', 'فاطمة', 'محمد', 'مريم', 'علي', 'خديجة', 'يوسف', 'آمنة'];
  for (let id = 2; id <= n; id++) {
    // Parents from the later half of the family so far: the tree grows generation by generation.
    const parent = rows[Math.floor(rows.length / 2 + random() * (rows.length / 2))];
    rows.push({ id, name: names[id % names.length], gender: id % 2 ? 'female' : 'male', parentId: parent.id, birthdate: null });
  }
  return rows;
}

/** The close-family queries over the rows in memory, as the database answers them. */
function memorySource(rows: readonly TreeRow[]): CloseFamilySource {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = childrenByParent(rows);
  return {
    async lineFrom(rootId, memberId) {
      const line: TreeRow[] = [];
      for (let r = byId.get(memberId); r; r = r.id === rootId || r.parentId === null ? undefined : byId.get(r.parentId)) line.unshift(r);
      return line[0]?.id === rootId ? line : undefined;
    },
    childrenOf: async (ids) => ids.flatMap((id) => children.get(id) ?? []),
    childCounts: async (ids) => new Map(ids.filter((id) => children.has(id)).map((id) => [id, children.get(id)!.length])),
  };
}

/**
 * The answers the tree page asks for: the whole tree, the root's close family, and the family and ancestors (no
 * marriages recorded) of `centre`, by default the deepest member.
 */
export async function answers(rows: readonly TreeRow[], centre = rows.at(-1)!.id): Promise<Answers> {
  const byId = new Map(rows.map((r) => [r.id, { ...r, lifeStatus: 'living' } as MemberRecord]));
  const children = childrenByParent(rows);
  const members = async (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const lineIds = (id: number): number[] => {
    const line: number[] = [];
    for (let m = byId.get(id); m; m = m.parentId ? byId.get(m.parentId) : undefined) line.unshift(m.id);
    return line;
  };
  const family = await familyView(
    {
      lineIds: async (id) => lineIds(id),
      members,
      childrenOf: async (ids) => ids.flatMap((id) => children.get(id) ?? []).map((r) => byId.get(r.id)!),
      childrenOfMarriages: async () => [],
      childCounts: async (ids) => new Map(ids.map((id) => [id, children.get(id)?.length ?? 0])),
      marriagesOf: async () => [],
      partner: async () => undefined,
    },
    centre,
  );
  const pedigree = await ancestors({ members, partners: async () => [] }, centre, MAX_GENERATIONS);
  return {
    tree: JSON.stringify(compactTree(rows, 1, 1)),
    around: JSON.stringify(await closeFamily(memorySource(rows), 1, 1, 1)),
    family: JSON.stringify(family),
    ancestors: JSON.stringify({ generations: MAX_GENERATIONS, ancestors: pedigree }),
    centre,
  };
}

export interface Answers {
  tree: string;
  around: string;
  family: string;
  ancestors: string;
  /** The member the family view, the pedigree and the fan are centred on. */
  centre: number;
}

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? NaN;

/** The signed-in family member's stored session, read once: the login form limits repeated sign-ins. */
export async function signedIn(browser: Browser, url: string): Promise<string> {
  const page = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(page, url, 'BISH');
  const user = await page.evaluate(() => localStorage.getItem('user')!);
  await page.context().close();
  return user;
}

export async function openTree(
  browser: Browser,
  url: string,
  user: string,
  body: Answers,
  viewport: typeof PHONE_SIZE,
  slow: boolean,
  query = '',
  watchRows = false,
): Promise<Page> {
  const context = await contextIn(browser, 'ar', { viewport });
  await context.addInitScript((stored) => localStorage.setItem('user', stored), user);
  if (watchRows) await context.addInitScript(followRows, ROWS_MARK);
  // The first frame is told on the console: polling with page.waitForFunction would run Playwright's own
  // script on the main thread whose start is timed.
  await context.addInitScript((mark) => {
    new PerformanceObserver((list) => void (list.getEntriesByName(mark).length > 0 && console.debug(mark))).observe({ type: 'mark' });
  }, FIRST_FRAME_MARK);
  const page = await context.newPage();
  await page.route('**/api/v1/tree/1', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: body.tree }));
  await page.route('**/api/v1/tree/1/around/1', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: body.around }),
  );
  await page.route(`**/api/v1/tree/family/${body.centre}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: body.family }),
  );
  await page.route(`**/api/v1/tree/ancestors/${body.centre}?*`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: body.ancestors }),
  );
  if (slow) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const painted = page.waitForEvent('console', { predicate: (message) => message.text() === FIRST_FRAME_MARK, timeout: 120_000 });
  await page.goto(`${url}/family-tree/1${query.replace('{centre}', String(body.centre))}`);
  await painted;
  return page;
}

export const firstFrame = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, FIRST_FRAME_MARK);

const ROWS_MARK = 'tree-rows-drawn';

/**
 * In the page: a mark at the frame after each new row of cards (a `section` with a name) comes into the document. The
 * family view draws its first rows at once and the brothers and sisters and the cousins a moment later.
 */
function followRows(mark: string) {
  let rows = 0;
  new MutationObserver(() => {
    const now = document.querySelectorAll('section[aria-label]').length;
    if (now <= rows) return;
    rows = now;
    requestAnimationFrame(() => setTimeout(() => performance.mark(mark)));
  }).observe(document, { childList: true, subtree: true });
}

/** When the last row of cards was drawn, once the page has been still for `settle` ms (`openTree` with `watchRows`); undefined when it drew none. */
export async function rowsDrawn(page: Page, settle = 1500): Promise<number | undefined> {
  await page.waitForTimeout(settle);
  return page.evaluate((mark) => performance.getEntriesByName(mark).at(-1)?.startTime, ROWS_MARK);
}
