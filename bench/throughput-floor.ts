// What ratio to a bare Fastify hello a route reaches when it spends a given time of JavaScript per
// request, on this machine, loaded as bench/api-throughput.ts loads the portal:
// npx tsx bench/throughput-floor.ts [--spins=0,25,50,100] [--seconds=5] [--connections=32].
//
// It shows what a target like "0.25 of the hello" asks of a route here: the server's system time per
// request grows as its req/s falls (the load generator on the other core sleeps between answers, and the
// kernel wakes it for each), so the ratio falls faster than the added work alone would say.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const option = (name: string, fallback: string): string =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** User and system CPU time (µs) a process has used, from /proc (clock ticks of 10 ms). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
};

const serving = option('serve', '');
if (serving) {
  const spinMs = Number(serving) / 1000;
  const app = Fastify({ logger: false });
  app.get('/', async () => {
    const until = performance.now() + spinMs;
    while (performance.now() < until);
    return { hello: 'world' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!((app.server.address() as { port: number }).port);
  process.once('disconnect', () => process.exit(0));
} else {
  const spins = option('spins', '0,25,50,100').split(',').map(Number);
  const seconds = Number(option('seconds', '5'));
  const connections = Number(option('connections', '32'));
  console.log(`autocannon: ${connections} connections, ${seconds} s per route after 2 s of warm-up, each server in its own process`);
  console.log(
    `${'spin µs'.padStart(8)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'user µs/req'.padStart(12)} ${'system µs/req'.padStart(14)}`,
  );
  let helloRps = 0;
  for (const spin of spins) {
    const child = fork(process.argv[1], [`--serve=${spin}`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const [port] = (await once(child, 'message')) as [number];
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections, duration: 2 });
    const before = cpuOf(child.pid!);
    const result = await autocannon({ url, connections, duration: seconds });
    const after = cpuOf(child.pid!);
    child.disconnect();
    const n = result.requests.total;
    if (spin === spins[0]) helloRps = result.requests.average;
    console.log(
      [
        String(spin).padStart(8),
        result.requests.average.toFixed(0).padStart(8),
        (result.requests.average / helloRps).toFixed(3).padStart(6),
        ((after.user - before.user) / n).toFixed(1).padStart(12),
        ((after.system - before.system) / n).toFixed(1).padStart(14),
      ].join(' '),
    );
  }
  console.log('ratio: to the first route of --spins (with 0, the bare hello)');
}
