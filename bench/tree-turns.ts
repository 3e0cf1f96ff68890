// Two builds of the portal, their tree page loaded in turns: npx tsx bench/tree-turns.ts <dist A> <dist B> [loads] [query]
// (each folder a copy of `dist/` made by `npm run build`; 10 loads by default). For a change to the tree page or the
// frame around it whose gain is smaller than the machine's own moves between runs: each build serves the demo family on
// a server of its own, and the loads alternate A, B, A, B, so that both see the machine alike. Each load is the look
// the query asks for (by default the family view, `?focus={centre}`; `?view=focus`, `?view=all`,
// `?view=ancestors&focus={centre}`) of a 2,000-member family made as tree-canvas.ts makes it, centred on its member
// with the most brothers, sisters and cousins (a relative in a large family), on the phone profile (CPU 4x slower).
// Printed per build: the medians of the first frame (the page's `tree-first-frame` mark) and, for the family view, of
// the last row of cards drawn (the brothers and sisters and the cousins come a moment later), and each load's figures.
import type { FamilyView } from '../common/generated/api.ts';
import { childrenByParent, type TreeRow } from '../server/features/tree/compact-tree.ts';
import { launchBrowser } from '../test/e2e/fixtures/browser.ts';
import { FULL_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { startPortal } from '../test/e2e/fixtures/portal.ts';
import { answers, family, firstFrame, openTree, percentile, PHONE_SIZE, rowsDrawn, signedIn } from './support/tree-loads.ts';

const [distA, distB, loadsArg, query = '?focus={centre}'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: npx tsx bench/tree-turns.ts <dist A> <dist B> [loads]');
const loads = Number(loadsArg ?? 10);
/** Large enough that someone in it has a dozen brothers, sisters and cousins; the family view's answer holds only those near them. */
const FAMILY_SIZE = 2000;

const rows = family(FAMILY_SIZE);
const byId = new Map(rows.map((row) => [row.id, row]));
const childrenOf = childrenByParent(rows);
/** A member's brothers, sisters and cousins on the father's side: the grandfather's grandchildren but the member. */
const kinOf = (row: TreeRow): number => {
  const grandfather = byId.get(byId.get(row.parentId ?? 0)?.parentId ?? 0);
  return grandfather ? (childrenOf.get(grandfather.id) ?? []).reduce((n, uncle) => n + (childrenOf.get(uncle.id)?.length ?? 0), -1) : 0;
};
const centre = rows.reduce((best, row) => (kinOf(row) > kinOf(best) ? row : best));
const body = await answers(rows, centre.id);
const { siblings, cousins } = JSON.parse(body.family) as FamilyView;
const kin = siblings.length + cousins.reduce((n, row) => n + row.children.length, 0);
const builds = [
  { name: 'A', dist: distA, portal: await startPortal({ DIST_DIR: distA }), frames: [] as number[], rows: [] as (number | undefined)[] },
  { name: 'B', dist: distB, portal: await startPortal({ DIST_DIR: distB }), frames: [] as number[], rows: [] as (number | undefined)[] },
];
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
try {
  const users = await Promise.all(builds.map((build) => signedIn(browser, build.portal.url)));
  console.log(
    `${query} of a ${FAMILY_SIZE}-member family, centred on member ${body.centre} (${kin} brothers, sisters and cousins): ` +
      `${loads} loads of each build, in turns, after one each`,
  );
  for (let load = -1; load < loads; load++) {
    for (const [i, build] of builds.entries()) {
      const page = await openTree(browser, build.portal.url, users[i], body, PHONE_SIZE, true, query, true);
      const frame = await firstFrame(page);
      const rows = await rowsDrawn(page);
      await page.context().close();
      if (load < 0) continue;
      build.frames.push(frame);
      build.rows.push(rows);
    }
  }
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
  for (const { name, dist, frames, rows } of builds) {
    // Only the family view draws rows of cards.
    const drawn = rows.filter((row) => row !== undefined);
    const last = drawn.length === rows.length ? `, last row drawn ${percentile(drawn, 0.5).toFixed(0)} ms` : '';
    console.log(
      `${name} (${dist}), ${query}: first frame ${percentile(frames, 0.5).toFixed(0)} ms${last} ` +
        `(medians; first frames ${list(frames)}${last && `; last rows ${list(drawn)}`})`,
    );
  }
} finally {
  await browser.close();
  for (const { portal } of builds) await portal.stop();
}
