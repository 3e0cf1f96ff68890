// Signed file links: valid for the path, version and time they were made for, and nothing else.
import { expect, test } from 'vitest';
import { createFileLinks } from '../../server/plugins/app/file-links.ts';

const HOUR = 3600;
let clock = 1_700_000_000;
const links = createFileLinks('secret', 6 * HOUR, () => clock);
const query = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

test('a link verifies for its own path and version until it expires', () => {
  const link = links.sign('/api/v1/images/7/download', 'abc');
  const q = query(link);
  expect(links.verify('/api/v1/images/7/download', q)).toBe(true);
  expect(links.verify('/api/v1/images/8/download', q)).toBe(false);
  expect(links.verify('/api/v1/images/7/download', { ...q, v: 'other' })).toBe(false);
  expect(links.verify('/api/v1/images/7/download', { ...q, exp: String(Number(q.exp) + HOUR) })).toBe(false);
  expect(links.verify('/api/v1/images/7/download', { ...q, sig: undefined })).toBe(false);
  clock = Number(q.exp) + 1;
  expect(links.verify('/api/v1/images/7/download', q)).toBe(false);
});

test('the expiry is rounded up to the hour, so a link stays the same (and cacheable) for an hour', () => {
  clock = 1_700_000_000;
  const first = links.sign('/a', 'v');
  clock += 60;
  expect(links.sign('/a', 'v')).toBe(first);
  expect(Number(query(first).exp) % HOUR).toBe(0);
  expect(Number(query(first).exp) - clock).toBeGreaterThanOrEqual(6 * HOUR - 60);
});

test('another secret makes other signatures', () => {
  const other = createFileLinks('another', 6 * HOUR, () => clock);
  expect(other.verify('/a', query(links.sign('/a', 'v')))).toBe(false);
});
