// Where the JSON log lines go: standard output, a few kilobytes at a time. Written one line at a time, every
// request paid a system call of its own for its line (40 µs of the 280 a member's record cost on a virtual
// machine, bench/README.md); gathered, a busy portal writes once for a dozen lines, and a quiet one at most
// FLUSH_EVERY_MS after a line was logged. What is gathered is written out when the process exits, an uncaught
// error included; a process killed outright loses at most that last moment's lines.
import { pino } from 'pino';

/** How long a line may wait for others before it is written anyway. */
export const FLUSH_EVERY_MS = 250;
/** How much is gathered before it is written: a dozen of the request lines. */
const GATHER_BYTES = 4096;

let output: pino.DestinationStream | undefined;

/** The process's one destination for the log on standard output, however many portals it builds (tests build many). */
export function logOutput(): pino.DestinationStream {
  if (output) return output;
  const stream = pino.destination({ dest: 1, sync: true, minLength: GATHER_BYTES, periodicFlush: FLUSH_EVERY_MS });
  process.once('exit', () => stream.flushSync());
  output = stream;
  return stream;
}
