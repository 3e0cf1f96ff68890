// Who would be reminded of a birthday, counted through the tree: the accounts of the person's kin up to second
// cousins, a week before and on the day; a second cousin's son is not told, nor a visitor without family permission,
// nor a disabled account; the birthday of the deceased is nobody's reminder. What the dry run prints, and an
// admin's preview of it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReminderPlan } from '../../common/generated/api.ts';
import { birthdayPlan } from '../../server/features/reminders/birthday-plan.ts';
import { DEFAULT_DEGREE } from '../../server/features/reminders/kinship.ts';
import { printPlan } from '../../server/features/reminders/print-plan.ts';
import { hashPassword } from '../../server/plugins/app/passwords.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords } from './helpers/family-records.ts';

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
    // Omar, born the same day, died: his birthday is nobody's reminder.
    await family.add('omar', { name: 'Omar', gender: 'male', birthdate: '08-12-1991', isAlive: 'no', parentId: family.ids.a2 });
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
        passwordHash: await hashPassword('a-password-1'),
        allowed,
        roles: [...roles],
      });
      await t.app.repositories.users.update(account.id, { memberId: family.ids[member] });
    }
  });
  afterAll(async () => t?.close());

  const plan = (date: string, degree = DEFAULT_DEGREE) =>
    birthdayPlan({ db: t.app.db, dialect: t.app.dialect, repositories: t.app.repositories }, date, degree);
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

  test('a nearer reach tells fewer: at degree 1, his father only', async () => {
    expect(told(await plan('2026-12-08', 1))).toEqual([['father', ['A3 A1 Haddad 0']]]);
  });

  test('the dry run prints each recipient, what they would be told, and the count', async () => {
    const printed = printPlan('2026-12-01', await plan('2026-12-01'));
    expect(printed).toContain('second-cousin <second-cousin@example.com> (ar):');
    expect(printed).toContain(`  in 7 days, 2026-12-08: A3 A1 Haddad (member ${family.ids.a3})`);
    expect(printed.trimEnd().split('\n').at(-1)).toBe('2 recipients, 2 reminders');
  });

  test('an admin reads the same preview from the API; a moderator may not, and a day no calendar has is refused', async () => {
    const preview = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/preview?date=2026-12-01' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual(await plan('2026-12-01'));
    expect(preview.json()[0]).toMatchObject({ username: 'second-cousin', memberId: family.ids.b3, language: 'ar' });
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/reminders/preview' })).statusCode).toBe(403);
    const refused = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/preview?date=2026-02-30' });
    expect(refused.statusCode).toBe(400);
    expect((await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/reminders/preview?degree=9' })).statusCode).toBe(400);
  });
});
