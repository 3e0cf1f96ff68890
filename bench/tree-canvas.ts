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
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { startPortal } from '../test/e2e/fixtures/portal.ts';
import { serveStackFloor } from './support/stack-floor.ts';
import { answers, family, firstFrame, openTree, percentile, PHONE_SIZE, signedIn } from './support/tree-loads.ts';

const members = Number(process.argv[2] ?? 100_000);
/** Each P1 figure is the median of this many loads: one load's time moves by a few hundred milliseconds on a busy machine. */
const P1_LOADS = 5;
const DESKTOP = { width: 1280, height: 900 };

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
    ['the first look (family view of the deepest member)', '?focus={centre}'],
    ['the overview (?view=all)', '?view=all'],
    ['the focus view (?view=focus)', '?view=focus'],
    ['the pedigree of the deepest member (?view=ancestors)', '?view=ancestors&focus={centre}'],
    ['the fan chart of the deepest member (?view=fan)', '?view=fan&focus={centre}'],
  ] as const) {
    const frames: number[] = [];
    const floorLoads: number[] = [];
    for (const body of [small, large]) {
      const loads: number[] = [];
      for (let load = 0; load < P1_LOADS; load++) {
        const page = await openTree(browser, portal.url, user, body, PHONE_SIZE, true, query);
        loads.push(await firstFrame(page));
        await page.context().close();
        // The floor in the same turns as the large family, so that both see the machine as it is then.
        if (body !== large) continue;
        const floorPage = await openTree(browser, floor.url, user, body, PHONE_SIZE, true, query);
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
    ['phone', PHONE_SIZE, true],
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
