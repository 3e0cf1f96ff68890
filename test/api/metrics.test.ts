// GET /api/metrics (METRICS=true): Prometheus's figures per route, the scheduled jobs' runs and failed
// sends, given only to the allowed addresses or the token's bearer; absent by default.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { call, newAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const TOKEN = 'a-long-scraper-token-of-the-portal';
/** A port nothing listens on: every SMTP or SMS call to it fails at once. */
const CLOSED = 'http://127.0.0.1:9';

const metricsFrom = (t: TestApp, remoteAddress: string, token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one series in the text format, 0 when it is not there yet. */
const valueOf = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
  });
  afterAll(async () => t?.close());

  test('there is no /api/metrics, even from the machine itself', async () => {
    expect((await metricsFrom(t, '127.0.0.1')).statusCode).toBe(404);
  });
});

describe('metrics on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      db: 'sqlite',
      config: {
        metrics: true,
        metricsFrom: ['127.0.0.1', '::1', '192.168.10.0/24'],
        metricsToken: TOKEN,
        smsUrl: `${CLOSED}/sms`,
        smtpUrl: 'smtp://127.0.0.1:9',
        // Midnight UTC has always passed: the day's reminders are queued as the server starts.
        remindersAt: '0 0 * * *',
      },
    });
  });
  afterAll(async () => t?.close());

  test('are read from the machine, an allowed range or with the token; refused elsewhere and with a wrong token', async () => {
    const local = await metricsFrom(t, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await metricsFrom(t, '192.168.10.77')).statusCode).toBe(200);
    expect((await metricsFrom(t, '203.0.113.5', TOKEN)).statusCode).toBe(200);
    expect((await metricsFrom(t, '203.0.113.5')).statusCode).toBe(403);
    expect((await metricsFrom(t, '203.0.113.5', `${TOKEN}x`)).statusCode).toBe(403);
  });

  test('count each route by its pattern, not by the ids it was called with, with its times', async () => {
    const member = await t.app.repositories.members.create({ name: 'Salim', fatherName: 'Ahmad', familyName: 'Family' });
    await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}` });
    await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}` });
    await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members/999999' });
    const text = (await metricsFrom(t, '127.0.0.1')).body;
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/v1/members/:id",status="200"}')).toBe(2);
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/v1/members/:id",status="404"}')).toBe(1);
    expect(text).not.toContain(`/api/v1/members/${member.id}"`);
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/v1\/members\/:id",status="200"\}/,
    );
  });

  test('count the scheduled jobs’ runs', async () => {
    await vi.waitFor(async () => {
      const text = (await metricsFrom(t, '127.0.0.1')).body;
      expect(valueOf(text, 'portal_job_runs_total{job="reminders",outcome="done"}')).toBe(1);
    });
  });

  test('count a mail and an SMS that could not be sent', async () => {
    const before = (await metricsFrom(t, '127.0.0.1')).body;
    const account = newAccount();
    // The activation mail cannot reach the SMTP server.
    await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
    const user = await t.app.repositories.users.findBy('username', account.username);
    await t.app.repositories.users.update(user!.id, { allowed: true });
    const session = (
      await call(t, { method: 'POST', url: '/api/auth/users/signin', payload: { username: account.username, password: account.password } })
    ).json();
    const sms = await call(t, { method: 'POST', url: `/api/auth/users/${account.username}/requestnow` }, session.accessToken);
    expect(sms.statusCode).toBe(502);
    const after = (await metricsFrom(t, '127.0.0.1')).body;
    for (const channel of ['mail', 'sms'])
      expect(
        valueOf(after, `portal_send_failures_total{channel="${channel}"}`) -
          valueOf(before, `portal_send_failures_total{channel="${channel}"}`),
      ).toBe(1);
  });
});
