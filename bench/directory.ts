// The family directory on a large family: npx tsx bench/directory.ts [members] [runs] (default 100000, 200).
// Seeds a temporary SQLite database, and the empty PostgreSQL database of DATABASE_URL when it is set, with
// the same demo family, and prints side by side the p50/p95 of directory searches and pages through
// app.inject on each, signed in as a family member, with PostgreSQL's p50 over SQLite's.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from '../server/seed/demo.ts';
import { bishHeaders, openBenchApp, percentile } from './support/bench-app.ts';

const members = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 200);
const WARMUP = 10;

interface Target {
  label: string;
  app: FastifyInstance;
  close: () => Promise<void>;
  headers: { authorization: string };
}

const targets: Target[] = [];
try {
  const databases = [
    { label: 'SQLite', databaseUrl: undefined },
    ...(process.env.DATABASE_URL ? [{ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL }] : []),
  ];
  for (const { label, databaseUrl } of databases) {
    const { app, close } = await openBenchApp({ databaseUrl });
    targets.push({ label, app, close, headers: { authorization: '' } });
    const seeded = await seedDemo(app, { members });
    // What autovacuum does on a running server soon after a bulk load (the dead rows of the seed's second
    // write of each member, the visibility map that index-only scans read); a test server may run without it.
    if (app.dialect === 'postgres') await sql`vacuum analyze members, partners`.execute(app.db);
    console.log(`${label}: seeded ${seeded.members} members, ${seeded.partners} partners in ${seeded.milliseconds} ms`);
    targets.at(-1)!.headers = await bishHeaders(app);
  }

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

  const columns = targets.map((t) => `${`${t.label} p50`.padStart(15)} ${'p95'.padStart(7)}`).join(' ');
  const ratio = targets.length > 1 ? ` ${'PG/SQLite'.padStart(9)}` : '';
  console.log(`${'call'.padEnd(42)} ${columns}${ratio} ${'found'.padStart(8)} same rows`);
  for (const [label, url] of cases) {
    // The databases take turns, request by request, so that the machine's load falls on both alike.
    const times = targets.map((): number[] => []);
    const answers = targets.map(() => ({ found: '', ids: '' }));
    for (let i = 0; i < WARMUP + RUNS; i++)
      for (const [n, { app, headers, label: db }] of targets.entries()) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${label} on ${db}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (i >= WARMUP) times[n].push(ms);
        answers[n] = {
          found: String(response.headers['content-range']).split('/')[1],
          ids: response
            .json<Array<{ id: number }>>()
            .map((r) => r.id)
            .join(','),
        };
      }
    const p50s = times.map((t) => percentile(t, 50));
    const figures = times.map((t, n) => `${p50s[n].toFixed(1).padStart(15)} ${percentile(t, 95).toFixed(1).padStart(7)}`).join(' ');
    const pgOverSqlite = targets.length > 1 ? ` ${(p50s[1] / p50s[0]).toFixed(2).padStart(9)}` : '';
    // The same family on both: the same total and the same records in the same order.
    const same = answers.every((a) => a.found === answers[0].found && a.ids === answers[0].ids) ? 'yes' : 'NO';
    console.log(
      `${label.padEnd(42)} ${figures}${pgOverSqlite} ${answers
        .map((a) => a.found)
        .join('/')
        .padStart(8)} ${same}`,
    );
  }
} finally {
  for (const t of targets) await t.close();
}
