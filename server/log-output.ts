// Where the JSON log lines go: standard output, a few kilobytes at a time. Written one line at a time, every
// request paid a system call of its own for its line (the whole line, made and written, was 40 µs of the 280 a
// member's record cost on a virtual machine, bench/README.md); gathered, a busy portal writes once for a dozen
// lines, and a quiet one at most
// FLUSH_EVERY_MS after a line was logged. The lines of a start are written at once, until the portal listens:
// whoever starts it (an installer, a service manager, a test killing a first start halfway) reads them as they
// happen. What is gathered is written out when the process exits, an uncaught error included; a process killed
// outright loses at most that last moment's lines.
import { pino } from 'pino';

/** How long a line may wait for others before it is written anyway. */
export const FLUSH_EVERY_MS = 250;
/** How much is gathered before it is written: a dozen of the request lines. */
const GATHER_BYTES = 4096;

type Destination = ReturnType<typeof pino.destination>;

let output: Destination | undefined;
let gathering = false;

/** The process's one destination for the log on standard output, however many portals it builds (tests build many). */
export function logOutput(): Destination {
  if (output) return output;
  const stream = pino.destination({ dest: 1, sync: true, minLength: GATHER_BYTES, periodicFlush: FLUSH_EVERY_MS });
  process.once('exit', () => stream.flushSync());
  output = stream;
  return stream;
}

/** The lines are gathered from now on: once a portal of the process listens. */
export function gatherFromNow(): void {
  gathering = true;
}

/** pino's hook that writes each line at once while nothing listens yet. */
export const logHooks: pino.LoggerOptions['hooks'] = {
  logMethod(args, method) {
    method.apply(this, args);
    if (!gathering) output?.flushSync();
  },
};
