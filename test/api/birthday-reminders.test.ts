// Who would be reminded of a birthday, counted through the tree: the accounts of the person's kin up to second
// cousins until they choose another reach, a week before and on the day; a second cousin's son is not told, nor a
// visitor without family permission, nor a disabled account; the birthday of the deceased is nobody's reminder,
// nor the birthday of one who hid it. Each member's choices; what the dry run prints, and an admin's preview of it.
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import type { ReminderPlan, ReminderSettings } from '../../common/generated/api.ts';
import { dayPlan } from '../../server/features/reminders/day-plan.ts';
import { printPlan } from '../../server/features/reminders/print-plan.ts';
import { RemindersRepository } from '../../server/features/reminders/repository.ts';
import { DEFAULT_SETTINGS } from '../../server/features/reminders/settings.ts';
import { fixtureHash } from './helpers/passwords.ts';
import { inSlices } from '../../server/db/in-slices.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords, LONG_AGO, recordedAt } from './helpers/family-records.ts';

describeOnDatabases('birthday reminders', (db) => {
  let t: TestApp;
  let family: ReturnType<typeof familyRecords>;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    family = familyRecords(t);
    // Two lines from the great-grandfather Salim, four generations each; A3's birthday is on 8 December.
    await family.add('salim', { name: 'Salim', familyName: 'Haddad', gender: 'male', birthdate: '1900', isAlive: 'no' });
    for (const line of ['a', 'b']) {
      let parent = family.ids.salim;
      for (const generation of [1, 2, 3, 4])
        parent = await family.add(`${line}${generation}`, {
          name: `${line.toUpperCase()}${generation}`,
          familyName: 'Haddad',
          gender: 'male',
          birthdate: `0${generation}-0${generation}-19${50 + generation * 10}`,
          parentId: parent,
        });
    }
    await t.app.repositories.members.update(family.ids.a3, { birthdate: '08-12-1990' });
    // Omar, born the same day, died on 20 December 2010: his birthday is nobody's reminder, the anniversary of his death is.
    await family.add('omar', {
      name: 'Omar',
      gender: 'male',
      birthdate: '08-12-1991',
      isAlive: 'no',
      deathDate: '20-12-2010',
      parentId: family.ids.a2,
    });
    for (const [member, username, roles, allowed] of [
      ['b3', 'second-cousin', ['ROLE_USER', 'ROLE_BISH'], true],
      ['b4', 'second-cousins-son', ['ROLE_USER', 'ROLE_BISH'], true],
      ['a2', 'father', ['ROLE_USER', 'ROLE_BISH'], true],
      ['a1', 'visitor-grandfather', ['ROLE_USER'], true],
      ['b2', 'disabled-cousin', ['ROLE_USER', 'ROLE_BISH'], false],
    ] as const) {
      const account = await t.app.repositories.users.createUser({
        username,
        email: `${username}@example.com`,
        name: username,
        passwordHash: await fixtureHash('a-password-1'),
        allowed,
        roles: [...roles],
      });
      await t.app.repositories.users.update(account.id, { memberId: family.ids[member] });
    }
    await recordedAt(t, LONG_AGO);
  });
  afterAll(async () => t?.close());

  const plan = (date: string) => dayPlan({ db: t.app.db, dialect: t.app.dialect, repositories: t.app.repositories }, date);
  const account = (username: string) => t.app.repositories.users.findBy('username', username);
  /** The member's choices, stored as the profile's PUT stores them. */
  const choose = async (username: string, settings: Partial<ReminderSettings>) => {
    const id = (await account(username))!.id as number;
    await new RemindersRepository(t.app.db, t.app.dialect).saveSettings(id, { ...DEFAULT_SETTINGS, ...settings });
  };
  // A3 as the directory names him: his grandfather's name comes from the line.
  const told = (plans: ReminderPlan[]) => plans.map((p) => [p.username, p.birthdays.map((b) => `${b.name} ${b.daysBefore}`)]);

  test('a week before, his kin to second cousins are told, each once; not a second cousin’s son, a visitor or a disabled account', async () => {
    expect(told(await plan('2026-12-01'))).toEqual([
      ['second-cousin', ['A3 A1 Haddad 7']],
      ['father', ['A3 A1 Haddad 7']],
    ]);
  });

  test('on the day they are told again; a day between, nobody is', async () => {
    expect(told(await plan('2026-12-08'))).toEqual([
      ['second-cousin', ['A3 A1 Haddad 0']],
      ['father', ['A3 A1 Haddad 0']],
    ]);
    expect(await plan('2026-12-04')).toEqual([]);
  });

  test('each member’s own reach: the second cousin’s son who chose third cousins is told; a father who chose no reminders is not', async () => {
    await choose('second-cousins-son', { degree: 4 });
    await choose('father', { birthdays: false });
    try {
      expect(told(await plan('2026-12-08'))).toEqual([
        ['second-cousin', ['A3 A1 Haddad 0']],
        ['second-cousins-son', ['A3 A1 Haddad 0']],
      ]);
      await choose('second-cousin', { channel: 'none' });
      await choose('second-cousins-son', { degree: 3 });
      expect(await plan('2026-12-08')).toEqual([]);
    } finally {
      for (const username of ['father', 'second-cousin', 'second-cousins-son']) await choose(username, {});
    }
  });

  test('one who hid their birthday is nobody’s reminder', async () => {
    const a3 = await t.app.repositories.users.createUser({
      username: 'a3-himself',
      email: 'a3@example.com',
      name: 'A3',
      passwordHash: await fixtureHash('a-password-1'),
      allowed: true,
      roles: ['ROLE_USER', 'ROLE_BISH'],
    });
    await t.app.repositories.users.update(a3.id, { memberId: family.ids.a3 });
    await choose('a3-himself', { hideOwnBirthday: true });
    try {
      expect(await plan('2026-12-08')).toEqual([]);
    } finally {
      await choose('a3-himself', {});
    }
    expect(told(await plan('2026-12-08'))).toHaveLength(2);
  });

  test('the profile’s choices: the defaults until chosen, kept once chosen; a reach beyond 6 is refused; a visitor has none', async () => {
    const url = '/api/v1/reminders/settings';
    const defaults = await t.injectAs('BISH', { method: 'GET', url });
    expect(defaults.json()).toEqual({
      birthdays: true,
      anniversaries: true,
      hijriAnniversaries: false,
      newcomers: true,
      channel: 'mail',
      degree: 3,
      hideOwnBirthday: false,
      digest: true,
      notices: true,
    });
    const chosen = {
      birthdays: true,
      anniversaries: false,
      hijriAnniversaries: true,
      newcomers: true,
      channel: 'push',
      degree: 2,
      hideOwnBirthday: true,
      digest: false,
      notices: false,
    };
    const put = await t.injectAs('BISH', { method: 'PUT', url, payload: chosen });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url })).json()).toEqual(chosen);
    const far = await t.injectAs('BISH', { method: 'PUT', url, payload: { ...chosen, degree: 7 }, headers: { 'accept-language': 'en' } });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Enter 6 or less');
    expect((await t.injectAs('BISH', { method: 'GET', url })).json()).toEqual(chosen);
    expect((await t.injectAs('USER', { method: 'GET', url })).statusCode).toBe(403);
  });

  test('the anniversary of a death is told to his kin a week before and on the day, with the year; not to one who chose not', async () => {
    const anniversaries = (plans: ReminderPlan[]) =>
      plans.map((p) => [p.username, p.anniversaries.map((a) => `${a.name} ${a.year} ${a.daysBefore}`)]);
    // His brother A3 is told too: his account was linked by the test of a hidden birthday.
    expect(anniversaries(await plan('2026-12-13'))).toEqual([
      ['second-cousin', ['Omar A1 2010 7']],
      ['father', ['Omar A1 2010 7']],
      ['a3-himself', ['Omar A1 2010 7']],
    ]);
    await choose('father', { anniversaries: false });
    try {
      expect(anniversaries(await plan('2026-12-20'))).toEqual([
        ['second-cousin', ['Omar A1 2010 0']],
        ['a3-himself', ['Omar A1 2010 0']],
      ]);
      expect(printPlan('2026-12-20', await plan('2026-12-20'))).toContain(
        `  today, 2026-12-20: anniversary of the death of Omar A1, 2010 (member ${family.ids.omar})`,
      );
    } finally {
      await choose('father', {});
    }
  });

  test('the anniversary by the Hijri calendar is told only to those who chose it, a week before and on the day, with the Hijri year', async () => {
    const hijri = (plans: ReminderPlan[]) =>
      plans
        .map((p) => [p.username, p.anniversaries.filter((a) => a.calendar === 'hijri').map((a) => `${a.name} ${a.year} ${a.daysBefore}`)])
        .filter(([, told]) => told.length > 0);
    // Omar died on 20 December 2010, 14 Muharram 1432: in 2026 that is 29 June.
    expect(hijri(await plan('2026-06-29'))).toEqual([]);
    await choose('father', { hijriAnniversaries: true });
    try {
      expect(hijri(await plan('2026-06-22'))).toEqual([['father', ['Omar A1 1432 7']]]);
      expect(hijri(await plan('2026-06-29'))).toEqual([['father', ['Omar A1 1432 0']]]);
      expect(hijri(await plan('2026-06-30'))).toEqual([]);
      expect(printPlan('2026-06-29', await plan('2026-06-29'))).toContain(
        `  today, 2026-06-29: Hijri anniversary of the death of Omar A1, 1432 AH (member ${family.ids.omar})`,
      );
      // The Hijri day is a second day for the anniversaries, not a reminder of its own.
      await choose('father', { hijriAnniversaries: true, anniversaries: false });
      expect(hijri(await plan('2026-06-29'))).toEqual([]);
    } finally {
      await choose('father', {});
    }
  });

  test('the day after a baby is recorded under A3 his kin are told, and of a cousin newly found; of a whole branch only the babies', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const born = `${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}`;
    const record = async (payload: object) => {
      const created = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as number;
    };
    const rami = await record({ name: 'Rami', gender: 'male', birthdate: born, parentId: family.ids.a3 });
    const nadia = await record({ name: 'Nadia', gender: 'female', birthdate: '1975', parentId: family.ids.b1 });
    // Taken away after this test: born today, Rami's birthday would be in the plans of the tests after it that name
    // a fixed day, on the day the suite runs on that day.
    onTestFinished(async () => {
      for (const id of [rami, nadia]) await t.app.repositories.members.delete(id);
    });
    const newcomers = (plans: ReminderPlan[]) =>
      plans.map((p) => [p.username, p.newcomers.map((n) => `${n.name}${n.baby ? ' (baby)' : ''}`)]);
    // This whole family recorded today as well: a branch, so only the baby is told, to his kin up to second cousins.
    await recordedAt(t, Date.now());
    expect(newcomers(await plan(tomorrow))).toEqual([
      ['father', ['Rami A2 (baby)']],
      ['a3-himself', ['Rami A2 (baby)']],
    ]);
    // The family recorded on an earlier day, today's two are told one by one; nobody is told on the day itself.
    await recordedAt(t, Date.now() - 10 * 86_400_000, [rami, nadia]);
    expect(newcomers(await plan(tomorrow))).toEqual([
      ['second-cousin', ['Nadia Salim']],
      ['second-cousins-son', ['Nadia Salim']],
      ['father', ['Rami A2 (baby)', 'Nadia Salim']],
      ['a3-himself', ['Rami A2 (baby)', 'Nadia Salim']],
    ]);
    expect((await plan(today)).flatMap((p) => p.newcomers)).toEqual([]);
  });

  test('the dry run prints each recipient, what they would be told, and the count', async () => {
    const printed = printPlan('2026-12-01', await plan('2026-12-01'));
    expect(printed).toContain('second-cousin <second-cousin@example.com> (ar):');
    expect(printed).toContain(`  in 7 days, 2026-12-08: birthday of A3 A1 Haddad (member ${family.ids.a3})`);
    expect(printed.trimEnd().split('\n').at(-1)).toBe('2 recipients, 2 reminders');
  });

  test('an admin reads the same preview from the API; a moderator may not, and a day no calendar has is refused', async () => {
    const preview = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/preview?date=2026-12-01' });
    expect(preview.statusCode, preview.body).toBe(200);
    // The account's id stays on the server.
    expect(preview.json()).toEqual((await plan('2026-12-01')).map(({ userId: _, ...shown }) => shown));
    expect(preview.json()[0]).toMatchObject({ username: 'second-cousin', memberId: family.ids.b3, language: 'ar' });
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/reminders/preview' })).statusCode).toBe(403);
    const refused = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/preview?date=2026-02-30' });
    expect(refused.statusCode).toBe(400);
  });
});

describeOnDatabases('birthday reminders in a large family', (db) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  test('a birthday whose kin are more members than a statement takes parameters (70,000 brothers) is still told to them', async () => {
    t = await buildTestApp({ db });
    const father = await t.app.repositories.members.create({ name: 'Salim', gender: 'male', birthdate: '08-12-1950' });
    // Written straight to the table: the family's size is the point, not how each member was added.
    const sons = Array.from({ length: 70_000 }, (_, n) => ({ name: `Son ${n}`, gender: 'male' as const, parent_id: father.id as number }));
    await inSlices(sons, async (slice) => void (await t.app.db.insertInto('members').values(slice).execute()));
    const son = await t.app.repositories.members.findBy('name', 'Son 69999');
    const account = await t.app.repositories.users.createUser({
      username: 'youngest',
      email: 'youngest@example.com',
      name: 'youngest',
      passwordHash: await fixtureHash('a-password-1'),
      allowed: true,
      roles: ['ROLE_USER', 'ROLE_BISH'],
    });
    await t.app.repositories.users.update(account.id, { memberId: son!.id });
    const plans = await dayPlan({ db: t.app.db, dialect: t.app.dialect, repositories: t.app.repositories }, '2026-12-01');
    expect(plans.map((p) => [p.username, p.birthdays.map((b) => `${b.name} ${b.daysBefore}`)])).toEqual([['youngest', ['Salim 7']]]);
  });
});
