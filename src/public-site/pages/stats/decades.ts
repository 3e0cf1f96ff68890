// Births per decade as the server counts them skip the decades without a birth; a chart of time needs
// every decade in between, the empty ones at zero, or the bars would close up the gaps.
import type { Count } from '../../../../common/generated/types.ts';

const DECADE = 10;

export function everyDecade(counts: readonly Count[]): Count[] {
  if (counts.length === 0) return [];
  const byDecade = new Map(counts.map((c) => [c.key, c.count]));
  const first = counts[0].key;
  const last = counts[counts.length - 1].key;
  return Array.from({ length: (last - first) / DECADE + 1 }, (_, i) => {
    const key = first + i * DECADE;
    return { key, count: byDecade.get(key) ?? 0 };
  });
}
