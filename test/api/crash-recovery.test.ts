// A server killed with SIGKILL while it takes writes loses none it acknowledged, and its database file
// stays intact. The full run (1,000 writes, 20 kills) is `npx tsx bench/crash.ts`.
import { expect, test } from 'vitest';
import { crashRun } from '../support/crash-run.ts';

test('100 acknowledged writes across 3 SIGKILLs: all present, integrity_check ok', { timeout: 180_000 }, async () => {
  const report = await crashRun({ writes: 100, kills: 3 });
  expect(report.kills).toBe(3);
  expect(report.acknowledged).toBeGreaterThanOrEqual(100);
  expect(report.missing).toEqual([]);
  expect(report.integrity).toBe('ok');
});
