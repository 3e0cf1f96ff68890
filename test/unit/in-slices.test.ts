// A long list is worked a slice at a time, in order, and the answers come back together.
import { expect, test } from 'vitest';
import { inSlices, SLICE } from '../../server/db/in-slices.ts';

test('1,201 ids are read in three slices, the last one short, and every answer comes back in order', async () => {
  const ids = Array.from({ length: 2 * SLICE + 201 }, (_, i) => i);
  const sizes: number[] = [];
  const answers = await inSlices(ids, async (slice) => {
    sizes.push(slice.length);
    return slice.map((id) => id * 2);
  });
  expect(sizes).toEqual([SLICE, SLICE, 201]);
  expect(answers).toEqual(ids.map((id) => id * 2));
  expect(await inSlices([], async () => [1])).toEqual([]);
});
