// The tree in the browser (issue goals P1 and P2): npx tsx bench/tree-canvas.ts [members] (default
// 100000). The answers are a synthetic family put through the server's own compactTree and closeFamily
// and handed to the page by request interception, so the figures are the browser's: no database, no
// network. P1: time from navigation to the tree's first frame (the page's `tree-first-frame` mark), phone
// profile (412x823, CPU 4x slower), the median of 5 loads, for 100 members and for [members]: the page's first look (the family
// view of the deepest member), the whole-family overview, the focus view, the pedigree and the fan chart, each beside
// the stack's floor loaded in the same turns (bench/stack-floor/: React, React Router and MUI in the portal's theme
// frame drawing five cards; what no page of the portal can beat on the machine at hand). P2: while the overview is dragged and wheel-zoomed at a zoom
// showing about 5,000 members, desktop and phone, p50 and p95 of the main thread's work per frame (from a
// trace) and of the interval between frames, with the frames that came late. P3b: the page's
// JavaScript heap with the overview of [members] drawn and moved.
// Run `npm run build` first.
import type { Browser, Page } from 'playwright-core';
import type { MemberRecord } from '../common/generated/types.ts';
import { ancestors, MAX_GENERATIONS } from '../server/features/tree/ancestors.ts';
import { closeFamily, type CloseFamilySource } from '../server/features/tree/close-family.ts';
import { familyView } from '../server/features/tree/family-view.ts';
import { childrenByParent, compactTree, type TreeRow } from '../server/features/tree/compact-tree.ts';
import { contextIn, launchBrowser, signInAs } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { startPortal } from '../test/e2e/fixtures/portal.ts';
import { serveStackFloor } from './support/stack-floor.ts';
import { FIRST_FRAME_MARK } from '../src/public-site/pages/tree/firstFrame.ts';

const members = Number(process.argv[2] ?? 100_000);
const PHONE = { width: 412, height: 823 };
/** Each P1 figure is the median of this many loads: one load's time moves by a few hundred milliseconds on a busy machine. */
const P1_LOADS = 5;
const DESKTOP = { width: 1280, height: 900 };

/** A family of `n`: each member's parent drawn among the members of the previous generations, seeded. */
function family(n: number): TreeRow[] {
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

/** The answers the tree page asks for: the whole tree, the root's close family, and the deepest member's family and ancestors (no marriages recorded). */
async function answers(rows: readonly TreeRow[]): Promise<Answers> {
  const byId = new Map(rows.map((r) => [r.id, { ...r, lifeStatus: 'living' } as MemberRecord]));
  const children = childrenByParent(rows);
  const members = async (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const deepest = rows.at(-1)!.id;
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
    deepest,
  );
  const pedigree = await ancestors({ members, partners: async () => [] }, deepest, MAX_GENERATIONS);
  return {
    tree: JSON.stringify(compactTree(rows, 1, 1)),
    around: JSON.stringify(await closeFamily(memorySource(rows), 1, 1, 1)),
    family: JSON.stringify(family),
    ancestors: JSON.stringify({ generations: MAX_GENERATIONS, ancestors: pedigree }),
    deepest,
  };
}

interface Answers {
  tree: string;
  around: string;
  family: string;
  ancestors: string;
  /** The member the family view, the pedigree and the fan are centred on. */
  deepest: number;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? NaN;

/** The signed-in family member's stored session, read once: the login form limits repeated sign-ins. */
async function signedIn(browser: Browser, url: string): Promise<string> {
  const page = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(page, url, 'BISH');
  const user = await page.evaluate(() => localStorage.getItem('user')!);
  await page.context().close();
  return user;
}

async function openTree(
  browser: Browser,
  url: string,
  user: string,
  body: Answers,
  viewport: typeof PHONE,
  slow: boolean,
  query = '',
): Promise<Page> {
  const context = await contextIn(browser, 'ar', { viewport });
  await context.addInitScript((stored) => localStorage.setItem('user', stored), user);
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
  await page.route(`**/api/v1/tree/family/${body.deepest}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: body.family }),
  );
  await page.route(`**/api/v1/tree/ancestors/${body.deepest}?*`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: body.ancestors }),
  );
  if (slow) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const painted = page.waitForEvent('console', { predicate: (message) => message.text() === FIRST_FRAME_MARK, timeout: 120_000 });
  await page.goto(`${url}/family-tree/1${query.replace('{deepest}', String(body.deepest))}`);
  await painted;
  return page;
}

const firstFrame = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, FIRST_FRAME_MARK);

/** How many members the list for screen readers counts in view (listed plus "and N more"). */
async function inView(page: Page): Promise<number> {
  await page.waitForTimeout(700);
  return page.locator('[data-testid=tree-people]').evaluate((nav) => {
    const listed = nav.querySelectorAll('li').length;
    const more = Number(
      (nav.querySelector('p')?.textContent ?? '').replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)) || 0,
    );
    return listed + more;
  });
}

interface Moving {
  /** Time between one animation frame and the next: the display's refresh interval when no frame is missed. */
  intervals: number[];
  /** The page's main-thread work in each of those intervals (tasks in the browser's trace): what a frame costs. */
  work: number[];
}

/** A task on a thread in the browser's trace (Chrome's trace event format: times in microseconds). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

const MOVING_MARK = 'bench-moving';

/**
 * Frames while the mouse drags the view and the wheel zooms it: their intervals, read from the page's
 * animation frames, and the main thread's work within each, read from a trace of the same time. An
 * interval cannot be shorter than the display's refresh (16.7 ms at 60 Hz) however cheap the frame; the
 * work says how much of it the tree used.
 */
async function moving(page: Page): Promise<Moving> {
  const box = (await page.locator('[data-testid=tree-canvas]').boundingBox())!;
  await page
    .context()
    .browser()!
    .startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
  // A string, not a function: the bundler's helpers (keepNames) do not exist in the page.
  await page.evaluate(`
    performance.mark(${JSON.stringify(MOVING_MARK)});
    window.__frames = [];
    const tick = (now) => { window.__frames.push(now); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  `);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; i < 60; i++) await page.mouse.move(cx + Math.sin(i / 6) * 120, cy + Math.cos(i / 6) * 60);
  await page.mouse.up();
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, i < 10 ? -40 : 40);
  const { frames, markedAt } = await page.evaluate((mark) => {
    const frames = (window as unknown as { __frames: number[] }).__frames;
    (window as unknown as { __frames: number[] }).__frames = [];
    return { frames, markedAt: performance.getEntriesByName(mark)[0].startTime };
  }, MOVING_MARK);
  const trace = JSON.parse((await page.context().browser()!.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

  // The page's main thread is the one that wrote the mark; its clock is the trace's, shifted.
  const mark = trace.traceEvents.find((e) => e.name === MOVING_MARK)!;
  const offset = mark.ts / 1000 - markedAt;
  // Each task the thread runs (the `toplevel` category's name for it), as [start, end] in the page's clock.
  const tasks = trace.traceEvents
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid)
    .map((e) => [e.ts / 1000 - offset, (e.ts + e.dur!) / 1000 - offset]);
  const intervals: number[] = [];
  const work: number[] = [];
  for (let i = 1; i < frames.length; i++) {
    const [from, to] = [frames[i - 1], frames[i]];
    intervals.push(to - from);
    work.push(tasks.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(to, end) - Math.max(from, start)), 0));
  }
  return { intervals, work };
}

/**
 * The page's JavaScript memory in use once collected, in MB (the browser's own count, through DevTools):
 * the heap, and the array buffers the layout keeps outside it, counted with it.
 */
async function heapMb(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const buffers = usage.backingStorageSize ?? 0;
  return `${mb(usage.usedSize + buffers)} MB (heap ${mb(usage.usedSize)}, array buffers ${mb(buffers)})`;
}

const portal = await startPortal();
const floor = await serveStackFloor();
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
try {
  const user = await signedIn(browser, portal.url);
  const small = await answers(family(100));
  const large = await answers(family(members));
  console.log(
    `tree answer: ${(large.tree.length / 1024).toFixed(0)} KB of JSON for ${members} members; the root's close family: ${(large.around.length / 1024).toFixed(1)} KB`,
  );

  for (const [look, query] of [
    ['the first look (family view of the deepest member)', '?focus={deepest}'],
    ['the overview (?view=all)', '?view=all'],
    ['the focus view (?view=focus)', '?view=focus'],
    ['the pedigree of the deepest member (?view=ancestors)', '?view=ancestors&focus={deepest}'],
    ['the fan chart of the deepest member (?view=fan)', '?view=fan&focus={deepest}'],
  ] as const) {
    const frames: number[] = [];
    const floorLoads: number[] = [];
    for (const body of [small, large]) {
      const loads: number[] = [];
      for (let load = 0; load < P1_LOADS; load++) {
        const page = await openTree(browser, portal.url, user, body, PHONE, true, query);
        loads.push(await firstFrame(page));
        await page.context().close();
        // The floor in the same turns as the large family, so that both see the machine as it is then.
        if (body !== large) continue;
        const floorPage = await openTree(browser, floor.url, user, body, PHONE, true, query);
        floorLoads.push(await firstFrame(floorPage));
        await floorPage.context().close();
      }
      frames.push(percentile(loads, 0.5));
    }
    const [a, b] = frames;
    console.log(
      `P1 first frame, phone, ${look}: 100 members ${a.toFixed(0)} ms, ${members} members ${b.toFixed(0)} ms, ratio ${(b / a).toFixed(2)} (goal ≤ 1000 ms each, ratio ≤ 1.2); ` +
        `the stack's floor in the same turns ${percentile(floorLoads, 0.5).toFixed(0)} ms`,
    );
  }

  for (const [label, viewport, slow] of [
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    // A zoom showing about 5,000 members: halve or double until the count is near.
    let z = 0.05;
    let page = await openTree(browser, portal.url, user, large, viewport, slow, `?view=all&cx=0&cy=8&z=${z}`);
    let count = await inView(page);
    for (let i = 0; i < 6 && (count < 3500 || count > 7000); i++) {
      await page.context().close();
      z *= Math.sqrt(count / 5000);
      page = await openTree(browser, portal.url, user, large, viewport, slow, `?view=all&cx=0&cy=8&z=${z.toFixed(4)}`);
      count = await inView(page);
    }
    const { intervals, work } = await moving(page);
    const ms = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;
    console.log(
      `P2 ${label}: ${count} members in view (z=${z.toFixed(4)}), ${intervals.length} frames while moving: ` +
        `frame time (main-thread work per frame) ${ms(work)} (goal p95 ≤ 16 ms at desktop speed); ` +
        `frame interval ${ms(intervals)}, ${intervals.filter((t) => t > 1.5 * percentile(intervals, 0.5)).length} frames late`,
    );
    if (label === 'desktop')
      console.log(`P3b JS heap of the overview of ${members} members, after moving: ${await heapMb(page)} (goal ≤ 150 MB)`);
    await page.context().close();
  }
} finally {
  await browser.close();
  await floor.stop();
  await portal.stop();
}
