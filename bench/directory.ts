// The family directory on a large family: npx tsx bench/directory.ts [members] (default 100000).
// Seeds a temporary SQLite database (or the empty PostgreSQL database of DATABASE_URL) with the demo
// family and prints p50/p95 of directory searches and pages through app.inject, signed in as a family member.
import { seedDemo } from '../server/seed/demo.ts';
import { bishHeaders, openBenchApp, percentile } from './support/bench-app.ts';

const members = Number(process.argv[2] ?? 100_000);
const RUNS = 200;
const WARMUP = 10;

const { app, close } = await openBenchApp();

try {
  const seeded = await seedDemo(app, { members });
  console.log(`seed: ${seeded.members} members, ${seeded.partners} partners in ${seeded.milliseconds} ms (${app.dialect})`);
  // The reader: a relative with family permission, who receives no private field.
  const headers = await bishHeaders(app);
  const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
  const search = (text: string) => `/api/v1/members?range=${q([0, 24])}&sort=${q(['id', 'ASC'])}&filter=${q({ q: text })}`;

  const cases: Array<[string, string]> = [
    ['search: one word (محمد)', search('محمد')],
    ['search: hamza-less (ابراهيم)', search('ابراهيم')],
    ['search: two-word chain (محمد سعيد)', search('محمد سعيد')],
    ['search: three-word chain (جميل عثمان جمال)', search('جميل عثمان جمال')],
    ['search: compound apart (عبد الله)', search('عبد الله')],
    ['search: one word (معاذ)', search('معاذ')],
    ['search: nobody (زززز)', search('زززز')],
    ['page of 25 by id', `/api/v1/members?range=${q([0, 24])}&sort=${q(['id', 'ASC'])}`],
    ['page of 25 by name', `/api/v1/members?range=${q([0, 24])}&sort=${q(['name', 'ASC'])}`],
    ['page of 25 by name, page 2000', `/api/v1/members?range=${q([50_000, 50_024])}&sort=${q(['name', 'ASC'])}`],
  ];
  console.log(`${'call'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'found'.padStart(8)}`);
  for (const [label, url] of cases) {
    const times: number[] = [];
    let found = '';
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (i >= WARMUP) times.push(ms);
      found = String(response.headers['content-range']).split('/')[1];
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(42)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${found.padStart(8)}`,
    );
  }
} finally {
  await close();
}
