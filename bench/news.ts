// The notification list with many notices (issue 12 speed goal): npx tsx bench/news.ts [notices]
// (default 1000). Seeds the built portal with that many notices through the API (the newest 30 with a
// picture), then opens /family-notification as the demo family member on the phone profile of
// bench/weight.ts (CPU 4x slower, cache disabled) and prints, per visit and as the median, the time
// from navigation to the first card on screen and to the first screen complete (its cards' pictures
// loaded); target 1.0 s.
// Run `npm run build` first; figures move with the machine's load.
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { apiAs } from '../test/e2e/fixtures/api.ts';
import { contextIn, DEMO_ACCOUNTS, launchBrowser, signInAs } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { startPortal } from '../test/e2e/fixtures/portal.ts';
import { median, timeFirstView, type Arrival } from './support/first-view.ts';

const notices = Number(process.argv[2] ?? 1000);
const RUNS = 5;
const WITH_PICTURE = 30;
const TARGET_MS = 1000;

async function seed(url: string): Promise<void> {
  const api = await apiAs(url, 'MODERATOR');
  const signin = await fetch(`${url}/api/auth/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.MODERATOR),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const create = async (n: number) => {
    const subject = `إعلان رقم ${n}`;
    const description = 'نلتقي يوم الجمعة في ساحة القرية بعد الصلاة. الجميع مدعو، أحضروا الأطفال والطعام.\n'.repeat(3);
    if (n <= notices - WITH_PICTURE) {
      const { status } = await api('POST', '/api/v1/notifications', { subject, description });
      if (status !== 201) throw new Error(`notice ${n}: ${status}`);
      return;
    }
    // A phone photo's size: the server makes the thumbnail the list shows.
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: (n * 37) % 256, g: 120, b: 80 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('notificationSubject', subject);
    form.append('notificationDescription', description);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${url}/api/v1/notifications`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`notice ${n}: ${response.status}`);
  };
  // In order, so that the newest (the first screen) are the ones with pictures.
  for (let n = 1; n <= notices; n += 8) await Promise.all(Array.from({ length: Math.min(8, notices - n + 1) }, (_, i) => create(n + i)));
}

/** Marks when the first card shows (`card`), and when every card picture in the first screen has loaded (`screen`). */
const WATCH_FIRST_SCREEN = `
  const check = () => {
    if (document.querySelectorAll('main article').length === 0) return;
    if (window.__marks.card === undefined) window.__marks.card = performance.now();
    const pictures = [...document.querySelectorAll('main article img')].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
    if (window.__marks.screen === undefined && pictures.length > 0 && pictures.every((img) => img.complete && img.naturalWidth > 0))
      window.__marks.screen = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  document.addEventListener('load', check, true);
`;

const portal = await startPortal();
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
try {
  const started = Date.now();
  await seed(portal.url);
  console.log(`machine load average ${loadavg()[0].toFixed(1)}: figures grow with it`);
  console.log(`${notices} notices seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const login = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(login, portal.url, 'BISH');
  const user = await login.evaluate(() => localStorage.getItem('user')!);
  await login.context().close();

  const view = { user, path: '/family-notification', from: '/', watch: WATCH_FIRST_SCREEN, marks: ['card', 'screen'] };
  await timeFirstView(browser, portal.url, view, 'cold'); // warm-up: the server's first answers
  for (const arrival of ['app', 'cold'] as Arrival[]) {
    const visits = [];
    for (let i = 0; i < RUNS; i++) visits.push(await timeFirstView(browser, portal.url, view, arrival));
    console.log(
      arrival === 'app' ? 'From the home page tile (the portal already open):' : 'By its address, nothing cached (the portal loads too):',
    );
    for (const [i, v] of visits.entries())
      console.log(`  visit ${i + 1}: first card ${v.card.toFixed(0)} ms, first screen ${v.screen.toFixed(0)} ms`);
    const screen = median(visits.map((v) => v.screen));
    console.log(
      `  median: first card ${median(visits.map((v) => v.card)).toFixed(0)} ms, first screen ${screen.toFixed(0)} ms (target ${TARGET_MS} ms: ${screen <= TARGET_MS ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
