// A refused request names each field at fault with the rule it breaks (schema/api/errors.json), for the
// browser to say at the field in the reader's words, and says it itself in the request's language: a day
// that is not on the calendar is told apart from a date not written DD-MM-YYYY.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('refusals', (db) => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const created = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload: { name: 'Salim', gender: 'male' } });
    memberId = created.json().id;
  });
  afterAll(async () => t?.close());

  const edit = (birthdate: string, language?: string) =>
    t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${memberId}`,
      payload: { name: 'Salim', birthdate },
      headers: language ? { 'accept-language': language } : {},
    });

  test('a day that is not on the calendar is refused as such, at its field, in the reader’s language', async () => {
    const arabic = await edit('31-02-1895', 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'تاريخ الميلاد: ٣١-٠٢-١٨٩٥ ليس يومًا في التقويم',
      fields: [{ field: 'birthdate', rule: 'calendarDay', value: '31-02-1895' }],
    });
    expect((await edit('31-02-1895', 'en-GB,en;q=0.8')).json().message).toBe('Birthdate: 31-02-1895 is not a day of the calendar');
    expect((await edit('31-02-1895', 'he-IL')).json().message).toBe('תאריך לידה: 31-02-1895 אינו יום בלוח השנה');
    // A request that names no language of the portal is answered in its default, Arabic.
    expect((await edit('31-02-1895')).json().message).toBe(arabic.json().message);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/members/${memberId}` })).json().birthdate).toBeNull();
  });

  test('a date not written as a date is a fault of its writing, not of the calendar: the message says the forms a date takes', async () => {
    const refused = await edit('1895-02-03', 'en');
    expect(refused.json().fields).toEqual([{ field: 'birthdate', rule: 'partialDate' }]);
    expect(refused.json().message).toBe(
      'Birthdate: Write a date such as 25-03-1948, 03-1948, 1948, about 1948, before 1950, after 1900 or between 1945 and 1950',
    );
  });

  test('a rule the spec words keeps the spec’s text, which the browser translates', async () => {
    const refused = await t.injectAs('ANONYMOUS', {
      method: 'POST',
      url: '/api/auth/users/signup',
      payload: {
        name: 'Salim Haddad',
        username: 'salim haddad',
        email: 'salim@example.org',
        password: 'a good password',
        phoneNumber: '0501234567',
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Username could not contain spaces');
    expect(refused.json().fields).toEqual([{ field: 'username', rule: 'pattern', message: 'Username could not contain spaces' }]);
  });

  test('a field the call does not take, and a value of the wrong kind, are named too', async () => {
    const unknown = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${memberId}`,
      payload: { name: 'Salim', nickname: 'x' },
    });
    expect(unknown.json().fields).toEqual([{ field: 'nickname', rule: 'unknownField' }]);
    const wrongKind = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${memberId}`,
      payload: { name: 'Salim', gender: 'other' },
    });
    expect(wrongKind.json().fields).toEqual([{ field: 'gender', rule: 'choice' }]);
  });
});
