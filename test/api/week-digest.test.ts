// The weekly digest: a week in which the family added a member, photos, a notice and an accepted correction, with a
// birthday and an activity in the coming week, comes to each family reader once, however many instances queue it and
// after a restart, as HTML (right to left in Arabic, its styles inlined) with a plain-text part; a week with nothing
// to tell sends nothing; a reader who turned it off, on the profile or by the mail's one-click link, gets none.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addDays, isoOf } from '../../server/features/calendar/calendar-days.ts';
import { RemindersRepository } from '../../server/features/reminders/repository.ts';
import { DEFAULT_SETTINGS } from '../../server/features/reminders/settings.ts';
import { createdTime } from '../../server/db/created-time.ts';
import { isolate } from '../../common/model/bidi.ts';
import { familyAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords } from './helpers/family-records.ts';
import { runOnTwoInstancesThenRestart } from './helpers/instances.ts';
import { smtpPeer } from './helpers/smtp-peer.ts';

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
/** The lines of a section of the digest's text, up to the blank line that ends it. */
const section = (text: string, title: string) => text.split(`${title}\n`)[1]?.split('\n\n')[0].split('\n') ?? [];

describeOnDatabases('the weekly digest', (db) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  const email = (username: string) => `${username}-digest-${db}@example.com`;
  // Sent tomorrow: today is in the week it tells of.
  const day = isoOf(new Date(Date.now() + 86_400_000));
  let family: ReturnType<typeof familyRecords>;
  beforeAll(async () => {
    smtp = await smtpPeer();
    t = await buildTestApp({ db, config: { smtpUrl: smtp.url, publicUrl: 'https://family.example' } });
    family = familyRecords(t);
    await family.add('salim', { name: 'Salim', familyName: 'Haddad', gender: 'male', birthdate: '1900', isAlive: 'no' });
    // Layla's birthday is two days after the digest's day; Hidden's too, but he keeps it to himself.
    await family.add('layla', {
      name: 'Layla',
      gender: 'female',
      parentId: family.ids.salim,
      birthdate: dmy(addDays(day, 2)).replace(/\d{4}$/, '1990'),
    });
    await family.add('hidden', {
      name: 'Hidden',
      gender: 'male',
      parentId: family.ids.salim,
      birthdate: dmy(addDays(day, 2)).replace(/\d{4}$/, '1991'),
    });
    for (const [username, language, member] of [
      ['reader-ar', 'ar', undefined],
      ['reader-en', 'en', undefined],
      ['hidden-himself', 'en', family.ids.hidden],
    ] as const) {
      const account = await familyAccount(t, { username, email: email(username), language, memberId: member });
      if (member)
        await new RemindersRepository(t.app.db, t.app.dialect).saveSettings(account.id, { ...DEFAULT_SETTINGS, hideOwnBirthday: true });
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (username: string) => smtp.received.filter((m) => m.to === email(username));

  test('a week with nothing new sends nothing', async () => {
    // A hundred days on: no one recorded the week before, no birthday or activity the week after.
    await t.app.digest.queueWeek(addDays(day, 100));
    await t.app.digest.queue.idle();
    expect(smtp.received.filter((m) => m.to.includes('-digest-'))).toHaveLength(0);
  });

  test('a full week: each reader gets it once, in their language, as HTML and text, whatever instances and restarts', async () => {
    const moderator = (method: 'POST' | 'PUT', url: string, payload: object) => t.injectAs('MODERATOR', { method, url, payload });
    const rami = await moderator('POST', '/api/v1/members', {
      name: 'Rami',
      gender: 'male',
      birthdate: dmy(isoOf(new Date())),
      parentId: family.ids.salim,
    });
    expect(rami.statusCode, rami.body).toBe(201);
    const notice = await moderator('POST', '/api/v1/notifications', {
      subject: 'Eid lunch at the old house',
      description: 'Everyone is welcome',
    });
    expect(notice.statusCode, notice.body).toBe(201);
    const album = await t.app.repositories.ofResource('albums').create({ name: 'Summer 2026', description: 'At the sea' } as never);
    for (const name of ['one', 'two', 'three'])
      await t.app.repositories.ofResource('images').create({ name, description: name, album: 'Summer 2026' } as never);
    const activity = await moderator('POST', '/api/v1/activities', {
      activityName: 'Family picnic',
      dateOfActivity: dmy(addDays(day, 3)),
      place: 'The olive grove',
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const made = await t.injectAs('BISH', {
      method: 'POST',
      url: '/api/v1/suggestions',
      payload: {
        resource: 'family-members',
        recordId: rami.json().id,
        kind: 'update',
        changes: { birthPlace: 'Kafr Yasif' },
        reason: 'His mother said so',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/suggestions/${made.json().id}/accept`, payload: {} })).statusCode,
    ).toBe(200);

    await runOnTwoInstancesThenRestart(t, async (app) => {
      await app.digest.queueWeek(day);
      await app.digest.queue.idle();
    });
    expect(mailsTo('reader-ar')).toHaveLength(1);
    expect(mailsTo('reader-en')).toHaveLength(1);

    const english = await simpleParser(mailsTo('reader-en')[0].raw);
    expect(english.subject).toBe('This week in the family');
    const text = english.text ?? '';
    // What people wrote is isolated from the line around it (an Arabic name in an English line).
    for (const told of ['Rami', 'Eid lunch at the old house', 'Layla', 'Family picnic', 'The olive grove'])
      expect(text).toContain(isolate(told));
    expect(text).toContain(`${isolate('Summer 2026')}: 3`);
    // Corrected by a family member's suggestion: Rami, once more under its own heading.
    expect(section(text, 'Corrected and completed by family members')).toEqual([
      `- ${isolate('Rami')}`,
      `  https://family.example/family-members/${rami.json().id}`,
    ]);
    // Of the two birthdays, the one kept hidden by its own account is in no one's digest.
    expect(section(text, 'Birthdays in the coming week')).toEqual([
      expect.stringMatching(new RegExp(`^- ${isolate('Layla')}, `)),
      `  https://family.example/family-members/${family.ids.layla}`,
    ]);
    expect(text).toContain(`https://family.example/family-gallery?album=${album.id}`);
    expect(mailsTo('reader-en')[0].raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailsTo('reader-en')[0].raw).toMatch(
      /List-Unsubscribe:\s*<https:\/\/family\.example\/api\/v1\/reminders\/digest\/unsubscribe\/[^>]+>/,
    );

    const arabic = await simpleParser(mailsTo('reader-ar')[0].raw);
    expect(arabic.subject).toBe('أسبوع العائلة');
    const html = String(arabic.html);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    // The styles are inlined into the elements, where phone mail programs keep them.
    expect(html).toMatch(/<td class="head"[^>]* style="[^"]*background: #7a3e12/);
    expect(html).toContain('صور جديدة');
    expect(arabic.text).toContain(`${isolate('Summer 2026')}: ٣`);
  });

  test('the profile and the one-click link turn it off, each for its own reader only', async () => {
    const next = addDays(day, 7);
    // Something to tell that week too: a notice.
    const notice = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/notifications',
      payload: { subject: 'A second notice', description: 'x' },
    });
    expect(notice.statusCode).toBe(201);
    const aWeekOn = createdTime(t.app.dialect, Date.now() + 7 * 86_400_000);
    await t.app.db.updateTable('notifications').set({ created_date: aWeekOn }).where('id', '=', notice.json().id).execute();

    const link = /https:\/\/family\.example(\/api\/v1\/reminders\/digest\/unsubscribe\/\S+)/.exec(
      (await simpleParser(mailsTo('reader-en')[0].raw)).text ?? '',
    )![1];
    const stopped = await t.app.inject({
      method: 'POST',
      url: link,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode).toBeLessThan(300);
    await t.app.digest.queueWeek(next);
    await t.app.digest.queue.idle();
    expect(mailsTo('reader-en')).toHaveLength(1);
    expect(mailsTo('reader-ar')).toHaveLength(2);
  });

  test('a server started after the day’s time has passed (00:00 UTC here) sends that day’s digest, once', async () => {
    // Today's digest: Layla's birthday is in the week from today.
    const before = mailsTo('reader-ar').length;
    const scheduled = await buildApp({ ...t.config, digestAt: '0 0 * * *' });
    try {
      await scheduled.ready();
      await expect.poll(() => mailsTo('reader-ar').length, { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await scheduled.close();
    }
    const again = await buildApp({ ...t.config, digestAt: '0 0 * * *' });
    await again.ready();
    await again.close();
    expect(mailsTo('reader-ar')).toHaveLength(before + 1);
  });

  test('the admin board counts each week’s digests; a moderator may not see them', async () => {
    const runs = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/digest/runs' });
    expect(runs.statusCode).toBe(200);
    const [latest, first, today] = runs.json();
    expect(latest).toMatchObject({ day: addDays(day, 7), failed: 0, pending: 0 });
    expect(first).toMatchObject({ day, failed: 0, pending: 0, cancelled: 0 });
    expect(today).toMatchObject({ day: addDays(day, -1), failed: 0, pending: 0 });
    // Every digest the mail server received is counted, in the week it was sent for.
    const received = smtp.received.filter((m) => m.raw.includes('/api/v1/reminders/digest/unsubscribe/')).length;
    expect(first.sent + latest.sent + today.sent).toBe(received);
    expect(first.sent).toBeGreaterThanOrEqual(3);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/reminders/digest/runs' })).statusCode).toBe(403);
  });
});
