// The server's log lines reach standard output gathered, yet none waits long and none is lost at the exit: an
// operator following the log sees a quiet portal's line at once, and a process that ends writes what it held.
import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { FLUSH_EVERY_MS } from '../../server/log-output.ts';

/** A process that logs `lines` lines through the portal's log output, then waits `thenMs` and exits (with an error when `crash`). */
function logging(lines: number, thenMs: number, crash = false) {
  const script = `
    import { pino } from 'pino';
    import { logOutput } from './server/log-output.ts';
    const log = pino({ level: 'info' }, logOutput());
    for (let i = 0; i < ${lines}; i++) log.info('line ' + i);
    process.stderr.write('logged');
    setTimeout(() => { ${crash ? "throw new Error('boom')" : 'process.exit(0)'} }, ${thenMs});
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const seen: Array<{ msg: string; at: number }> = [];
  // Times are counted from the moment the lines were logged, not from the start of the process.
  let started = Infinity;
  child.stderr.once('data', () => (started = Date.now()));
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    for (const part of parts) seen.push({ msg: (JSON.parse(part) as { msg: string }).msg, at: Date.now() - started });
  });
  const ended = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { seen, ended };
}

test('a lone line is written within the flush interval, while the process goes on', async () => {
  const { seen, ended } = logging(1, 5000);
  await ended;
  expect(seen.map((line) => line.msg)).toEqual(['line 0']);
  // Written long before the process ended, 5 s after logging it (a second of slack for a busy machine).
  expect(seen[0].at).toBeLessThan(FLUSH_EVERY_MS + 1000);
});

test('every line is written when the process exits, and when it ends with an uncaught error', async () => {
  for (const crash of [false, true]) {
    const { seen, ended } = logging(500, 0, crash);
    expect(await ended).toBe(crash ? 1 : 0);
    expect(seen.map((line) => line.msg)).toEqual(Array.from({ length: 500 }, (_, i) => `line ${i}`));
  }
});
