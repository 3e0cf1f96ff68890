// A long list of ids or rows read or written a slice at a time: one statement per slice stays within the databases'
// limits on parameters (SQLite's 32 766, PostgreSQL's 65 535) whatever the list's length.

export const SLICE = 500;

/** `work` on each slice of `items` in turn, its answers put together in order. */
export async function inSlices<T, R>(items: readonly T[], work: (slice: T[]) => Promise<readonly R[] | void>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(...((await work(items.slice(i, i + SLICE))) ?? []));
  return out;
}
