// The suggestions of one fact (the server's `sameFact`: one kind about one record, a field in common) kept together, so a
// moderator weighs them side by side; each group stands where its newest suggestion stood in the queue.
import type { Suggestion } from '../../../common/generated/api.ts';

export function groupBySameFact(suggestions: readonly Suggestion[]): Suggestion[][] {
  const groups: Suggestion[][] = [];
  const groupOf = new Map<number, Suggestion[]>();
  for (const suggestion of suggestions) {
    const ids = [suggestion.id, ...suggestion.sameFact];
    let group = ids.map((id) => groupOf.get(id)).find((found) => found !== undefined);
    if (!group) {
      group = [];
      groups.push(group);
    }
    group.push(suggestion);
    // Its fellows find the group by their own id even when only one side names the other.
    for (const id of ids) if (!groupOf.has(id)) groupOf.set(id, group);
  }
  return groups;
}
