// What lies below a look of the tree waits for the tree's first frame, whichever way the look marks it: in a
// painted frame, as the overview's canvas does (tree-overview.test.tsx), or in an effect of the same commit, as
// the looks drawn as cards do.
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { FIRST_FRAME_MARK, markFirstFrame, useAfterFirstFrame } from '../../src/public-site/pages/tree/firstFrame.ts';

/** A look that marks its first frame in an effect (when `marks`), with a part below it. */
function Look({ marks }: { marks: boolean }) {
  useEffect(() => {
    if (marks) markFirstFrame();
  }, [marks]);
  return <p>{useAfterFirstFrame() ? 'below: shown' : 'below: waiting'}</p>;
}

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

test('comes after a first frame marked by an effect of the same commit, before the part below asked', async () => {
  performance.clearMarks(FIRST_FRAME_MARK);
  const screen = await render(<Look marks />);
  await expect.element(screen.getByText('below: shown')).toBeVisible();
});

test('waits while the first frame is not marked, and comes once it is', async () => {
  performance.clearMarks(FIRST_FRAME_MARK);
  const screen = await render(<Look marks={false} />);
  await twoFrames();
  await expect.element(screen.getByText('below: waiting')).toBeVisible();
  markFirstFrame();
  await expect.element(screen.getByText('below: shown')).toBeVisible();
});
