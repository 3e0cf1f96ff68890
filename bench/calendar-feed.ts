// The personal calendar feed of a large family: npx tsx bench/calendar-feed.ts [members] (default 50000).
// Seeds a temporary SQLite database (or the empty PostgreSQL database of DATABASE_URL) with the demo
// family and prints the server time of the feed (its first build after a change, then p50/p95 through
// app.inject), its size plain and gzipped, its events, and the time of the 304 a calendar app with the
// current version gets.
import { gzipSync } from 'node:zlib';
import { seedDemo } from '../server/seed/demo.ts';
import { bishHeaders, openBenchApp, percentile } from './support/bench-app.ts';

const members = Number(process.argv[2] ?? 50_000);
const RUNS = 20;
const WARMUP = 3;
const TARGET_MB = 10;

const { app, close } = await openBenchApp();

async function timed(label: string, request: () => Promise<{ statusCode: number }>, status: number): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const response = await request();
    const ms = performance.now() - started;
    if (response.statusCode !== status) throw new Error(`${label}: ${response.statusCode}`);
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} p50 ${percentile(times, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(6)} ms`,
  );
}

try {
  const seeded = await seedDemo(app, { members });
  console.log(`seed: ${seeded.members} members in ${seeded.milliseconds} ms (${app.dialect})`);
  // The reader: a relative with family permission, who receives no private field.
  const headers = await bishHeaders(app);
  const { url } = (await app.inject({ method: 'GET', url: '/api/v1/calendar/feed', headers })).json() as { url: string };
  const path = new URL(url).pathname;

  const started = performance.now();
  const feed = await app.inject({ method: 'GET', url: path });
  console.log(`first request (reads the family and builds the feed): ${(performance.now() - started).toFixed(0)} ms`);
  const body = feed.body;
  const events = body.split('BEGIN:VEVENT').length - 1;
  const yearly = body.split('RRULE:FREQ=YEARLY').length - 1;
  const mb = Buffer.byteLength(body) / 1024 / 1024;
  const gzipMb = gzipSync(body).length / 1024 / 1024;
  console.log(
    `feed: ${events} events (${yearly} yearly birthdays), ${mb.toFixed(2)} MB plain, ${gzipMb.toFixed(2)} MB gzip (target far under ${TARGET_MB} MB)`,
  );

  await timed('feed (200, full body)', () => app.inject({ method: 'GET', url: path }), 200);
  await timed('feed gzip (200)', () => app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } }), 200);
  const etag = String(feed.headers.etag);
  await timed('feed with current ETag (304)', () => app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } }), 304);
} finally {
  await close();
}
