// The birthday reminders by mail: a week before A3's birthday his father and his second cousin each get one mail
// in their language, with a link to his page and a one-click unsubscribe; two instances queuing the same day,
// and an instance started again, send nobody a second mail; a mail server that refuses once is tried again
// later; the unsubscribe link stops every reminder of that reader, and only theirs.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { RETRY_WAITS_MS } from '../../server/plugins/app/mail-queue.ts';
import { familyAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords, LONG_AGO, recordedAt } from './helpers/family-records.ts';
import { runOnTwoInstancesThenRestart } from './helpers/instances.ts';
import { smtpPeer } from './helpers/smtp-peer.ts';

describeOnDatabases('birthday reminders by mail', (db) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  const email = (username: string) => `${username}-${db}@example.com`;
  beforeAll(async () => {
    smtp = await smtpPeer();
    t = await buildTestApp({ db, config: { smtpUrl: smtp.url, publicUrl: 'https://family.example' } });
    const family = familyRecords(t);
    await family.add('salim', { name: 'Salim', familyName: 'Haddad', gender: 'male', birthdate: '1900', isAlive: 'no' });
    for (const line of ['a', 'b']) {
      let parent = family.ids.salim;
      for (const generation of [1, 2, 3])
        parent = await family.add(`${line}${generation}`, { name: `${line.toUpperCase()}${generation}`, gender: 'male', parentId: parent });
    }
    await t.app.repositories.members.update(family.ids.a3, { birthdate: '08-12-1990' });
    // The grandfather A1 died on 15 January 1995.
    await t.app.repositories.members.update(family.ids.a1, { isAlive: 'no', deathDate: '15-01-1995' });
    for (const [member, username, language] of [
      ['a2', 'father', 'ar'],
      ['b3', 'second-cousin', 'en'],
    ] as const)
      await familyAccount(t, { username, email: email(username), memberId: family.ids[member], language });
    await recordedAt(t, LONG_AGO);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (username: string) => smtp.received.filter((m) => m.to === email(username));
  test('a week before, each of his kin gets one mail in their language, however many instances queue the day', async () => {
    await runOnTwoInstancesThenRestart(t, async (app) => {
      await app.reminders.queueDay('2026-12-01');
      await app.reminders.queue.idle();
    });
    expect(mailsTo('father')).toHaveLength(1);
    expect(mailsTo('second-cousin')).toHaveLength(1);

    const arabic = await simpleParser(mailsTo('father')[0].raw);
    expect(arabic.subject).toBe('في ٨ ديسمبر، بعد أسبوع: عيد ميلاد A3 A1');
    expect(arabic.text).toContain('في ٨ ديسمبر، بعد أسبوع: عيد ميلاد A3 A1\nhttps://family.example/family-members/');
    const english = await simpleParser(mailsTo('second-cousin')[0].raw);
    expect(english.subject).toBe("On December 8, in a week: A3 A1's birthday");
    expect(english.text).toMatch(/On December 8, in a week: A3 A1's birthday\nhttps:\/\/family\.example\/family-members\/\d+/);
    expect(mailsTo('second-cousin')[0].raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  test('a mail the mail server refuses is sent on a later try, once', async () => {
    smtp.refuseOnce.add(email('father'));
    await t.app.reminders.queueDay('2026-12-08');
    await t.app.reminders.queue.idle();
    expect(mailsTo('father')).toHaveLength(1);
    await t.app.reminders.queue.drain(Date.now() + RETRY_WAITS_MS[0] + 1_000);
    expect(mailsTo('father')).toHaveLength(2);
    expect((await simpleParser(mailsTo('father')[1].raw)).subject).toBe('اليوم: عيد ميلاد A3 A1');
    await t.app.reminders.queue.drain(Date.now() + RETRY_WAITS_MS[1] + 60_000);
    expect(mailsTo('father')).toHaveLength(2);
  });

  test('on the anniversary of a grandfather’s death his son and his brother’s grandson are told, the year in their digits', async () => {
    await t.app.reminders.queueDay('2027-01-15');
    await t.app.reminders.queue.idle();
    const mail = await simpleParser(mailsTo('father').at(-1)!.raw);
    expect(mail.subject).toBe('اليوم: ذكرى وفاة A1 (١٩٩٥)');
    const english = await simpleParser(mailsTo('second-cousin').at(-1)!.raw);
    expect(english.subject).toBe("Today: the anniversary of A1's death (1995)");
  });

  test('the one-click link stops that reader’s reminders only; a forged link stops nothing', async () => {
    const english = await simpleParser(mailsTo('second-cousin')[0].raw);
    const path = String(english.text).match(/https:\/\/family\.example(\/api\/v1\/reminders\/unsubscribe\/\S+)/)![1];
    expect(mailsTo('second-cousin')[0].raw).toMatch(new RegExp(`List-Unsubscribe:\\s*<https://family\\.example${path}>`));
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop sending family reminders to');
    expect((await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` })).statusCode).toBe(404);
    const stopped = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('no longer receives family reminders');
    // A year on, a week before the same birthday: only the father is told.
    const before = { cousin: mailsTo('second-cousin').length, father: mailsTo('father').length };
    await t.app.reminders.queueDay('2027-12-01');
    await t.app.reminders.queue.idle();
    expect(mailsTo('second-cousin')).toHaveLength(before.cousin);
    expect(mailsTo('father')).toHaveLength(before.father + 1);
  });

  test('an admin reads the last days of mails, newest first, counted by what became of them; a moderator may not', async () => {
    const runs = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/runs' });
    expect(runs.statusCode, runs.body).toBe(200);
    expect(runs.json()).toEqual([
      { day: '2027-12-01', sent: 1, pending: 0, failed: 0, cancelled: 0 },
      { day: '2027-01-15', sent: 2, pending: 0, failed: 0, cancelled: 0 },
      { day: '2026-12-08', sent: 2, pending: 0, failed: 0, cancelled: 0 },
      { day: '2026-12-01', sent: 2, pending: 0, failed: 0, cancelled: 0 },
    ]);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/reminders/runs' })).statusCode).toBe(403);
  });
});

describeOnDatabases('the day’s reminders on their own', (db) => {
  test('a server started after the day’s time (REMINDERS_AT) queues and sends the day at once', async () => {
    const smtp = await smtpPeer();
    // Today, and the birthday a week from today, whatever day the test runs.
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const birthdate = `${String(inAWeek.getUTCDate()).padStart(2, '0')}-${String(inAWeek.getUTCMonth() + 1).padStart(2, '0')}-1990`;
    const t = await buildTestApp({ db, config: { smtpUrl: smtp.url } });
    try {
      const family = familyRecords(t);
      const father = await family.add('father', { name: 'Father', gender: 'male' });
      await family.add('son', { name: 'Son', gender: 'male', birthdate, parentId: father });
      await familyAccount(t, { username: 'the-father', email: `the-father-${db}@example.com`, memberId: father });
      // A second server on the same database, its day's time (00:00 UTC) long past.
      const scheduled = await buildApp({ ...t.config, smtpUrl: smtp.url, remindersAt: '0 0 * * *' });
      try {
        await scheduled.ready();
        await expect.poll(() => smtp.received.filter((m) => m.to === `the-father-${db}@example.com`).length, { timeout: 10_000 }).toBe(1);
      } finally {
        await scheduled.close();
      }
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
