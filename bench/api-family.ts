// API timings on a large family: npx tsx bench/api-family.ts [members] (default 50000).
// Uses a temporary SQLite database, or PostgreSQL when DATABASE_URL is set (its tables must be empty).
import { seedDemo } from '../server/seed/demo.ts';
import { BENCH_ADMIN_PASSWORD, openBenchApp } from './support/bench-app.ts';

const members = Number(process.argv[2] ?? 50_000);
const { app, close } = await openBenchApp();

try {
  const seeded = await seedDemo(app, { members });
  console.log(
    `seed: ${seeded.members} members, ${seeded.partners} partners, ${seeded.generations} generations in ${seeded.milliseconds} ms (${app.dialect})`,
  );
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/users/signin',
    payload: { username: 'admin', password: BENCH_ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${signin.json().accessToken as string}` };
  const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

  const cases: Array<[string, string]> = [
    ['tree (getrootmember)', '/api/v1/members/getrootmember'],
    ['list, one page of 25', `/api/v1/members?range=${q([0, 24])}&sort=${q(['name', 'ASC'])}`],
    ['list, text search', `/api/v1/members?range=${q([0, 24])}&filter=${q({ q: 'محمد' })}`],
    ['children of the root', '/api/v1/members/1/getchildren'],
    ['one member', `/api/v1/members/${Math.floor(members / 2)}`],
    ['full list (plain array)', '/api/v1/members'],
  ];
  for (const [label, url] of cases) {
    const runs = label.startsWith('full') || label.startsWith('tree') ? 5 : 50;
    let bytes = 0;
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      bytes = response.rawPayload.length;
    }
    const ms = (performance.now() - started) / runs;
    console.log(`${label.padEnd(26)} ${ms.toFixed(1).padStart(8)} ms/request  ${(bytes / 1024).toFixed(0).padStart(7)} KB`);
  }
} finally {
  await close();
}
