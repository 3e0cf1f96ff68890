// The family gallery on a phone (issue 11, P6): an album of 40 phone photos (4000x3000 JPEG, made
// here) opened on a phone profile. Prints the bytes of photos downloaded before the user scrolls or
// swipes against the originals' bytes (target ≤ 10 %), Cumulative Layout Shift (≤ 0.1) and the time
// to the first photo (≤ 1.5 s); and, for the uploads, the server's time per photo and its peak memory,
// three large uploads at once included (target: the server stays under 1 GB).
//
//   npm run build && npx tsx bench/gallery.ts [--photos=40]
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, cp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, launchBrowser, signInAs } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { ADMIN_PASSWORD } from '../test/e2e/fixtures/demo-template.ts';
import { freePort, ROOT, startServer } from '../test/support/server-process.ts';
import { PHONE } from './support/phone.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PHOTOS = Number(arg('photos') ?? 40);
const TARGETS = { bytesShare: 0.1, cls: 0.1, firstPhotoMs: 1500, peakMb: 1024 };

/** A 4000x3000 photo with a phone's weight: smooth shapes (noise blown up) and fine grain. */
async function phonePhoto(): Promise<Buffer> {
  const shapes = await sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(shapes.length);
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.min(255, Math.max(0, shapes[i] + ((grain[i] & 15) - 8)));
  return sharp(shapes, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The server process's peak resident memory so far, in MB (Linux). */
async function peakMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

function observeVitals() {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const workDir = await mkdtemp(join(tmpdir(), 'gallery-bench-'));
await Promise.all([mkdir(join(workDir, 'data')), cp(join(ROOT, 'dist'), join(workDir, 'dist'), { recursive: true })]);
const server = await startServer(await freePort(), {
  DATA_DIR: join(workDir, 'data'),
  DIST_DIR: join(workDir, 'dist'),
  DEMO: 'true',
  ADMIN_PASSWORD,
  LOG_LEVEL: 'warn',
});
const pid = server.child.pid!;
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
let failed = false;
try {
  const signin = await fetch(`${server.url}/api/auth/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.MODERATOR),
  });
  const auth = { Authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}` };
  const albumName = `Bench ${Date.now()}`;
  const album = (await (
    await fetch(`${server.url}/api/v1/albums`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: albumName, description: 'Forty phone photos' }),
    })
  ).json()) as { id: number };

  console.log(`making ${PHOTOS} photos of 4000x3000…`);
  const photos: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await phonePhoto());
  const originals = photos.reduce((sum, p) => sum + p.length, 0);
  const upload = async (photo: Buffer, n: number) => {
    const form = new FormData();
    form.append('imageName', `Photo ${n + 1}`);
    form.append('description', 'A phone photo');
    form.append('albumOfImage', albumName);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${n}.jpg`);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/images`, { method: 'POST', headers: auth, body: form });
    if (response.status !== 201) throw new Error(`upload ${n}: ${response.status} ${await response.text()}`);
    return performance.now() - started;
  };

  const baseline = await peakMb(pid);
  const half = Math.min(20, PHOTOS);
  const times: number[] = [];
  for (let i = 0; i < half; i++) times.push(await upload(photos[i], i));
  const sequentialPeak = await peakMb(pid);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`\nUpload of ${half} photos (${(originals / PHOTOS / 1e6).toFixed(1)} MB each on average), one at a time`);
  console.log(
    `  per photo: median ${Math.round(sorted[half >> 1])} ms, slowest ${Math.round(sorted[half - 1])} ms (request to answer, on this machine)`,
  );
  console.log(`  server peak memory: ${Math.round(sequentialPeak)} MB (${Math.round(baseline)} MB before the uploads)`);
  // The rest three at a time: the memory a few family members uploading together cost.
  for (let i = half; i < PHOTOS; i += 3) await Promise.all(photos.slice(i, i + 3).map((p, k) => upload(p, i + k)));
  const concurrentPeak = await peakMb(pid);
  failed ||= concurrentPeak > TARGETS.peakMb;
  console.log(`  three uploads at once: server peak memory ${Math.round(concurrentPeak)} MB (target ≤ ${TARGETS.peakMb} MB)`);

  const context = await browser.newContext(PHONE);
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  await signInAs(page, server.url, 'BISH');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let photoBytes = 0;
  let photoFiles = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/images/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    photoBytes += body.length;
    photoFiles += 1;
  });
  await page.goto(`${server.url}/family-gallery?album=${album.id}`);
  const firstPhotoMs = await page
    .waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('.yarl__slide_current img');
        return img?.complete && img.naturalWidth > 0 ? performance.now() : false;
      },
      undefined,
      { timeout: 30_000, polling: 16 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await context.close();

  const share = photoBytes / originals;
  failed ||= share > TARGETS.bytesShare || cls > TARGETS.cls || firstPhotoMs > TARGETS.firstPhotoMs;
  console.log(`\nOpening the album on a phone (412x823 at 1.75x, CPU 4x), before any scroll or swipe`);
  console.log(
    `  photos downloaded: ${(photoBytes / 1024).toFixed(0)} KB in ${photoFiles} files, ${(share * 100).toFixed(2)} % of the originals' ${(originals / 1e6).toFixed(0)} MB (target ≤ ${TARGETS.bytesShare * 100} %)`,
  );
  console.log(`  CLS: ${cls.toFixed(3)} (target ≤ ${TARGETS.cls})`);
  console.log(`  first photo shown after ${Math.round(firstPhotoMs)} ms (target ≤ ${TARGETS.firstPhotoMs} ms)`);
  console.log(failed ? '\nOVER TARGET' : '\nwithin targets');
} finally {
  await browser.close();
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
