// Family news by e-mail: only the family members who chose it on their profile receive a new notice,
// each with the frame in the language they chose and the notice as written; the mail's one-click link
// stops them; a send the SMTP server refuses is tried again later rather than lost.
import type { InjectOptions } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Language } from '../../common/model/languages.ts';
import type { RoleName } from '../../common/model/roles.ts';
import { fixtureHash } from './helpers/passwords.ts';
import { RETRY_WAITS_MS } from '../../server/plugins/app/mail-queue.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';
import { smtpPeer } from './helpers/smtp-peer.ts';

let counter = 0;

describeOnDatabases('news by e-mail', (db) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  beforeAll(async () => {
    smtp = await smtpPeer();
    t = await buildTestApp({ db, config: { smtpUrl: smtp.url, publicUrl: 'https://family.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A signed-in account of the family (or a plain user), subscribed in `language` when given. */
  async function reader(language?: Language, roles: RoleName[] = ['ROLE_USER', 'ROLE_BISH']) {
    const n = ++counter;
    const account = { username: `reader${n}`, email: `reader${n}-${db}@example.com`, password: 'reader-password' };
    await t.app.repositories.users.createUser({
      ...account,
      name: `Reader ${n}`,
      passwordHash: await fixtureHash(account.password),
      allowed: true,
      roles,
    });
    const { username, password } = account;
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/users/signin', payload: { username, password } });
    const token = signin.json().accessToken as string;
    const as = (request: InjectOptions) => t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    if (language) {
      const chosen = await as({ method: 'PUT', url: '/api/v1/news/subscription', payload: { subscribed: true, language } });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    return { ...account, as };
  }

  /** A notice created by the moderator; resolves once its mails went out. */
  async function publish(subject: string) {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/notifications',
      ...multipartBody({
        notificationSubject: subject,
        notificationDescription: 'نلتقي يوم الجمعة في ساحة القرية.',
        notificationcreatedBy: '1',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };
    // Sending starts after the response: wait until each of the notice's mails was tried once (a busy
    // machine's SMTP round trips take more than the second a poll waits by default).
    await expect
      .poll(
        async () => {
          const rows = await t.app.db
            .selectFrom('news_deliveries')
            .select(['attempts', 'lease_until'])
            .where('notification_id', '=', id)
            .execute();
          return rows.every((r) => Number(r.attempts) > 0 && r.lease_until === null);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return { id };
  }

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email);
  const lastMailTo = async (email: string) => simpleParser(mailsTo(email).at(-1)!.raw);

  test('only the family members who chose it receive the notice, each in their language, with a link to it', async () => {
    const hebrew = await reader('he');
    const english = await reader('en');
    const notChosen = await reader();
    const plainUser = await reader(undefined, ['ROLE_USER']);
    // A plain user may not read the news, so may not have it mailed either.
    const refused = await plainUser.as({ method: 'PUT', url: '/api/v1/news/subscription', payload: { subscribed: true, language: 'en' } });
    expect(refused.statusCode).toBe(403);

    const { id } = await publish('Family day');
    expect(mailsTo(notChosen.email)).toEqual([]);
    expect(mailsTo(plainUser.email)).toEqual([]);

    const he = await lastMailTo(hebrew.email);
    expect(he.subject).toBe('חדשות המשפחה: Family day');
    expect(he.text).toContain('שלום Reader');
    expect(he.text).toContain('نلتقي يوم الجمعة في ساحة القرية.');
    expect(he.text).toContain(`https://family.example/family-notification/${id}`);
    const en = await lastMailTo(english.email);
    expect(en.subject).toBe('Family news: Family day');
    expect(en.text).toContain('You receive this mail because you chose family news by e-mail');
    expect(mailsTo(english.email).at(-1)!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  test('the one-click link stops the mails: a page in the reader language, then a POST; a forged link stops nothing', async () => {
    const leaving = await reader('ar');
    const staying = await reader('en');
    await publish('Before');
    const mail = await lastMailTo(leaving.email);
    const link = String(mail.text).match(/https:\/\/family\.example(\/api\/v1\/news\/unsubscribe\/\S+)/)![1];
    expect(mailsTo(leaving.email).at(-1)!.raw).toMatch(
      /List-Unsubscribe:\s*<https:\/\/family\.example\/api\/v1\/news\/unsubscribe\/[^>]+>/,
    );

    // Opening the link (as a mail scanner would) asks, and changes nothing yet.
    const asked = await t.app.inject({ method: 'GET', url: link });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/text\/html/);
    expect(asked.body).toContain('lang="ar" dir="rtl"');
    expect(asked.body).toContain('أوقف الرسائل');
    expect((await leaving.as({ method: 'GET', url: '/api/v1/news/subscription' })).json().subscribed).toBe(true);

    const forged = link.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);

    // The mail program's one-click POST (RFC 8058).
    const stopped = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain(leaving.email);
    expect((await leaving.as({ method: 'GET', url: '/api/v1/news/subscription' })).json()).toMatchObject({ subscribed: false });

    const before = mailsTo(leaving.email).length;
    await publish('After');
    expect(mailsTo(leaving.email).length).toBe(before);
    expect((await lastMailTo(staying.email)).subject).toBe('Family news: After');
  });

  test('a send the SMTP server refuses stays queued and goes out on a later try, once', async () => {
    const busy = await reader('en');
    smtp.refuseOnce.add(busy.email);
    const { id } = await publish('Retry me');
    expect(mailsTo(busy.email)).toEqual([]);
    const queued = await t.app.db
      .selectFrom('news_deliveries')
      .selectAll()
      .where('notification_id', '=', id)
      .where('user_id', '=', (await t.app.repositories.users.findBy('username', busy.username))!.id as number)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ state: 'pending', attempts: 1 });
    expect(Number(queued.next_attempt_at)).toBeGreaterThan(Date.now());

    // Not before its time; then, once.
    await t.app.news.sender.drain();
    expect(mailsTo(busy.email)).toEqual([]);
    await t.app.news.sender.drain(Date.now() + RETRY_WAITS_MS[0] + 1_000);
    await t.app.news.sender.drain(Date.now() + RETRY_WAITS_MS[1] + 60_000);
    expect(mailsTo(busy.email).length).toBe(1);
    expect((await lastMailTo(busy.email)).subject).toBe('Family news: Retry me');
  });

  test('a mail given up after every retry is counted for the moderators, named for the admin, and sent again at the admin’s word', async () => {
    const unreachable = await reader('ar');
    smtp.refuseAlways.add(unreachable.email);
    const { id } = await publish('Never arrives');
    let later = Date.now();
    for (const wait of RETRY_WAITS_MS) await t.app.news.sender.drain((later += wait + 1_000));
    expect(mailsTo(unreachable.email)).toEqual([]);

    const counted = await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` });
    expect(counted.json()).toMatchObject({ failed: 1 });
    expect(counted.json().failedTo).toBeUndefined();
    const named = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` });
    expect(named.json().failedTo).toEqual([unreachable.username]);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` })).statusCode).toBe(403);

    expect((await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/notifications/${id}/deliveries/retry` })).statusCode).toBe(403);
    smtp.refuseAlways.delete(unreachable.email);
    const retried = await t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/notifications/${id}/deliveries/retry` });
    expect(retried.statusCode, retried.body).toBe(200);
    // The call starts the sending itself, after its response.
    await expect.poll(() => mailsTo(unreachable.email).length, { timeout: 10_000 }).toBe(1);
    await t.app.news.sender.idle();
    const after = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` });
    expect(after.json()).toMatchObject({ failed: 0, failedTo: [] });
  });

  test('the profile setting answers the language chosen, the browser one before any choice; a bad language is refused', async () => {
    const member = await reader();
    const fresh = await member.as({ method: 'GET', url: '/api/v1/news/subscription', headers: { 'accept-language': 'he-IL,he;q=0.9' } });
    expect(fresh.json()).toEqual({ subscribed: false, language: 'he' });
    const bad = await member.as({ method: 'PUT', url: '/api/v1/news/subscription', payload: { subscribed: true, language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    await member.as({ method: 'PUT', url: '/api/v1/news/subscription', payload: { subscribed: true, language: 'en' } });
    expect((await member.as({ method: 'GET', url: '/api/v1/news/subscription' })).json()).toEqual({ subscribed: true, language: 'en' });
  });
});
