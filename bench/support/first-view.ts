// How long a page takes to show its first useful screen on the phone profile, arriving either by its
// address with nothing cached (the portal's own code loads too) or from a link inside the portal already
// open, as a member does. The page is watched by a script that sets `window.__marks.<name>` the first
// time each thing it waits for is on screen; the times are from the navigation, or from the click.
import type { Browser } from 'playwright-core';
import { PHONE } from './phone.ts';

/** `cold`: opened by its address, nothing cached; `app`: reached from a link on `from`, the portal open. */
export type Arrival = 'cold' | 'app';

export interface FirstView {
  /** The signed-in account as the portal stores it (`localStorage.user`). */
  user: string;
  /** The page measured, e.g. `/family-members/12`. */
  path: string;
  /** For `app` arrivals: the page holding the link to `path`, e.g. `/`. */
  from: string;
  /**
   * A script run in the page before its own code: it sets `window.__marks[name] = performance.now()` once
   * per mark. A string, not a function: the bundler's helpers (keepNames) do not exist in the page.
   */
  watch: string;
  /** The marks every visit waits for. */
  marks: readonly string[];
}

interface Watched {
  __t0?: number;
  __marks: Record<string, number>;
  __watchMarks: () => void;
}

/**
 * The console line the page writes once every mark is set. Waiting for it runs nothing in the page;
 * polling with page.waitForFunction would run Playwright's own script on the very main thread the visit
 * is timed on (some 40 ms at 4x, in the middle of the portal's start).
 */
const ALL_MARKED = 'first-view: all marked';

/** The page's side: `window.__marks`, which writes ALL_MARKED once it holds every name; `__watchMarks()` starts it afresh. */
const markWatcher = (names: readonly string[]) => `
  window.__watchMarks = () => {
    window.__marks = new Proxy({}, {
      set: (marks, name, at) => {
        marks[name] = at;
        if (${JSON.stringify(names)}.every((n) => n in marks)) console.debug(${JSON.stringify(ALL_MARKED)});
        return true;
      },
    });
  };
  window.__watchMarks();`;

/** One visit in a fresh context (Arabic, phone profile, CPU 4x slower, cache disabled): each mark's time in ms. */
export async function timeFirstView(browser: Browser, url: string, view: FirstView, arrival: Arrival): Promise<Record<string, number>> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript((stored) => {
    localStorage.setItem('selectedLanguage', 'ar');
    localStorage.setItem('user', stored);
  }, view.user);
  await context.addInitScript(markWatcher(view.marks));
  await context.addInitScript(view.watch);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    const marked = () => page.waitForEvent('console', { predicate: (message) => message.text() === ALL_MARKED, timeout: 60_000 });
    let allMarked: Promise<unknown>;
    if (arrival === 'cold') {
      allMarked = marked();
      await page.goto(`${url}${view.path}`);
    } else {
      await page.goto(`${url}${view.from}`);
      const link = page.locator(`main a[href="${view.path}"]`);
      await link.waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as Watched).__t0 = performance.now();
        (window as unknown as Watched).__watchMarks();
      });
      allMarked = marked();
      await link.click();
    }
    await allMarked;
    return await page.evaluate(() => {
      const { __t0 = 0, __marks } = window as unknown as Watched;
      return Object.fromEntries(Object.entries(__marks).map(([name, at]) => [name, at - __t0]));
    });
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
