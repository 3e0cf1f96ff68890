// Weight and loading of a first visit to the home page (issue 4 targets): the JavaScript a visitor
// downloads (gzip, target ≤ 180 KB), Largest Contentful Paint (≤ 2.5 s) and Cumulative Layout Shift
// (≤ 0.1), in headless Chromium with a phone's viewport and a 4x slower CPU.
//
//   npm run build && npx tsx bench/weight.ts [--lang=ar|en|he] [--runs=5] [--network=slow4g]
//
// Timings are the median of --runs visits (3 by default) in fresh contexts with the cache disabled.
import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { startPortal } from '../test/e2e/fixtures/portal.ts';
import { LANGUAGE_COOKIE } from '../common/model/languages.ts';
import { PHONE } from './support/phone.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const langs = (arg('lang') ?? 'ar,en,he').split(',');
const slow4g = arg('network') === 'slow4g';
const runs = Number(arg('runs') ?? 3);

const TARGETS = { jsGzipKb: 180, lcpMs: 2500, cls: 0.1 };

/** Collects LCP and CLS from the first moment of the page (buffered entries included). */
function observeVitals() {
  const w = window as unknown as { __lcp: number; __cls: number };
  w.__lcp = 0;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!e.hadRecentInput) w.__cls += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slow4g) {
    // Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
  }
}

const portal = await startPortal();
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

interface Visit {
  scripts: Array<{ url: string; raw: number; gzip: number }>;
  lcp: number;
  cls: number;
}

async function visit(lang: string): Promise<Visit> {
  const context = await browser.newContext(PHONE);
  // A reader who chose the language: kept in local storage, and in the cookie the server reads to name its texts.
  await context.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: portal.url }]);
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  await throttle(await context.newCDPSession(page));
  const scripts: Visit['scripts'] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${portal.url}/`, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();
  await page
    .waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  await context.close();
  return { scripts, ...vitals };
}

let failed = false;
try {
  for (const lang of langs) {
    const visits: Visit[] = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(lang));
    const { scripts } = visits[0];
    const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
    const raw = scripts.reduce((s, x) => s + x.raw, 0);
    // A visit without an LCP entry (nothing painted before the observer was read) says nothing about speed.
    const measured = visits.filter((v) => v.lcp > 0);
    const lcp = median(measured.map((v) => v.lcp));
    const cls = Math.max(...visits.map((v) => v.cls));
    const adminLoaded = scripts.some((s) => /AdminApp/.test(s.url));
    const ok = gzip / 1024 <= TARGETS.jsGzipKb && lcp <= TARGETS.lcpMs && cls <= TARGETS.cls && !adminLoaded;
    failed ||= !ok;

    console.log(`\n/ in ${lang} (phone 412x823, CPU 4x${slow4g ? ', slow 4G' : ''}, ${runs} visits)`);
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(s.gzip).padStart(6)} KB gzip  ${kb(s.raw).padStart(6)} KB raw  ${s.url}`);
    console.log(`  JavaScript: ${kb(gzip)} KB gzip (${kb(raw)} KB raw) in ${scripts.length} files; target ≤ ${TARGETS.jsGzipKb} KB`);
    console.log(`  back office downloaded: ${adminLoaded ? 'YES' : 'no'}`);
    console.log(
      `  LCP median: ${Math.round(lcp)} ms of ${measured.length} visits [${measured.map((v) => Math.round(v.lcp)).join(', ')}] (target ≤ ${TARGETS.lcpMs})`,
    );
    console.log(`  CLS worst: ${cls.toFixed(3)} (target ≤ ${TARGETS.cls})   ${ok ? 'within targets' : 'OVER TARGET'}`);
  }
} finally {
  await browser.close();
  await portal.stop();
}
process.exitCode = failed ? 1 : 0;
