// The address and the screen reader's list follow the tree's view once it rests, not while it moves.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { afterRest } from '../../src/public-site/pages/tree/afterRest.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('a view moving frame after frame is followed once, where it came to rest', () => {
  const follow = vi.fn();
  const later = afterRest(follow, 300);
  for (let frame = 0; frame < 60; frame++) {
    later(frame);
    vi.advanceTimersByTime(16);
  }
  expect(follow).not.toHaveBeenCalled();
  vi.advanceTimersByTime(300);
  expect(follow).toHaveBeenCalledTimes(1);
  expect(follow).toHaveBeenCalledWith(59);
});

test('a view that leaves the page is not followed', () => {
  const follow = vi.fn();
  const later = afterRest(follow, 300);
  later('moved');
  later.cancel();
  vi.advanceTimersByTime(1000);
  expect(follow).not.toHaveBeenCalled();
});
