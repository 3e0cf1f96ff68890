// Limits per client address: the contact form's budget, and which address counts behind a proxy.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PER_ADDRESS } from '../../server/plugins/app/abuse-limits.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const contact = { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: 'A question', mailContent: 'Hello' };
const writeFrom = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/mail/contactus', payload: contact, remoteAddress, headers });

describeOnDatabases('address limits', (db) => {
  describe('directly on the internet', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ db });
    });
    afterAll(async () => t?.close());

    test('the contact form sends at most its budget of mails per address and hour', async () => {
      const mails = t.app.repositories.ofResource('mails');
      const before = await mails.count();
      const statuses: number[] = [];
      for (let i = 0; i <= PER_ADDRESS.contact.max; i++) statuses.push((await writeFrom(t, '203.0.113.7')).statusCode);
      expect(statuses.slice(0, -1)).toEqual(Array(PER_ADDRESS.contact.max).fill(201));
      expect(statuses.at(-1)).toBe(429);
      expect(await mails.count()).toBe(before + PER_ADDRESS.contact.max);
      // Someone else still reaches the admin.
      expect((await writeFrom(t, '203.0.113.8')).statusCode).toBe(201);
    });

    test('a forwarded address is not believed: it cannot buy a new budget', async () => {
      for (let i = 0; i < PER_ADDRESS.contact.max; i++) await writeFrom(t, '203.0.113.9', { 'x-forwarded-for': `198.51.100.${i}` });
      expect((await writeFrom(t, '203.0.113.9', { 'x-forwarded-for': '198.51.100.200' })).statusCode).toBe(429);
    });

    test('no HSTS over plain HTTP, even when a client claims HTTPS', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('behind a reverse proxy (TRUST_PROXY)', () => {
    let t: TestApp;
    const proxy = '10.0.0.2';
    beforeAll(async () => {
      t = await buildTestApp({ db, config: { trustProxy: [proxy] } });
    });
    afterAll(async () => t?.close());

    test('each client behind the proxy has its own budget', async () => {
      for (let i = 0; i < PER_ADDRESS.contact.max; i++) await writeFrom(t, proxy, { 'x-forwarded-for': '198.51.100.1' });
      expect((await writeFrom(t, proxy, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
      expect((await writeFrom(t, proxy, { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(201);
    });

    test('HSTS is sent when the proxy served HTTPS', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: proxy,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  });
});
