// A face's box as dragged on a photo: from its top left corner whichever way the drag went, kept within the
// picture, and nothing for a tap.
import { expect, test } from 'vitest';
import type { FaceBox } from '../../common/generated/api.ts';
import { boxBetween, type Point } from '../../src/public-site/pages/photo-people/faceBox.ts';

/** The box between two corners, each side to within floating point's rounding. */
function expectBox(from: Point, to: Point, box: FaceBox) {
  const got = boxBetween(from, to);
  expect(got).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(got![side], side).toBeCloseTo(box[side], 10);
}

test('a drag from the bottom right to the top left gives the same box as the other way', () => {
  const box = { x: 0.2, y: 0.1, width: 0.3, height: 0.25 };
  expectBox({ x: 0.2, y: 0.1 }, { x: 0.5, y: 0.35 }, box);
  expectBox({ x: 0.5, y: 0.35 }, { x: 0.2, y: 0.1 }, box);
});

test('a drag past the picture’s edge stops at the edge', () => {
  expectBox({ x: 0.8, y: 0.7 }, { x: 1.4, y: 1.2 }, { x: 0.8, y: 0.7, width: 0.2, height: 0.3 });
  expectBox({ x: -0.5, y: 0.5 }, { x: 0.1, y: 0.6 }, { x: 0, y: 0.5, width: 0.1, height: 0.1 });
});

test('a tap, or a line, is no box', () => {
  expect(boxBetween({ x: 0.4, y: 0.4 }, { x: 0.405, y: 0.41 })).toBeNull();
  expect(boxBetween({ x: 0.1, y: 0.4 }, { x: 0.9, y: 0.4 })).toBeNull();
});
