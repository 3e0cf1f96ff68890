// Notifications on the phone: a family member's device subscribes with the portal's key (a plain user may not);
// a member who chose notifications gets the week-before birthday reminder on each device, in their language and
// not by mail; a device its push service says is gone (410) is forgotten, and the reminder then comes by mail; a
// push service that fails once is tried again later, and the note arrives once; a new notice reaches the devices of
// those who want notices, and not of those who turned them off.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { RETRY_WAITS_MS } from '../../server/plugins/app/mail-queue.ts';
import { familyAccount, FAMILY_PASSWORD } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords, LONG_AGO, recordedAt } from './helpers/family-records.ts';
import { startPushService } from './helpers/push-service.ts';
import { multipartBody } from './helpers/samples.ts';
import { smtpPeer } from './helpers/smtp-peer.ts';

describeOnDatabases('notifications on the phone', (db) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const accounts: Record<string, (request: InjectOptions) => Promise<LightMyRequestResponse>> = {};
  const ids: Record<string, number> = {};
  const email = (username: string) => `${username}-push-${db}@example.com`;

  beforeAll(async () => {
    smtp = await smtpPeer();
    push = await startPushService();
    t = await buildTestApp({ db, config: { smtpUrl: smtp.url, publicUrl: 'https://family.example' } });
    const family = familyRecords(t);
    await family.add('salim', { name: 'Salim', familyName: 'Haddad', gender: 'male', birthdate: '1900', isAlive: 'no' });
    await family.add('a1', { name: 'A1', gender: 'male', parentId: family.ids.salim });
    await family.add('a2', { name: 'A2', gender: 'male', parentId: family.ids.a1 });
    ids.a3 = await family.add('a3', { name: 'A3', gender: 'male', parentId: family.ids.a2, birthdate: '08-12-1990' });
    await family.add('b3', { name: 'B3', gender: 'female', parentId: family.ids.a2, birthdate: '20-12-1995' });
    for (const [username, member, roles] of [
      ['father', 'a2', ['ROLE_USER', 'ROLE_BISH']],
      ['uncle', 'a1', ['ROLE_USER', 'ROLE_BISH']],
      ['visitor', undefined, ['ROLE_USER']],
    ] as const) {
      await familyAccount(t, { username, email: email(username), memberId: member ? family.ids[member] : null, roles: [...roles] });
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/users/signin',
        payload: { username, password: FAMILY_PASSWORD },
      });
      const token = signin.json().accessToken as string;
      accounts[username] = (request) => t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    }
    await recordedAt(t, LONG_AGO);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  const settings = async (username: string, change: Record<string, unknown>) => {
    const current = (await accounts[username]({ method: 'GET', url: '/api/v1/reminders/settings' })).json();
    const saved = await accounts[username]({ method: 'PUT', url: '/api/v1/reminders/settings', payload: { ...current, ...change } });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const subscribe = async (username: string, device: ReturnType<typeof push.device>) => {
    const added = await accounts[username]({ method: 'POST', url: '/api/v1/push/subscriptions', payload: device.subscription });
    expect(added.statusCode, added.body).toBe(200);
    return added.json() as { devices: number };
  };
  const devicesOf = async (username: string) =>
    (await accounts[username]({ method: 'GET', url: '/api/v1/push/subscriptions' })).json().devices;
  const mailsTo = (username: string) => smtp.received.filter((m) => m.to === email(username));
  const remindersOf = async (day: string, now?: number) => {
    await t.app.reminders.queueDay(day, now);
    await t.app.reminders.queue.idle();
  };

  describe('subscribing', () => {
    test('a family member gets the portal key, kept in the data folder for the next start; a plain user and a stranger may not', async () => {
      const key = await accounts.father({ method: 'GET', url: '/api/v1/push/key' });
      expect(key.statusCode).toBe(200);
      expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect((await accounts.visitor({ method: 'GET', url: '/api/v1/push/key' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/push/key' })).statusCode).toBe(401);
      expect(
        (await accounts.visitor({ method: 'POST', url: '/api/v1/push/subscriptions', payload: push.device('v').subscription })).statusCode,
      ).toBe(403);

      /** The key an instance built with `config` gives. */
      const keyOf = async (config: typeof t.config) => {
        const instance = await buildApp(config);
        try {
          const signin = {
            method: 'POST',
            url: '/api/auth/users/signin',
            payload: { username: 'father', password: FAMILY_PASSWORD },
          } as const;
          const token = (await instance.inject(signin)).json().accessToken;
          return (await instance.inject({ method: 'GET', url: '/api/v1/push/key', headers: { authorization: `Bearer ${token}` } })).json()
            .publicKey;
        } finally {
          await instance.close();
        }
      };
      expect(await keyOf(t.config)).toBe(key.json().publicKey);
      // Instances on several machines are given one pair.
      const given = webpush.generateVAPIDKeys();
      expect(await keyOf({ ...t.config, vapidKeys: given })).toBe(given.publicKey);
      expect((await stat(join(t.config.dataDir, 'vapid.json'))).mode & 0o777).toBe(0o600);
    });

    test('a device that is not https, or whose keys are not a browser’s, is refused in the reader’s language and not kept', async () => {
      const device = push.device('bad').subscription;
      const plain = await accounts.father({
        method: 'POST',
        url: '/api/v1/push/subscriptions',
        payload: { ...device, endpoint: 'http://push.example/x' },
        headers: { 'accept-language': 'en' },
      });
      expect(plain.statusCode).toBe(400);
      const wrongKeys = { ...device, keys: { ...device.keys, p256dh: 'A'.repeat(87) } };
      const unreadable = await accounts.father({ method: 'POST', url: '/api/v1/push/subscriptions', payload: wrongKeys });
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json().message).toBe('This device’s notification keys cannot be read');
      expect(await devicesOf('father')).toBe(0);
    });
  });

  test('a member who chose notifications gets the birthday reminder on the phone in Arabic, not by mail', async () => {
    const phone = push.device('father-phone');
    await settings('father', { channel: 'push' });
    expect(await subscribe('father', phone)).toEqual({ devices: 1 });

    await remindersOf('2026-12-01');
    const [note] = phone.notes();
    expect(note).toEqual({
      title: 'تذكيرات من عائلتك',
      body: 'في ٨ ديسمبر، بعد أسبوع: عيد ميلاد A3 A1',
      url: `/family-members/${ids.a3}`,
      tag: 'reminders-2026-12-01',
      lang: 'ar',
      dir: 'rtl',
    });
    const sent = push.received.find((r) => r.device === 'father-phone')!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(sent.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(sent.headers.ttl).toBe('86400');
    expect(mailsTo('father')).toHaveLength(0);
  });

  test('a device its push service says is gone is forgotten, and the reminder comes by mail instead', async () => {
    push.gone.add('father-phone');
    await remindersOf('2026-12-08');
    expect(push.received.filter((r) => r.device === 'father-phone').map((r) => r.status)).toEqual([201, 410]);
    expect(await devicesOf('father')).toBe(0);
    expect(mailsTo('father')).toHaveLength(1);
  });

  test('a push service that fails once is tried again later, and the note arrives once', async () => {
    const phone = push.device('uncle-phone');
    await settings('uncle', { channel: 'push' });
    await subscribe('uncle', phone);
    push.refuseOnce.add('uncle-phone');
    const mailsBefore = mailsTo('uncle').length;
    await remindersOf('2026-12-13');
    expect(phone.notes()).toHaveLength(0);
    await t.app.reminders.queue.drain(Date.now() + RETRY_WAITS_MS[0] + 1_000);
    await t.app.reminders.queue.drain(Date.now() + RETRY_WAITS_MS[1] + 60_000);
    expect(phone.notes().map((n) => n.body)).toEqual(['في ٢٠ ديسمبر، بعد أسبوع: عيد ميلاد B3 A1']);
    expect(mailsTo('uncle')).toHaveLength(mailsBefore);
  });

  test('a new notice reaches the phones of those who want notices, not those who turned them off', async () => {
    const tablet = push.device('father-tablet');
    await subscribe('father', tablet);
    await settings('uncle', { notices: false });
    const uncleBefore = push.received.filter((r) => r.device === 'uncle-phone').length;

    const created = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/notifications',
      ...multipartBody({
        notificationSubject: 'عرس في القرية',
        notificationDescription: 'نلتقي يوم الجمعة في ساحة القرية.',
        notificationcreatedBy: '1',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    await expect.poll(() => tablet.notes().length, { timeout: 10_000 }).toBe(1);
    expect(tablet.notes()[0]).toEqual({
      title: 'عرس في القرية',
      body: 'نلتقي يوم الجمعة في ساحة القرية.',
      url: `/family-notification/${id}`,
      tag: `notice-${id}`,
      lang: 'ar',
      dir: 'rtl',
    });
    await t.app.push.notices.idle();
    expect(push.received.filter((r) => r.device === 'uncle-phone')).toHaveLength(uncleBefore);
  });

  test('a member removes their own device only: another account’s call leaves it', async () => {
    const endpoint = push.device('father-tablet').subscription.endpoint;
    const byUncle = await accounts.uncle({ method: 'DELETE', url: '/api/v1/push/subscriptions', payload: { endpoint } });
    expect(byUncle.statusCode).toBe(200);
    expect(await devicesOf('father')).toBe(1);
    const byFather = await accounts.father({ method: 'DELETE', url: '/api/v1/push/subscriptions', payload: { endpoint } });
    expect(byFather.json()).toEqual({ devices: 0 });
  });
});
