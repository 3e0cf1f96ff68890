// A member's record on a large family (issue 9 speed goal): npx tsx bench/member-detail.ts [members]
// (default 100000). Adds that many members to the built portal's demo family (the seed command, into the
// running portal's database), links the demo family member's account to one deep in the tree, and opens
// its record on the phone profile of bench/weight.ts (CPU 4x slower, cache disabled): by its address with
// nothing cached, and from the home page's "My record". Prints the time until the member's name is on
// screen, per visit and as the median; target 1.0 s. Run `npm run build` first; figures move with the
// machine's load.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { apiAs } from '../test/e2e/fixtures/api.ts';
import { contextIn, launchBrowser, signInAs } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { startPortal } from '../test/e2e/fixtures/portal.ts';
import { ROOT } from '../test/support/server-process.ts';
import { median, timeFirstView, type Arrival } from './support/first-view.ts';

const members = Number(process.argv[2] ?? 100_000);
const RUNS = 5;
const TARGET_MS = 1000;

const portal = await startPortal();
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
try {
  const started = Date.now();
  execFileSync('npx', ['tsx', 'server/seed/cli.ts', '--members', String(members), '--seed', '7'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: portal.dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; machine load average ${loadavg()[0].toFixed(1)}: figures grow with it`,
  );

  // The deepest member: the longest name chain to draw.
  const admin = await apiAs(portal.url, 'ADMIN');
  const range = encodeURIComponent(JSON.stringify([0, 0]));
  const newest = await admin<Array<{ id: number; name: string }>>(
    'GET',
    `/api/v1/members?range=${range}&sort=${encodeURIComponent('["id","DESC"]')}`,
  );
  const member = newest.json[0];
  if ((await admin('PUT', '/api/auth/users/familymember', { memberId: member.id })).status !== 200) throw new Error('link failed');

  const login = await (await contextIn(browser, 'ar')).newPage();
  await signInAs(login, portal.url, 'BISH');
  const user = await login.evaluate(() => localStorage.getItem('user')!);
  await login.context().close();

  const view = {
    user,
    path: `/family-members/${member.id}`,
    from: '/',
    marks: ['name'],
    watch: `
      new MutationObserver(() => {
        if (window.__marks.name === undefined && document.querySelector('main h1')?.textContent.includes(${JSON.stringify(member.name)}))
          window.__marks.name = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });`,
  };
  await timeFirstView(browser, portal.url, view, 'cold'); // warm-up: the server's first answers
  console.log(`member ${member.id} (${member.name}), ${members} members added to the demo family`);
  for (const arrival of ['app', 'cold'] as Arrival[]) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timeFirstView(browser, portal.url, view, arrival)).name);
    const at = median(times);
    console.log(
      `${arrival === 'app' ? 'From the home page\'s "My record"' : 'By its address, nothing cached'}: ` +
        `${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${at.toFixed(0)} ms (target ${TARGET_MS} ms: ${at <= TARGET_MS ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
