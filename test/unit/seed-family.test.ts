// The seed makes a family of any size: 200,000 members (the size of the largest public GEDCOM samples) come out
// whole, their generations counted, where a count spread into one call once ran out of stack.
import { expect, test } from 'vitest';
import { generateFamily } from '../../server/seed/family.ts';
import { seededRandom } from '../../server/seed/random.ts';

test('a family of 200,000 members, with its number of generations', () => {
  const family = generateFamily(200_000, seededRandom(7));
  expect(family.members).toHaveLength(200_000);
  // The deepest member is that many generations below the root.
  const byId = new Map(family.members.map((m) => [m.id, m]));
  let deepest = 0;
  for (const member of family.members) {
    let depth = 0;
    for (let parent = member.parentId; parent != null; parent = byId.get(parent)?.parentId) depth++;
    deepest = Math.max(deepest, depth);
  }
  expect(family.generations).toBe(deepest + 1);
}, 30_000);
