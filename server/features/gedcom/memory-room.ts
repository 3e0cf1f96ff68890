// Whether the server's memory has room to read a GEDCOM file. The import holds a file's people whole while it
// plans them, and a heap that runs out ends the process: the whole portal stops, with every family member's
// session. A file too large for the server is refused before it is read instead.
import { getHeapStatistics } from 'node:v8';

/**
 * The heap an import takes per byte of GEDCOM text, read, planned and written, rounded up. The seed's 200,000
 * exported (72 MB, 326,798 people) ran to its end in a memory cgroup of 576 MB (V8's heap limit 336 MB) and ran
 * out of heap at 544 MB (320): about 3.2 bytes of heap for each byte of the file, beyond the portal's own
 * (server/features/gedcom/README.md).
 */
export const HEAP_PER_GEDCOM_BYTE = 4;

/** What the heap can grow to and what it holds now, in bytes. */
export interface Heap {
  limit: number;
  used: number;
}

/** Node's `--max-old-space-size` (MiB), from its command line or NODE_OPTIONS; the last one given counts, as for Node. */
export function oldSpaceFlag(argv: readonly string[], nodeOptions = ''): number | undefined {
  const given = [...argv, ...nodeOptions.split(/\s+/)].map((arg) => /^--max[-_]old[-_]space[-_]size=(\d+)$/.exec(arg)?.[1]);
  const mib = given.filter((value) => value !== undefined).at(-1);
  return mib === undefined ? undefined : Number(mib) * 2 ** 20;
}

/**
 * The heap of this process. V8's heap_size_limit counts the young generation's reserve besides the old one, which
 * is where the people stay and where the heap runs out: with `--max-old-space-size=160` on a large machine the
 * limit reads 352 MB, and the process stops at 160. So a limit set by that flag is taken as it is.
 */
export function currentHeap(): Heap {
  const { heap_size_limit, used_heap_size } = getHeapStatistics();
  const flag = oldSpaceFlag(process.execArgv, process.env.NODE_OPTIONS);
  return { limit: Math.min(heap_size_limit, flag ?? Infinity), used: used_heap_size };
}

/** Whether `gedcomBytes` of GEDCOM fit in what the heap has left. */
export const roomToRead = (gedcomBytes: number, heap: Heap = currentHeap()): boolean =>
  gedcomBytes * HEAP_PER_GEDCOM_BYTE <= heap.limit - heap.used;
