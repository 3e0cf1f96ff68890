// The drawn family tree over the API (issue goal P3): npx tsx bench/tree.ts [members] (default 50000).
// Seeds a temporary SQLite database (or the empty PostgreSQL database of DATABASE_URL), then prints the
// server time of GET /api/v1/tree through app.inject, cold (the first request after a change of the
// tree lays it out and compresses it) and warm (served from the per-version cache), and its bytes on
// the wire with brotli and without compression; and the focus view's answer (a member's close family,
// GET /api/v1/tree/1/around/{id}) for members across the family.
import { seedDemo } from '../server/seed/demo.ts';
import { BENCH_ADMIN_PASSWORD, openBenchApp, percentile } from './support/bench-app.ts';

const members = Number(process.argv[2] ?? 50_000);
const { app, close } = await openBenchApp();

try {
  const seeded = await seedDemo(app, { members });
  console.log(`seed: ${seeded.members} members over ${seeded.generations} generations (${app.dialect})`);
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/users/signin',
    payload: { username: 'admin', password: BENCH_ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${signin.json().accessToken as string}`, 'accept-encoding': 'gzip, deflate, br' };
  const get = async (extra: Record<string, string> = {}) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/v1/tree', headers: { ...headers, ...extra } });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: response.rawPayload.length };
  };

  const cold: number[] = [];
  for (let i = 0; i < 5; i++) {
    // A rename moves the tree's version: the next request lays the tree out again.
    await app.repositories.members.update(1, { name: `الجد ${i}` });
    cold.push((await get()).ms);
  }
  const warm: number[] = [];
  let brotliBytes = 0;
  for (let i = 0; i < 50; i++) {
    const { ms, bytes } = await get();
    warm.push(ms);
    brotliBytes = bytes;
  }
  const plain = await get({ 'accept-encoding': 'identity' });
  console.log(
    `cold (after a change): p50 ${percentile(cold, 50).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms over ${cold.length}`,
  );
  console.log(
    `warm (cached):         p50 ${percentile(warm, 50).toFixed(1)} ms, p95 ${percentile(warm, 95).toFixed(1)} ms over ${warm.length}`,
  );
  console.log(
    `bytes: ${(brotliBytes / 1024).toFixed(0)} KB brotli, ${(plain.bytes / 1024).toFixed(0)} KB uncompressed (goal: at most 350 KB compressed)`,
  );

  const around: number[] = [];
  let aroundBytes = 0;
  for (let i = 0; i < 100; i++) {
    const id = 1 + Math.floor((i * seeded.members) / 100);
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/v1/tree/1/around/${id}`, headers });
    around.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
    aroundBytes = Math.max(aroundBytes, response.rawPayload.length);
  }
  console.log(
    `close family (focus view), 100 members across the family: p50 ${percentile(around, 50).toFixed(1)} ms, p95 ${percentile(around, 95).toFixed(1)} ms, largest ${(aroundBytes / 1024).toFixed(1)} KB`,
  );
} finally {
  await close();
}
