// Requests per second of the portal's request path against a bare Fastify hello, on the same machine in
// the same run: npx tsx bench/api-throughput.ts [--members=2000] [--seconds=10] [--connections=32] [--log=info].
//
// Each server runs in a child process of its own and autocannon loads it from this process, one target
// after the other, with the same connections and duration: a load generator in the server's own process
// takes its event loop from the server it measures, which on 2 cores would flatter neither figure
// honestly. The portal is built as server/main.ts builds it (buildApp, JSON log lines at the configured
// level, to /dev/null here) on a temporary SQLite database seeded with the demo family, and the member
// calls are made as the demo family member (BISH) with a token from a real sign-in.
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const option = (name: string, fallback: string): string =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** What a child server tells the bench once it listens. */
interface Ready {
  port: number;
  authorization?: string;
  memberId?: number;
}

async function serveHello(): Promise<Ready> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port };
}

async function servePortal(): Promise<Ready> {
  const { openBenchApp, bishHeaders } = await import('./support/bench-app.ts');
  const { seedDemo } = await import('../server/seed/demo.ts');
  const { app } = await openBenchApp({ logLevel: option('log', 'info') });
  await seedDemo(app, { members: Number(option('members', '2000')) });
  const { authorization } = await bishHeaders(app);
  const member = await app.db.selectFrom('members').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port, authorization, memberId: Number(member.id) };
}

const serving = option('serve', '');
if (serving) {
  const ready = await (serving === 'hello' ? serveHello() : servePortal());
  process.send!(ready);
  // The bench closing the channel (or ending) stops the server; a normal exit writes a --cpu-prof profile.
  process.once('disconnect', () => process.exit(0));
} else {
  const seconds = Number(option('seconds', '10'));
  const connections = Number(option('connections', '32'));

  /** Starts `what` in a child process (this file, with tsx's loader) and waits until it listens. */
  const start = (what: string): Promise<{ child: ChildProcess; ready: Ready }> =>
    new Promise((resolve, reject) => {
      const child = fork(process.argv[1], [...process.argv.slice(2), `--serve=${what}`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
      child.once('exit', (code) => reject(new Error(`the ${what} server exited with ${code}`)));
    });
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  /** Requests per second over the run, after a 2 s warm-up at the same load (JIT, connection pools). */
  const load = async (url: string, headers: Record<string, string> = {}) => {
    await autocannon({ url, connections, duration: 2, headers });
    const result = await autocannon({ url, connections, duration: seconds, headers });
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} requests failed (non-2xx, errors or timeouts)`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };

  console.log(`autocannon: ${connections} connections, ${seconds} s per target (after 2 s warm-up), each server in its own process`);
  const results: Array<[string, Awaited<ReturnType<typeof load>>]> = [];

  const hello = await start('hello');
  try {
    results.push(['bare Fastify hello', await load(`http://127.0.0.1:${hello.ready.port}/`)]);
  } finally {
    await stop(hello.child);
  }

  const portal = await start('portal');
  try {
    const base = `http://127.0.0.1:${portal.ready.port}`;
    const headers = { authorization: portal.ready.authorization! };
    const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    results.push(['GET /api/health', await load(`${base}/api/health`)]);
    results.push([
      'GET /api/v1/members page of 25 (BISH)',
      await load(`${base}/api/v1/members?range=${q([0, 24])}&sort=${q(['id', 'ASC'])}`, headers),
    ]);
    results.push([
      `GET /api/v1/members/${portal.ready.memberId} (BISH)`,
      await load(`${base}/api/v1/members/${portal.ready.memberId}`, headers),
    ]);
  } finally {
    await stop(portal.child);
  }

  const helloRps = results[0][1].rps;
  console.log(`${'target'.padEnd(42)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(7)}`);
  for (const [label, r] of results)
    console.log(
      `${label.padEnd(42)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.rps / helloRps).toFixed(3).padStart(7)}`,
    );
}
