// The server's log lines reach standard output gathered, yet none waits long and none is lost at the exit: an
// operator following the log sees a quiet portal's line at once, and a process that ends writes what it held. The
// lines of a start, before the portal listens, are written as they are logged.
import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { FLUSH_EVERY_MS } from '../../server/log-output.ts';

/**
 * A process that runs `body` with `log`, a logger on the portal's log output with its hooks, `mark(name)`, which
 * notes a moment on standard error, and `busy(ms)`, which holds its event loop (no timer runs meanwhile); it ends
 * with `body`'s last statement (exit or throw). Answers the lines it wrote and the marks, each with when it came.
 */
function logging(body: string) {
  const script = `
    import { pino } from 'pino';
    import { gatherFromNow, logHooks, logOutput } from './server/log-output.ts';
    const log = pino({ level: 'info', hooks: logHooks }, logOutput());
    const mark = (name) => process.stderr.write(name + '\\n');
    const busy = (ms) => { const until = Date.now() + ms; while (Date.now() < until); };
    ${body}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const seen: Array<{ msg: string; at: number }> = [];
  const marks = new Map<string, number>();
  const lines = (stream: NodeJS.ReadableStream, each: (line: string) => void) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      parts.forEach(each);
    });
  };
  lines(child.stdout, (line) => seen.push({ msg: (JSON.parse(line) as { msg: string }).msg, at: Date.now() }));
  lines(child.stderr, (line) => marks.set(line, Date.now()));
  const ended = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { seen, marks, ended };
}

test('a lone line is written within the flush interval, while the process goes on', async () => {
  const { seen, marks, ended } = logging(`gatherFromNow(); log.info('line 0'); mark('logged'); setTimeout(() => process.exit(0), 5000);`);
  await ended;
  expect(seen.map((line) => line.msg)).toEqual(['line 0']);
  // Written long before the process ended, 5 s after logging it (a second of slack for a busy machine).
  expect(seen[0].at - marks.get('logged')!).toBeLessThan(FLUSH_EVERY_MS + 1000);
});

test('every line is written when the process exits, and when it ends with an uncaught error', async () => {
  for (const end of ['process.exit(0)', "throw new Error('boom')"]) {
    const { seen, ended } = logging(`gatherFromNow(); for (let i = 0; i < 500; i++) log.info('line ' + i); ${end};`);
    expect(await ended).toBe(end.startsWith('throw') ? 1 : 0);
    expect(seen.map((line) => line.msg)).toEqual(Array.from({ length: 500 }, (_, i) => `line ${i}`));
  }
});

test('until the portal listens each line is written as it is logged; then they are gathered', async () => {
  const { seen, marks, ended } = logging(`
    log.info('starting'); busy(1500); mark('started');
    gatherFromNow();
    log.info('a request'); busy(1500); mark('went on');
    process.exit(0);
  `);
  await ended;
  const at = (msg: string) => seen.find((line) => line.msg === msg)!.at;
  // Nothing but the line's own write could bring it out while the loop was held.
  expect(at('starting')).toBeLessThan(marks.get('started')!);
  expect(at('a request')).toBeGreaterThanOrEqual(marks.get('went on')!);
});
