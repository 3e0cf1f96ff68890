// Signed file links: valid for the path, version, holder and time they were made for, and nothing else.
import { expect, test } from 'vitest';
import { createFileLinks } from '../../server/plugins/app/file-links.ts';

const HOUR = 3600;
let clock = 1_700_000_000;
const links = createFileLinks('secret', 6 * HOUR, () => clock);
const query = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);
const holder = { id: 7, tokenVersion: 3 };

test('a link verifies for its own path, version and holder until it expires', () => {
  const link = links.sign('/api/v1/images/7/download', 'abc', holder);
  const q = query(link);
  expect(links.verify('/api/v1/images/7/download', q)).toEqual(holder);
  expect(links.verify('/api/v1/images/8/download', q)).toBeUndefined();
  expect(links.verify('/api/v1/images/7/download', { ...q, v: 'other' })).toBeUndefined();
  expect(links.verify('/api/v1/images/7/download', { ...q, u: '7.4' })).toBeUndefined();
  expect(links.verify('/api/v1/images/7/download', { ...q, u: '8.3' })).toBeUndefined();
  expect(links.verify('/api/v1/images/7/download', { ...q, u: undefined })).toBeUndefined();
  expect(links.verify('/api/v1/images/7/download', { ...q, exp: String(Number(q.exp) + HOUR) })).toBeUndefined();
  expect(links.verify('/api/v1/images/7/download', { ...q, sig: undefined })).toBeUndefined();
  clock = Number(q.exp) + 1;
  expect(links.verify('/api/v1/images/7/download', q)).toBeUndefined();
});

test('a link given to a signed-out reader has no holder, and cannot be given one', () => {
  clock = 1_700_000_000;
  const q = query(links.sign('/a', 'v', null));
  expect(q.u).toBeUndefined();
  expect(links.verify('/a', q)).toBeNull();
  expect(links.verify('/a', { ...q, u: '1.0' })).toBeUndefined();
});

test('the expiry is rounded up to the hour, so a link stays the same (and cacheable) for an hour', () => {
  clock = 1_700_000_000;
  const first = links.sign('/a', 'v', holder);
  clock += 60;
  expect(links.sign('/a', 'v', holder)).toBe(first);
  expect(Number(query(first).exp) % HOUR).toBe(0);
  expect(Number(query(first).exp) - clock).toBeGreaterThanOrEqual(6 * HOUR - 60);
});

test('another secret makes other signatures', () => {
  const other = createFileLinks('another', 6 * HOUR, () => clock);
  expect(other.verify('/a', query(links.sign('/a', 'v', holder)))).toBeUndefined();
});
