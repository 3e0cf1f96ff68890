// Crash safety of the embedded database: npx tsx bench/crash.ts [--writes 1000] [--kills 20] [--clients 8].
// Members are created by concurrent clients while the server is killed with SIGKILL and restarted;
// prints how many writes were acknowledged and lost, SQLite's integrity check and the restart times.
import { parseArgs } from 'node:util';
import { crashRun } from '../test/support/crash-run.ts';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    kills: { type: 'string', default: '20' },
    clients: { type: 'string', default: '8' },
  },
});
const report = await crashRun({ writes: Number(values.writes), kills: Number(values.kills), clients: Number(values.clients) });
const sorted = [...report.restartMs].sort((a, b) => a - b);
console.log(
  `acknowledged writes: ${report.acknowledged} (and ${report.unanswered} tries without an answer: killed mid-request or sent while down)`,
);
console.log(`SIGKILLs: ${report.kills}; restart to healthy: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`);
console.log(
  `acknowledged but missing: ${report.missing.length}${report.missing.length ? ` (${report.missing.slice(0, 10).join(', ')})` : ''}`,
);
console.log(`PRAGMA integrity_check: ${report.integrity}`);
console.log(`total: ${report.seconds.toFixed(1)} s`);
process.exitCode = report.missing.length === 0 && report.integrity === 'ok' ? 0 : 1;
