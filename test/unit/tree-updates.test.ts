// The tree's updates as the instructions say them: only what the configuration holds, and no next
// update that has already gone by.
import { expect, test } from 'vitest';
import { treeUpdates } from '../../src/public-site/pages/treeUpdates.ts';

const NOW = new Date('2026-05-10T12:00:00Z');

test('nothing configured, nothing said', () => {
  expect(treeUpdates('', '', NOW)).toEqual({ lastUpdated: undefined, nextYear: undefined });
});

test('a configured day and a year ahead are said', () => {
  expect(treeUpdates('2025-03-01', '2027', NOW)).toEqual({ lastUpdated: new Date('2025-03-01T00:00:00Z'), nextYear: 2027 });
  expect(treeUpdates(' 2025-03-01 ', '2026', NOW).nextYear).toBe(2026);
});

test('a next update whose year has passed is not said', () => {
  expect(treeUpdates('2014-10-24', '2021', NOW)).toEqual({ lastUpdated: new Date('2014-10-24T00:00:00Z'), nextYear: undefined });
});

test('a day that is not one, or not written YYYY-MM-DD, is not said', () => {
  expect(treeUpdates('2025-02-30', '', NOW).lastUpdated).toBeUndefined();
  expect(treeUpdates('24-10-2014', 'soon', NOW)).toEqual({ lastUpdated: undefined, nextYear: undefined });
});
