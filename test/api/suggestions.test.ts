// Members propose, moderators dispose: a family member's suggestion changes nothing until a moderator
// accepts it (as proposed or edited), which writes it as the moderator's own edit would, with the member
// named in the history; a rejection keeps the record as it was; the member hears either way, in their
// language. Only a family member may suggest, only a moderator decide, and a day's suggestions are counted.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMail } from '../support/outbox.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('members’ suggestions', (db) => {
  let t: TestApp;
  let father: number;
  let son: number;
  beforeAll(async () => {
    t = await buildTestApp({ db, config: { suggestionsPerDay: 13, openSuggestionsPerPerson: 3 } });
    const add = async (payload: Record<string, unknown>) =>
      (await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload })).json().id as number;
    father = await add({ name: 'Salim', familyName: 'Haddad', gender: 'male', birthdate: '1930' });
    son = await add({
      name: 'Yusuf',
      fatherName: 'Salim',
      familyName: 'Haddad',
      gender: 'male',
      birthdate: '02-03-1961',
      parentId: father,
    });
  });
  afterAll(async () => t?.close());

  const suggest = (payload: Record<string, unknown>, role: 'BISH' | 'USER' | 'MODERATOR' = 'BISH', language = 'en') =>
    t.injectAs(role, { method: 'POST', url: '/api/v1/suggestions', payload, headers: { 'accept-language': language } });
  const decide = (id: number, verb: 'accept' | 'reject', payload: Record<string, unknown> = {}, role: 'BISH' | 'MODERATOR' = 'MODERATOR') =>
    t.injectAs(role, { method: 'POST', url: `/api/v1/suggestions/${id}/${verb}`, payload });
  const member = async (id: number) => (await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/members/${id}` })).json();
  const historyOf = async (id: number) =>
    (await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/changes?resource=family-members&recordId=${id}` })).json().changes;

  test('a correction waits unapplied; accepted, it is the member’s record, and the history names the suggester and the moderator', async () => {
    const made = await suggest({
      resource: 'family-members',
      recordId: son,
      kind: 'update',
      changes: { birthdate: '02-03-1962', birthPlace: 'Kafr Yasif' },
      reason: 'His passport says 1962',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      suggestedBy: 'bish-account',
      recordTitle: 'Yusuf Salim Haddad',
      state: 'pending',
      before: { birthdate: '02-03-1961', birthPlace: null },
      changes: { birthdate: '02-03-1962', birthPlace: 'Kafr Yasif' },
    });
    // Nothing changed yet.
    expect((await member(son)).birthdate).toBe('02-03-1961');

    const accepted = await decide(made.json().id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', decidedBy: 'moderator-account', resultId: son });
    expect(await member(son)).toMatchObject({ birthdate: '02-03-1962', birthPlace: 'Kafr Yasif' });
    const [latest] = await historyOf(son);
    expect(latest).toMatchObject({ action: 'update', actor: 'moderator-account', suggestedBy: 'bish-account' });
    // The member is told, in the language they use the portal in (Arabic, the default).
    const mail = await outboxMail(t.config.dataDir, 'bish@example.com');
    expect(mail.subject).toBe('قُبل اقتراحك بشأن Yusuf Salim Haddad');
    expect(mail.link).toBe(`${t.config.publicUrl}/family-members/${son}`);
    // Decided once: a second accept is refused.
    expect((await decide(made.json().id, 'accept')).statusCode).toBe(409);
  });

  test('a newborn edited by the moderator, then accepted, joins the tree under her father', async () => {
    const made = await suggest({
      resource: 'family-members',
      recordId: son,
      kind: 'add-child',
      changes: { name: 'Lina', gender: 'female', birthdate: '05-2026' },
      reason: 'Born last May',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'add-child', before: {} });
    const children = async () =>
      (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${son}/getchildren` })).json().map((c: { name: string }) => c.name);
    expect(await children()).toEqual([]);

    const accepted = await decide(made.json().id, 'accept', { changes: { name: 'Lina', gender: 'female', birthdate: '14-05-2026' } });
    expect(accepted.statusCode).toBe(200);
    const child = await member(accepted.json().resultId);
    expect(child).toMatchObject({ name: 'Lina', parentId: son, birthdate: '14-05-2026', gender: 'female' });
    expect(await children()).toEqual(['Lina']);
    expect((await historyOf(child.id))[0]).toMatchObject({ action: 'create', suggestedBy: 'bish-account' });
  });

  test('a death rejected with a reason leaves the member living; the member reads why, by mail and in their list', async () => {
    const made = await suggest({
      resource: 'family-members',
      recordId: father,
      kind: 'death',
      changes: { deathDate: 'ABT 1999', burialPlace: 'Haifa' },
    });
    expect(made.statusCode).toBe(201);
    const rejected = await decide(made.json().id, 'reject', { reason: 'He is alive: I spoke to him today' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rejected', decisionReason: 'He is alive: I spoke to him today' });
    expect(await member(father)).toMatchObject({ deathDate: null, isAlive: 'yes', lifeStatus: 'living' });
    const mail = await outboxMail(t.config.dataDir, 'bish@example.com');
    expect(mail.subject).toBe('لم يُقبل اقتراحك بشأن Salim Haddad');
    expect(mail.text).toContain('He is alive: I spoke to him today');
    const own = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/suggestions' })).json();
    expect(own.find((s: { id: number }) => s.id === made.json().id)).toMatchObject({ state: 'rejected' });
  });

  test('an accepted death makes the member deceased, even without a day', async () => {
    const made = await suggest({ resource: 'family-members', recordId: father, kind: 'death', changes: { burialPlace: 'Haifa' } });
    expect((await decide(made.json().id, 'accept')).statusCode).toBe(200);
    expect(await member(father)).toMatchObject({ isAlive: 'no', lifeStatus: 'deceased', burialPlace: 'Haifa' });
  });

  test('a memory is added to the story as a paragraph of its own', async () => {
    await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${son}`,
      payload: { biography: 'A teacher in the village school.' },
    });
    const made = await suggest({
      resource: 'family-members',
      recordId: son,
      kind: 'memory',
      changes: { memory: 'He planted the olive grove.' },
    });
    expect((await decide(made.json().id, 'accept')).statusCode).toBe(200);
    expect((await member(son)).biography).toBe('A teacher in the village school.\n\nHe planted the olive grove.');
  });

  test('a wife is added with her own fields, and a correction of her record is written to it', async () => {
    const made = await suggest({
      resource: 'family-members',
      recordId: son,
      kind: 'add-partner',
      changes: { name: 'Maryam', familyName: 'Khoury', gender: 'female', marriageDate: '1985' },
    });
    expect(made.statusCode).toBe(201);
    const wife = (await decide(made.json().id, 'accept')).json().resultId;
    const partners = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${son}/getpartners` })).json();
    expect(partners).toMatchObject([{ id: wife, name: 'Maryam', familyName: 'Khoury', marriageDate: '1985' }]);

    const fix = await suggest({ resource: 'family-partners', recordId: wife, kind: 'update', changes: { marriageDate: '06-1985' } });
    expect(fix.json()).toMatchObject({ recordTitle: 'Maryam Khoury', before: { marriageDate: '1985' } });
    await decide(fix.json().id, 'accept');
    const [after] = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${son}/getpartners` })).json();
    expect(after.marriageDate).toBe('06-1985');
    // The mail leads to the page of the member she is recorded with.
    expect((await outboxMail(t.config.dataDir, 'bish@example.com')).link).toBe(`${t.config.publicUrl}/family-members/${son}`);
  });

  test('two suggestions correcting a field in common are shown together in the queue', async () => {
    const first = (await suggest({ resource: 'family-members', recordId: son, kind: 'update', changes: { address: 'Haifa' } })).json();
    const second = (
      await suggest(
        { resource: 'family-members', recordId: son, kind: 'update', changes: { address: 'Akko', birthPlace: 'Akko' } },
        'MODERATOR',
      )
    ).json();
    const queue = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/suggestions?state=pending' })).json();
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/suggestions/waiting' })).json()).toEqual({ count: queue.length });
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/suggestions/waiting' })).statusCode).toBe(403);
    expect(queue.find((s: { id: number }) => s.id === first.id).sameFact).toEqual([second.id]);
    expect(queue.find((s: { id: number }) => s.id === second.id).sameFact).toEqual([first.id]);
    // A member's list holds only their own; a moderator asks for theirs with `mine`.
    const own = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/suggestions' })).json();
    expect(own.every((s: { suggestedBy: string }) => s.suggestedBy === 'bish-account')).toBe(true);
    const moderators = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/suggestions?mine=yes' })).json();
    expect(moderators.map((s: { id: number }) => s.id)).toEqual([second.id]);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/suggestions/${second.id}` })).statusCode).toBe(404);
    await decide(first.id, 'reject', { reason: 'duplicate' });
    await decide(second.id, 'reject', { reason: 'duplicate' });
  });

  describe('the rules', () => {
    test('a value the record’s own rules refuse is refused when suggested, naming the field in the reader’s language', async () => {
      const bad = await suggest(
        { resource: 'family-members', recordId: son, kind: 'death', changes: { deathDate: '31-02-1990' } },
        'BISH',
        'en',
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject([{ field: 'deathDate', rule: 'calendarDay' }]);
      // What a family member cannot see, they cannot propose.
      const hidden = await suggest({ resource: 'family-members', recordId: son, kind: 'update', changes: { phoneNumber: '0501234567' } });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().fields).toMatchObject([{ field: 'phoneNumber', rule: 'unknownField' }]);
      const empty = await suggest({ resource: 'family-members', recordId: son, kind: 'update', changes: {} });
      expect(empty.statusCode).toBe(400);
      const partnerChild = await suggest({ resource: 'family-partners', recordId: son, kind: 'add-child', changes: { name: 'X' } });
      expect(partnerChild.statusCode).toBe(400);
      expect((await suggest({ resource: 'family-members', recordId: 999999, kind: 'memory', changes: { memory: 'x' } })).statusCode).toBe(
        404,
      );
    });

    test('an account without family permission cannot suggest; a family member cannot decide, nor edit the record itself', async () => {
      const payload = { resource: 'family-members', recordId: son, kind: 'memory', changes: { memory: 'A memory' } };
      expect((await suggest(payload, 'USER')).statusCode).toBe(403);
      expect((await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/v1/suggestions', payload })).statusCode).toBe(401);
      const made = (await suggest(payload)).json();
      expect((await decide(made.id, 'accept', {}, 'BISH')).statusCode).toBe(403);
      expect((await decide(made.id, 'reject', { reason: 'no' }, 'BISH')).statusCode).toBe(403);
      expect((await t.injectAs('BISH', { method: 'PUT', url: `/api/v1/members/${son}`, payload: { name: 'Changed' } })).statusCode).toBe(
        403,
      );
      expect((await decide(made.id, 'reject', {})).statusCode).toBe(400);
      await decide(made.id, 'reject', { reason: 'test' });
    });

    test('too many waiting about one person, then a day’s budget, answer 429 in the member’s words', async () => {
      const memory = (recordId: number) =>
        suggest({ resource: 'family-members', recordId, kind: 'memory', changes: { memory: 'Another memory' } });
      // The member made 9 of their 13 today in the tests above; 3 may wait about one person.
      const answers = [await memory(father), await memory(father), await memory(father), await memory(father)];
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429]);
      expect(answers[3].json().message).toBe('Your earlier suggestions about this person still wait for a moderator');
      expect((await memory(son)).statusCode).toBe(201);
      const spent = await memory(son);
      expect(spent.statusCode).toBe(429);
      expect(spent.json().message).toBe('You have made as many suggestions as a day allows: try again tomorrow');
    });
  });
});
