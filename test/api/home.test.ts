// The family member's home page (GET /api/v1/home): what is new since their previous visit, in one call
// that records the visit; the living's birthdays of the week; nothing private for a family member; what
// waits for a moderator; no home of the family's for a user without family permission.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { FamilyHome } from '../../common/generated/api.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

const HOME = '/api/v1/home';

describeOnDatabases('the family member’s home', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const home = async (role: 'BISH' | 'MODERATOR' | 'ADMIN', query = '') => {
    const response = await t.injectAs(role, { method: 'GET', url: `${HOME}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FamilyHome;
  };
  const notice = async (subject: string) => {
    const fields = { notificationSubject: subject, notificationDescription: `About ${subject}` };
    const response = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/notifications', ...multipartBody(fields) });
    expect(response.statusCode, response.body).toBe(201);
  };
  const member = async (payload: Record<string, unknown>) => {
    const response = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const subjects = (answer: FamilyHome) => answer.notices.map((n) => n.subject);

  test('a notice published after the last visit is new, and stays so while the visit lasts; one seen at an earlier visit is not new', async () => {
    await notice('Wedding of Rami');
    // Created times are kept to the second: the first visit comes in a later second than the notice.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(subjects(await home('BISH'))).toContain('Wedding of Rami');
    // Opened again soon (a reload, back from the notice): the same visit, the same news.
    expect(subjects(await home('BISH'))).toContain('Wedding of Rami');

    await notice('Graduation of Hala');
    // Four hours later: a new visit, counted from the last one.
    const later = Date.now() + 4 * 60 * 60 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const next = await home('BISH');
      expect(subjects(next)).toContain('Graduation of Hala');
      expect(subjects(next)).not.toContain('Wedding of Rami');
    } finally {
      vi.restoreAllMocks();
    }
  });

  test('the week’s birthdays are the living’s only', async () => {
    const living = await member({ name: 'Nadia', gender: 'female', birthdate: '12-03-1990' });
    const deceased = await member({ name: 'Jamil', gender: 'male', birthdate: '13-03-1920', deathDate: '01-01-2001' });
    const onlyYear = await member({ name: 'Karim', gender: 'male', birthdate: '1991' });
    const births = (await home('BISH', '?today=10-03-2025')).births;
    expect(births).toContainEqual({ id: living, name: 'Nadia', date: '12-03-2025' });
    expect(births.map((b) => b.id)).not.toContain(deceased);
    expect(births.map((b) => b.id)).not.toContain(onlyYear);
  });

  test('a family member gets no private field, and the people added are named', async () => {
    const phone = '0521234567';
    const added = await member({ name: 'Samira', fatherName: 'Khalil', gender: 'female', phoneNumber: phone, identity: '123456789' });
    await notice('Family dinner');
    const answer = await home('BISH');
    expect(JSON.stringify(answer)).not.toContain(phone);
    expect(JSON.stringify(answer)).not.toContain('123456789');
    expect(answer.notices.find((n) => n.subject === 'Family dinner')).not.toHaveProperty('createdByName');
    expect(answer.people).toContainEqual(
      expect.objectContaining({ action: 'added', member: { id: added, name: 'Samira', fatherName: 'Khalil', familyName: null } }),
    );
    expect(answer).not.toHaveProperty('waitingSuggestions');
    expect(answer).not.toHaveProperty('permissionRequests');
    // A moderator's notices name their author.
    expect((await home('MODERATOR')).notices.find((n) => n.subject === 'Family dinner')).toHaveProperty(
      'createdByName',
      'moderator-account',
    );
  });

  test('a moderator is told how many suggestions wait, the member how many of theirs', async () => {
    const about = await member({ name: 'Omar', gender: 'male' });
    const suggested = await t.injectAs('BISH', {
      method: 'POST',
      url: '/api/v1/suggestions',
      payload: { resource: 'family-members', recordId: about, kind: 'update', changes: { birthPlace: 'Haifa' } },
    });
    expect(suggested.statusCode, suggested.body).toBe(201);
    expect((await home('MODERATOR')).waitingSuggestions).toBe(1);
    expect((await home('BISH')).mySuggestions).toEqual({ waiting: 1, accepted: 0, rejected: 0 });
    expect(await home('ADMIN')).toMatchObject({ waitingSuggestions: 1, permissionRequests: 0 });
  });

  test('a user without family permission, or a visitor, has no family home', async () => {
    expect((await t.injectAs('USER', { method: 'GET', url: HOME })).statusCode).toBe(403);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: HOME })).statusCode).toBe(401);
  });
});
