// The history of every change and its undo, as a moderator and an admin use them: who changed what,
// a member deleted by mistake restored with their partners and picture, an edit reverted, and nothing
// of the history for those who may not read it.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Change } from '../../common/generated/api.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody, samplePng } from './helpers/samples.ts';

describeOnDatabases('history and undo', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const changesOf = async (resource: string, recordId: number): Promise<Change[]> => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=${resource}&recordId=${recordId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().changes;
  };
  const createMember = async (body: Record<string, unknown>) => {
    const response = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  const storedFiles = async () => (await readdir(join(t.config.dataDir, 'files')).catch(() => [] as string[])).sort();
  const undo = (id: number) => t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/changes/${id}/undo` });

  test('a create and an edit are recorded with who made them and each changed value before and after', async () => {
    const member = await createMember({ name: 'ليلى', fatherName: 'سالم', phoneNumber: '0501234567' });
    const edit = await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${member.id}`, payload: { name: 'ليلا' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const [updated, created] = await changesOf('family-members', member.id);
    expect(created).toMatchObject({ action: 'create', actor: t.users.MODERATOR.username, title: 'ليلى سالم' });
    expect(created.fields).toContainEqual({ name: 'phoneNumber', after: '0501234567' });
    expect(updated).toMatchObject({ action: 'update', actor: t.users.MODERATOR.username, title: 'ليلا سالم' });
    expect(updated.fields).toEqual([{ name: 'name', before: 'ليلى', after: 'ليلا' }]);
  });

  test('a write the database refuses leaves no history behind', async () => {
    const album = { name: `Wedding ${db}`, description: 'the day' };
    expect((await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/albums', payload: album })).statusCode).toBe(201);
    const count = async () =>
      (
        await t.app.db
          .selectFrom('changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const clash = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/albums', payload: album });
    expect(clash.statusCode).toBe(409);
    expect(await count()).toEqual(before);
  });

  describe('a member deleted by mistake', () => {
    let member: { id: number };
    let picture: Buffer;
    let deletion: Change;
    beforeAll(async () => {
      const grandfather = await createMember({ name: 'يوسف' });
      member = await createMember({ name: 'عمر', fatherName: 'يوسف', parentId: grandfather.id, phoneNumber: '0529876543' });
      picture = await samplePng();
      const upload = await t.injectAs('MODERATOR', {
        method: 'POST',
        url: `/api/v1/members/${member.id}/upload`,
        ...multipartBody({}, { data: picture, name: 'omar.png' }),
      });
      expect(upload.statusCode, upload.body).toBe(200);
      for (const name of ['سلمى', 'هند'])
        expect(
          (await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${member.id}/addpartner`, payload: { name } })).statusCode,
        ).toBe(201);
      const removed = await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${member.id}` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}` })).statusCode).toBe(404);
      [deletion] = await changesOf('family-members', member.id);
    });

    test('the deletion is in the recent changes with the partners that went with it', async () => {
      const recent = await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/changes' });
      const top = (recent.json().changes as Change[])[0];
      expect(top).toMatchObject({ id: deletion.id, action: 'delete', title: 'عمر يوسف', actor: t.users.MODERATOR.username, followers: 2 });
      const detail = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes/${deletion.id}` });
      expect(
        detail
          .json()
          .followers.map((c: Change) => c.title)
          .sort(),
      ).toEqual(['سلمى', 'هند']);
      expect(detail.json().undo).toMatchObject({ kind: 'restore', with: [{ title: 'سلمى' }, { title: 'هند' }] });
      expect(detail.json().undo.blocked).toBeUndefined();
      // The parent is named, not numbered; the picture is said to be there, its stored key is not given.
      expect(detail.json().undo.fields).toEqual(
        expect.arrayContaining([
          { name: 'parentId', after: 'يوسف' },
          { name: 'userProfileImageLink', after: true },
        ]),
      );
    });

    test('a moderator reads the history but cannot undo; an admin restores the member with partners and picture', async () => {
      expect((await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/changes/${deletion.id}/undo` })).statusCode).toBe(403);
      const restored = await undo(deletion.id);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().change).toMatchObject({ action: 'create', undoesId: deletion.id, actor: 'admin' });

      const back = await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/members/${member.id}` });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ name: 'عمر', phoneNumber: '0529876543' });
      const partners = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}/getpartners` });
      expect(
        partners
          .json()
          .map((p: { name: string }) => p.name)
          .sort(),
      ).toEqual(['سلمى', 'هند']);
      const file = await t.injectAs('BISH', { method: 'GET', url: back.json().userProfileImageLink });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
      // The name search finds the member again: the chain was written with the row.
      const found = await t.injectAs('BISH', {
        method: 'GET',
        url: `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ q: 'عمر يوسف' }))}`,
      });
      expect(found.json().map((m: { id: number }) => m.id)).toContain(member.id);
    });

    test('a second restore is refused with the reason, and changes nothing', async () => {
      const again = await undo(deletion.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/undone already/);
      const detail = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes/${deletion.id}` });
      expect(detail.json().change.undoneBy).toEqual(expect.any(Number));
      expect(detail.json().undo.blocked).toMatchObject({ reason: 'undone' });
    });
  });

  test('a child deleted after its parent cannot come back before the parent: the plan and the refusal say so', async () => {
    const parent = await createMember({ name: 'حسن' });
    const child = await createMember({ name: 'علي', parentId: parent.id });
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${child.id}` })).statusCode).toBe(200);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${parent.id}` })).statusCode).toBe(200);
    const [childDeletion] = await changesOf('family-members', child.id);
    const [parentDeletion] = await changesOf('family-members', parent.id);
    const plan = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes/${childDeletion.id}` })).json().undo;
    expect(plan.blocked).toEqual({ reason: 'needs', resource: 'family-members', id: parent.id });
    expect((await undo(childDeletion.id)).statusCode).toBe(409);
    expect((await undo(parentDeletion.id)).statusCode).toBe(200);
    expect((await undo(childDeletion.id)).statusCode).toBe(200);
    const children = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${parent.id}/getchildren` });
    expect(children.json().map((m: { name: string }) => m.name)).toEqual(['علي']);
  });

  test('an edit is reverted: the plan shows each value now and after, and the revert is itself in the history', async () => {
    const member = await createMember({ name: 'مريم', address: 'البلدة القديمة' });
    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${member.id}`, payload: { address: 'حيفا', name: 'مريام' } });
    const [edit] = await changesOf('family-members', member.id);
    const plan = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes/${edit.id}` })).json().undo;
    expect(plan.kind).toBe('revert');
    expect(plan.fields).toEqual(
      expect.arrayContaining([
        { name: 'address', before: 'حيفا', after: 'البلدة القديمة' },
        { name: 'name', before: 'مريام', after: 'مريم' },
      ]),
    );
    const reverted = await undo(edit.id);
    expect(reverted.statusCode, reverted.body).toBe(200);
    const now = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}` });
    expect(now.json()).toMatchObject({ name: 'مريم', address: 'البلدة القديمة' });
    const [revert] = await changesOf('family-members', member.id);
    expect(revert).toMatchObject({ action: 'update', undoesId: edit.id, actor: 'admin' });
  });

  test('a partner deleted alone is restored to their member', async () => {
    const member = await createMember({ name: 'فادي' });
    const added = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${member.id}/addpartner`,
      payload: { name: 'نور', phoneNumber: '0507654321' },
    });
    const partnerId: number = added.json().id;
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/partners/${partnerId}` })).statusCode).toBe(200);
    const [deletion] = await changesOf('family-partners', partnerId);
    expect(deletion).toMatchObject({ action: 'delete', title: 'نور', followers: 0 });
    expect((await undo(deletion.id)).statusCode).toBe(200);
    const partners = await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/members/${member.id}/getpartners` });
    expect(partners.json()).toMatchObject([{ id: partnerId, name: 'نور', phoneNumber: '0507654321' }]);
  });

  test('an album deleted with its photos comes back with them', async () => {
    const album = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/albums',
      payload: { name: `Eid ${db}`, description: 'eid' },
    });
    const photo = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody({ name: 'the cousins', description: 'all of us', album: `Eid ${db}` }, { data: await samplePng() }),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/albums/${album.json().id}` })).statusCode).toBe(200);
    const [deletion] = await changesOf('albums', album.json().id);
    expect(deletion.followers).toBe(1);
    expect((await undo(deletion.id)).statusCode).toBe(200);
    const images = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.json().id}/images` });
    expect(images.json()).toHaveLength(1);
    expect(images.json()[0]).toMatchObject({ name: 'the cousins', album: `Eid ${db}` });
    expect((await t.injectAs('BISH', { method: 'GET', url: images.json()[0].imageLink })).statusCode).toBe(200);
  });

  test('a deleted member erased for good: no value, name or picture is left, and a restore is refused', async () => {
    const member = await createMember({ name: 'سامي', phoneNumber: '0541112233', identity: '123456782' });
    const filesBefore = await storedFiles();
    const upload = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${member.id}/upload`,
      ...multipartBody({}, { data: await samplePng(), name: 'sami.png' }),
    });
    expect(upload.statusCode).toBe(200);
    expect((await storedFiles()).length).toBeGreaterThan(filesBefore.length);
    expect(
      (await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${member.id}/addpartner`, payload: { name: 'دعاء' } }))
        .statusCode,
    ).toBe(201);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${member.id}` })).statusCode).toBe(200);
    const [deletion] = await changesOf('family-members', member.id);
    expect((await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/changes/${deletion.id}/erase` })).statusCode).toBe(403);
    const plan = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes/${deletion.id}` })).json().undo;
    expect(plan.erasable).toBe(true);
    const erased = await t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/changes/${deletion.id}/erase` });
    expect(erased.statusCode, erased.body).toBe(200);

    const rows = await t.app.db
      .selectFrom('changes')
      .selectAll()
      .where('record_id', 'in', [member.id])
      .where('resource', '=', 'family-members')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect([row.title, row.before, row.after]).toEqual(['', null, null]);
    const all = JSON.stringify(await t.app.db.selectFrom('changes').selectAll().execute());
    for (const trace of ['سامي', '0541112233', '123456782', 'دعاء']) expect(all).not.toContain(trace);
    // The picture kept for a restore is gone from the disk.
    expect(await storedFiles()).toEqual(filesBefore);
    const refused = await undo(deletion.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/erased/);
  });

  test('role changes are an admin’s to read: a moderator sees neither the change nor the accounts’ history', async () => {
    const granted = await t.injectAs('ADMIN', {
      method: 'POST',
      url: `/api/auth/users/${t.users.USER.username}/setauthentication`,
      payload: { roles: ['ROLE_USER', 'ROLE_BISH'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [roles] = await changesOf('users', t.users.USER.id);
    expect(roles).toMatchObject({ action: 'update', actor: 'admin', title: t.users.USER.username });
    expect(roles.fields).toEqual([{ name: 'roles', before: ['ROLE_USER'], after: ['ROLE_USER', 'ROLE_BISH'] }]);

    expect((await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/changes?resource=users` })).statusCode).toBe(403);
    const recent = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/changes?limit=100' })).json().changes as Change[];
    expect(recent.some((c) => c.resource === 'users')).toBe(false);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/changes/${roles.id}` })).statusCode).toBe(404);
    for (const role of ['BISH', 'USER', 'ANONYMOUS'] as const)
      expect((await t.injectAs(role, { method: 'GET', url: '/api/v1/changes' })).statusCode).toBe(role === 'ANONYMOUS' ? 401 : 403);
  });

  test('a role switched by the spec’s GET calls is recorded as the admin’s doing', async () => {
    const reset = await t.injectAs('ADMIN', {
      method: 'POST',
      url: `/api/auth/users/${t.users.USER.username}/setauthentication`,
      payload: { roles: ['ROLE_USER'] },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const [path, after] of [
      ['activatemoderator', ['ROLE_USER', 'ROLE_MODERATOR']],
      ['deactivatemoderator', ['ROLE_USER']],
    ] as const) {
      const switched = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${t.users.USER.username}/${path}` });
      expect(switched.statusCode, switched.body).toBe(200);
      const [roles] = await changesOf('users', t.users.USER.id);
      expect(roles).toMatchObject({ action: 'update', actor: 'admin', title: t.users.USER.username });
      expect(roles.fields).toEqual([{ name: 'roles', before: expect.any(Array), after: [...after] }]);
    }
  });
});
