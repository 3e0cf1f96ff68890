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
import { once } from 'node:events';
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
  // Asked, the server tells the CPU time it has used (user + system, µs).
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send!(user + system);
  });
  // The bench closing the channel (or ending) stops the server; a normal exit writes a --cpu-prof profile.
  process.once('disconnect', () => process.exit(0));
} else {
  const seconds = Number(option('seconds', '5'));
  const rounds = Number(option('rounds', '3'));
  const connections = Number(option('connections', '32'));

  interface Server {
    child: ChildProcess;
    ready: Ready;
    /** The CPU time (µs) the server's process has used so far. */
    cpu(): Promise<number>;
  }
  /** Starts `what` in a child process (this file, with tsx's loader) and waits until it listens. */
  const start = (what: string): Promise<Server> =>
    new Promise((resolve, reject) => {
      const child = fork(process.argv[1], [...process.argv.slice(2), `--serve=${what}`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      const cpu = () =>
        new Promise<number>((answered) => {
          child.once('message', (used) => answered(used as number));
          child.send('cpu');
        });
      child.once('message', (ready) => resolve({ child, ready: ready as Ready, cpu }));
      child.once('exit', (code) => reject(new Error(`the ${what} server exited with ${code}`)));
    });

  const hello = await start('hello');
  const portal = await start('portal');
  const base = `http://127.0.0.1:${portal.ready.port}`;
  const headers = { authorization: portal.ready.authorization! };
  const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
  const targets: Array<{ label: string; server: Server; url: string; headers?: Record<string, string> }> = [
    { label: 'bare Fastify hello', server: hello, url: `http://127.0.0.1:${hello.ready.port}/` },
    { label: 'GET /api/health', server: portal, url: `${base}/api/health` },
    {
      label: 'GET /api/v1/members page of 25 (BISH)',
      server: portal,
      url: `${base}/api/v1/members?range=${q([0, 24])}&sort=${q(['id', 'ASC'])}`,
      headers,
    },
    {
      label: `GET /api/v1/members/${portal.ready.memberId} (BISH)`,
      server: portal,
      url: `${base}/api/v1/members/${portal.ready.memberId}`,
      headers,
    },
  ];

  /** One run of autocannon on a target: requests per second, latency, and the server's CPU time per request. */
  const load = async ({ server, url, headers = {} }: (typeof targets)[number], duration: number) => {
    const cpuBefore = await server.cpu();
    const result = await autocannon({ url, connections, duration, headers });
    const cpu = (await server.cpu()) - cpuBefore;
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} requests failed (non-2xx, errors or timeouts)`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest: cpu / result.requests.total };
  };

  console.log(
    `autocannon: ${connections} connections, ${rounds} rounds of ${seconds} s per target (after 2 s of warm-up each), ` +
      `each server in its own process, the load generator in this one`,
  );
  const runs = targets.map(() => [] as Array<Awaited<ReturnType<typeof load>>>);
  try {
    for (const target of targets) await load(target, 2);
    // Rounds take the targets in turn, so that a burst of other work on the machine hits all of them.
    for (let round = 0; round < rounds; round++) for (const [i, target] of targets.entries()) runs[i].push(await load(target, seconds));
  } finally {
    for (const { child } of [hello, portal]) {
      child.removeAllListeners('exit');
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    }
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const helloRps = median(runs[0].map((r) => r.rps));
  console.log(
    `${'target'.padEnd(42)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU µs/req'.padStart(11)}   req/s per round`,
  );
  for (const [i, { label }] of targets.entries()) {
    const rps = median(runs[i].map((r) => r.rps));
    console.log(
      [
        label.padEnd(42),
        rps.toFixed(0).padStart(8),
        (rps / helloRps).toFixed(3).padStart(6),
        String(median(runs[i].map((r) => r.p50))).padStart(7),
        String(median(runs[i].map((r) => r.p99))).padStart(7),
        median(runs[i].map((r) => r.cpuPerRequest))
          .toFixed(0)
          .padStart(11),
        `  ${runs[i].map((r) => r.rps.toFixed(0)).join(' ')}`,
      ].join(' '),
    );
  }
  console.log("req/s, latency and CPU: the median of the rounds; ratio: to the hello's median req/s");
}
