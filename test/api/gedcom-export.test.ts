// The family as a GEDCOM download, read back with a third-party parser: people, names (Arabic and
// Hebrew kept exactly), dates, parent links; private fields only when asked for; a branch alone.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariseGedcom } from '../support/gedcom-summary.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { samplePng } from './helpers/samples.ts';

describeOnDatabases('GEDCOM export', (db) => {
  let t: TestApp;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const members = t.app.repositories.members;
    const partners = t.app.repositories.ofResource('family-partners');
    const add = async (key: string, record: Parameters<typeof members.create>[0]) => (id[key] = (await members.create(record)).id);
    await add('root', {
      name: 'عبد الرحمن',
      familyName: 'الخطيب',
      gender: 'male',
      birthdate: '05-03-1920',
      isAlive: 'no',
      phoneNumber: '0501111111',
      identity: '111',
    });
    await partners.create({ name: 'فاطمة', familyName: 'النجار', memberId: id.root, gender: 'female' });
    await partners.create({ name: 'רחל', familyName: 'כהן', memberId: id.root, gender: 'female' });
    await add('son', {
      name: 'محمد',
      familyName: 'الخطيب',
      gender: 'male',
      parentId: id.root,
      motherName: 'فاطمة',
      birthdate: '01-01-1950',
    });
    await add('daughter', { name: 'שרה', familyName: 'الخطيب', gender: 'female', parentId: id.root, motherName: 'רחל' });
    await add('grandson', { name: 'يوسف', familyName: 'الخطيب', gender: 'male', parentId: id.son });
  });
  afterAll(async () => t?.close());

  const download = (role: Parameters<TestApp['injectAs']>[0], query = '') =>
    t.injectAs(role, { method: 'GET', url: `/api/v1/gedcom/export${query}` });

  test('moderators and admins download it; other roles are refused', async () => {
    expect((await download('ANONYMOUS')).statusCode).toBe(401);
    expect((await download('BISH')).statusCode).toBe(403);
    expect((await download('MODERATOR')).statusCode).toBe(200);
    const response = await download('ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="family-gedcom-5\.5\.1\.ged"/);
  });

  test('a third-party parser reads back every person, name, date and parent link', async () => {
    const { version, people, families } = summariseGedcom((await download('ADMIN')).body);
    expect(version).toBe('5.5.1');
    // 4 members and 2 partners; the root's two marriages are two families, the son's a family of his own.
    expect(people).toHaveLength(6);
    expect(families).toBe(3);
    const person = (name: string) => people.find((p) => p.name === name)!;
    expect(person('عبد الرحمن /الخطيب/')).toMatchObject({ sex: 'M', birth: '5 MAR 1920', dead: true, parents: [] });
    expect(person('عبد الرحمن /الخطيب/').spouses).toEqual(['רחל /כהן/', 'فاطمة /النجار/']);
    expect(person('محمد /الخطيب/')).toMatchObject({ birth: '1 JAN 1950', dead: false, parents: ['عبد الرحمن /الخطيب/', 'فاطمة /النجار/'] });
    expect(person('שרה /الخطيب/')).toMatchObject({ sex: 'F', parents: ['רחל /כהן/', 'عبد الرحمن /الخطيب/'] });
    expect(person('يوسف /الخطيب/').parents).toEqual(['محمد /الخطيب/']);
  });

  test('phone and identity only when the exporter asks for them', async () => {
    const plain = summariseGedcom((await download('ADMIN')).body).people.find((p) => p.name.startsWith('عبد'))!;
    expect(plain).toMatchObject({ phone: null, identity: null });
    const full = summariseGedcom((await download('MODERATOR', '?private=yes')).body).people.find((p) => p.name.startsWith('عبد'))!;
    expect(full).toMatchObject({ phone: '0501111111', identity: '111' });
  });

  test('the descendants of one member, as GEDCOM 7.0', async () => {
    const response = await download('ADMIN', `?root=${id.son}&version=7.0`);
    expect(response.statusCode).toBe(200);
    const { version, people } = summariseGedcom(response.body);
    expect(version).toBe('7.0');
    expect(people.map((p) => p.name).sort()).toEqual(['محمد /الخطيب/', 'يوسف /الخطيب/']);
    expect(response.body).not.toMatch(/CHAR|CONC|SUBM/);
  });

  test('a GEDZIP archive holds the file and each profile picture it names', async () => {
    await t.app.repositories.members.setFile(id.son, await t.app.storage.saveImage(await samplePng()));
    const response = await download('ADMIN', `?root=${id.son}&format=gdz`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = new TextDecoder().decode(files['gedcom.ged']);
    const path = /1 FILE (media\/I\d+\.\w+)/.exec(text)?.[1];
    expect(path).toBeDefined();
    expect(files[path!].length).toBeGreaterThan(100);
    expect(summariseGedcom(text)).toMatchObject({ version: '7.0', families: 1 });
    expect(text).toMatch(new RegExp(`0 @I${id.son}@ INDI[^]*1 OBJE @MI${id.son}@`));
  });

  test('an unknown member or version is refused', async () => {
    expect((await download('ADMIN', '?root=999999')).statusCode).toBe(404);
    expect((await download('ADMIN', '?version=4.0')).statusCode).toBe(400);
  });
});
