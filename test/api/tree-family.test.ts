// GET /api/v1/tree/family/{id}: one member among the fathers above, the mother, the brothers and sisters,
// the partners in the order of their marriages and the children, as cards with nothing private.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords } from './helpers/family-records.ts';

describeOnDatabases('the family view', (db) => {
  let t: TestApp;
  let records: ReturnType<typeof familyRecords>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    records = familyRecords(t);
    ids = records.ids;
    const { add, marry } = records;
    await add('grandfather', { name: 'سالم', gender: 'male', birthdate: '01-01-1814', deathDate: '01-01-1890' });
    await add('father', { name: 'جميل', gender: 'male', parentId: ids.grandfather, birthdate: '01-01-1850' });
    await add('younger', { name: 'سمير', gender: 'male', parentId: ids.father, birthdate: '01-01-1990' });
    await add('member', {
      name: 'إبراهيم',
      gender: 'male',
      parentId: ids.father,
      birthdate: '01-01-1980',
      motherName: 'وفاء',
      phoneNumber: '0521111111',
    });
    await add('sister', { name: 'عبلة', gender: 'female', parentId: ids.father });
    await add('son', { name: 'يوسف', gender: 'male', parentId: ids.member, birthdate: '01-01-2010' });
    await add('grandson', { name: 'آدم', gender: 'male', parentId: ids.son });
    await marry('laterWife', { memberId: ids.member, name: 'ليلى', familyName: 'حداد', marriageDate: '01-01-2012' });
    await marry('firstWife', {
      memberId: ids.member,
      name: 'أمل',
      familyName: 'المصري',
      marriageDate: '01-01-2005',
      divorceDate: '01-01-2009',
    });
  });
  afterAll(async () => t?.close());

  test('cousins who married: each sees the other as a way to their family, and her children with him are hers too', async () => {
    await records.add('cousin', { name: 'نور', gender: 'female', parentId: ids.grandfather, deathDate: '2001' });
    const marriageId = await records.marry('cousinMarriage', { memberId: ids.younger, name: 'نور', partnerMemberId: ids.cousin });
    const childId = await records.add('cousinChild', { name: 'زيد', gender: 'male', parentId: ids.younger, motherId: marriageId });

    const his = (await family(ids.younger)).json();
    expect(his.partners).toEqual([expect.objectContaining({ id: marriageId, name: 'نور', partnerMemberId: ids.cousin })]);
    // Her own card beside him: her years and mark, as on her page.
    expect(his.partners[0].person).toMatchObject({ id: ids.cousin, deathDate: '2001', lifeStatus: 'deceased' });
    expect(his.children).toEqual([expect.objectContaining({ id: childId, motherId: marriageId })]);

    const hers = (await family(ids.cousin)).json();
    expect(hers.partners).toEqual([expect.objectContaining({ id: marriageId, name: 'سمير', partnerMemberId: ids.younger })]);
    expect(hers.partners[0].person).toMatchObject({ id: ids.younger, name: 'سمير' });
    expect(hers.children).toEqual([expect.objectContaining({ id: childId, name: 'زيد' })]);
    // The child's mother is the cousin: a way to her own card.
    expect((await family(childId)).json().mother).toEqual({
      name: 'نور',
      memberId: ids.cousin,
      person: expect.objectContaining({ id: ids.cousin, lifeStatus: 'deceased' }),
    });
  });

  const family = (id: number, role: 'BISH' | 'USER' | 'ANONYMOUS' = 'BISH') =>
    t.injectAs(role, { method: 'GET', url: `/api/v1/tree/family/${id}` });

  test('a member among the fathers up to the first ancestor, the mother, the brothers and sisters, the wives in order and the children', async () => {
    const response = await family(ids.member);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.line.map((c: { name: string }) => c.name)).toEqual(['سالم', 'جميل']);
    expect(view.line[0]).toMatchObject({ birthdate: '01-01-1814', deathDate: '01-01-1890', lifeStatus: 'deceased' });
    // Born in 1850 with no death written: more than 110 years ago, so probably not living.
    expect(view.line[1]).toMatchObject({ birthdate: '01-01-1850', deathDate: null, lifeStatus: 'probablyDeceased', children: 3 });
    expect(view.member).toMatchObject({ name: 'إبراهيم', gender: 'male', birthdate: '01-01-1980', lifeStatus: 'living', children: 1 });
    expect(view.mother).toEqual({ name: 'وفاء', memberId: null, person: null });
    // Brothers and sisters by birth, the undated last; the member is not among them.
    expect(view.siblings.map((c: { name: string }) => c.name)).toEqual(['سمير', 'عبلة']);
    expect(view.siblings[1].gender).toBe('female');
    expect(view.partners.map((p: { name: string; divorceDate: string | null }) => [p.name, p.divorceDate])).toEqual([
      ['أمل', '01-01-2009'],
      ['ليلى', null],
    ]);
    expect(view.children).toEqual([expect.objectContaining({ name: 'يوسف', birthdate: '01-01-2010', children: 1 })]);
    expect(response.body).not.toContain('0521111111');
  });

  test("a grandson's cousins come under each of his father's brothers and sisters who have children, in order of birth", async () => {
    // يوسف's father is إبراهيم: his uncle سمير (with زيد from the first test, undated, so last) and his aunt عبلة.
    const older = await records.add('olderCousin', { name: 'كريم', gender: 'male', parentId: ids.younger, birthdate: '01-01-2015' });
    const younger = await records.add('youngerCousin', { name: 'رامي', gender: 'male', parentId: ids.younger, birthdate: '01-01-2018' });
    const aunts = await records.add('auntsDaughter', { name: 'هدى', gender: 'female', parentId: ids.sister });
    const view = (await family(ids.son)).json();
    const groups = view.cousins.map((g: { parent: { name: string }; children: Array<{ id: number }> }) => [
      g.parent.name,
      g.children.map((c) => c.id),
    ]);
    expect(groups).toEqual([
      ['سمير', [older, younger, ids.cousinChild]],
      ['عبلة', [aunts]],
    ]);
    expect(view.cousins[0].parent).toMatchObject({ gender: 'male', children: 3 });
    expect(view.cousins.map((g: { side: string }) => g.side)).toEqual(['father', 'father']);
    // A father's view has no cousins where his father's brothers have no children; the first ancestor none at all.
    expect((await family(ids.member)).json().cousins).toEqual([]);
    expect((await family(ids.grandfather)).json().cousins).toEqual([]);
  });

  test("a mother who is a member of the family brings her brothers' and sisters' children, on the mother's side", async () => {
    // عبلة, a daughter of the family, marries طارق, a grandson of نور: their son باسل has cousins through her only.
    const husband = await records.add('sistersHusband', { name: 'طارق', gender: 'male', parentId: ids.cousin });
    const marriage = await records.marry('sistersMarriage', { memberId: husband, name: 'عبلة', partnerMemberId: ids.sister });
    const nephew = await records.add('nephew', { name: 'باسل', gender: 'male', parentId: husband, motherId: marriage });
    const view = (await family(nephew)).json();
    expect(view.mother).toMatchObject({ memberId: ids.sister });
    const groups = view.cousins.map((g: { side: string; parent: { name: string }; children: Array<{ name: string }> }) => [
      g.side,
      g.parent.name,
      g.children.map((c) => c.name),
    ]);
    // Her brothers by birth: إبراهيم (1980) with يوسف, then سمير (1990) with his children; not her own son.
    expect(groups[0]).toEqual(['mother', 'إبراهيم', ['يوسف']]);
    expect(groups.map(([side, parent]: string[]) => [side, parent])).toEqual([
      ['mother', 'إبراهيم'],
      ['mother', 'سمير'],
    ]);
    expect(groups.flatMap(([, , children]: [string, string, string[]]) => children)).not.toContain('باسل');
    // زيد's mother نور is his father's aunt: under her brother جميل come إبراهيم and عبلة, not زيد's own father.
    const kin = (await family(ids.cousinChild)).json().cousins.find((g: { side: string }) => g.side === 'mother');
    expect(kin.parent.name).toBe('جميل');
    expect(kin.children.map((c: { name: string }) => c.name)).toEqual(['إبراهيم', 'عبلة']);
  });

  test("the grandparents beside the father's father: the father's mother, and the mother's parents when she is a member of the family", async () => {
    // يوسف's father إبراهيم is the son of وفاء, known by name; يوسف's mother is not recorded.
    expect((await family(ids.son)).json().grandparents).toEqual({
      fathersMother: { name: 'وفاء', memberId: null, person: null },
      mothersFather: null,
      mothersMother: null,
    });
    // زيد's mother نور is a member: his son's grandmother on the father's side has her own card.
    const zaydsSon = await records.add('zaydsSon', { name: 'أنس', gender: 'male', parentId: ids.cousinChild });
    expect((await family(zaydsSon)).json().grandparents.fathersMother).toEqual({
      name: 'نور',
      memberId: ids.cousin,
      person: expect.objectContaining({ id: ids.cousin, lifeStatus: 'deceased' }),
    });
    // مريم, a daughter of إبراهيم and ليلى, marries كريم, a son of his brother: their daughter's mother's parents.
    const maryam = await records.add('maryam', { name: 'مريم', gender: 'female', parentId: ids.member, motherId: ids.laterWife });
    const marriage = await records.marry('maryamsMarriage', { memberId: ids.olderCousin, name: 'مريم', partnerMemberId: maryam });
    const salma = await records.add('salma', { name: 'سلمى', gender: 'female', parentId: ids.olderCousin, motherId: marriage });
    const { line, grandparents } = (await family(salma)).json();
    expect(line.at(-2)).toMatchObject({ name: 'سمير' });
    expect(grandparents).toEqual({
      fathersMother: null,
      mothersFather: expect.objectContaining({ id: ids.member, name: 'إبراهيم', children: 2 }),
      mothersMother: { name: 'ليلى حداد', memberId: null, person: null },
    });
  });

  test('the first ancestor has no line above and no brothers', async () => {
    const view = (await family(ids.grandfather)).json();
    expect(view).toMatchObject({
      line: [],
      siblings: [],
      mother: null,
      grandparents: { fathersMother: null, mothersFather: null, mothersMother: null },
    });
    expect(view.children.map((c: { id: number }) => c.id)).toEqual([ids.father, ids.cousin]);
  });

  test('no such member: 404; signed out or without the family permission: refused', async () => {
    expect((await family(999999)).statusCode).toBe(404);
    expect((await family(ids.member, 'ANONYMOUS')).statusCode).toBe(401);
    expect((await family(ids.member, 'USER')).statusCode).toBe(403);
  });
});
