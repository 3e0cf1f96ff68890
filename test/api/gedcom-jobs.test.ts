// A GEDCOM import is a recorded job: started, it answers 202 at once and is followed by its id (reading, writing,
// then its report or its error), listed among the recent imports; one runs at a time, and one whose server stopped
// during it is said to be so and frees its slot.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

/** A file of one ancestor and `children` children: large enough that its import is still running a moment later. */
function family(children: number): Buffer {
  const lines = ['0 HEAD', '1 CHAR UTF-8', '0 @I0@ INDI', '1 NAME Adam /Amir/', '1 SEX M', '1 FAMS @F1@'];
  for (let i = 1; i <= children; i++) lines.push(`0 @I${i}@ INDI`, `1 NAME Child${i} /Amir/`, '1 SEX M', '1 FAMC @F1@');
  lines.push('0 @F1@ FAM', '1 HUSB @I0@');
  for (let i = 1; i <= children; i++) lines.push(`1 CHIL @I${i}@`);
  lines.push('0 TRLR', '');
  return Buffer.from(lines.join('\n'));
}

interface Job {
  id: number;
  fileName: string;
  startedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
  status: string;
  done: number;
  total: number;
  report: { members: number; message: string } | null;
  error: { statusCode: number; message: string } | null;
}

describeOnDatabases('GEDCOM imports as jobs', (db) => {
  let t: TestApp;
  /** The member the files' branches join under. */
  let underId: number;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    underId = (await t.app.repositories.members.create({ name: 'سليم', familyName: 'عامر', gender: 'male' })).id;
  });
  afterAll(async () => t?.close());

  const start = (data: Buffer, fields: Record<string, unknown>, role: 'ADMIN' | 'MODERATOR' = 'ADMIN') =>
    t.injectAs(role, {
      method: 'POST',
      url: '/api/v1/gedcom/imports',
      ...multipartBody(fields, { data, name: 'amir-family.ged', type: 'text/plain' }),
    });
  const job = async (id: number): Promise<Job> => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/gedcom/imports/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const ended = async (id: number): Promise<Job> => {
    await expect.poll(async () => (await job(id)).status, { timeout: 30_000, interval: 50 }).toMatch(/^(done|failed)$/);
    return job(id);
  };

  test('started, an import answers 202 with its id at once, then is followed to its report and listed', async () => {
    const before = await t.app.repositories.members.count();
    const response = await start(family(3), { underId });
    expect(response.statusCode, response.body).toBe(202);
    const begun = response.json() as Job;
    expect(response.headers.location).toBe(`/api/v1/gedcom/imports/${begun.id}`);
    expect(begun).toMatchObject({ fileName: 'amir-family.ged', startedBy: 'admin', report: null, error: null });
    expect(['reading', 'writing', 'done']).toContain(begun.status);

    const done = await ended(begun.id);
    expect(done).toMatchObject({ status: 'done', done: 4, total: 4, error: null, report: { members: 4, message: 'GEDCOM imported' } });
    expect(await t.app.repositories.members.count()).toBe(before + 4);
    const recent = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/gedcom/imports' })).json() as Job[];
    expect(recent[0]).toEqual(done);
  });

  test('an import that fails is recorded with its error, and writes nothing', async () => {
    const before = await t.app.repositories.members.count();
    const begun = (await start(family(2), { underId: 999999 })).json() as Job;
    expect(await ended(begun.id)).toMatchObject({
      status: 'failed',
      report: null,
      error: { statusCode: 404, message: 'No member with id 999999' },
    });
    expect(await t.app.repositories.members.count()).toBe(before);
  });

  test('an upload is kept in the data folder only while it is read: none is left by an import done or failed, a preview, or a refusal', async () => {
    const uploads = () => readdir(join(t.config.dataDir, 'uploads'));
    expect((await ended((await start(family(3), { underId, matching: 'none' })).json().id)).status).toBe('done');
    expect((await ended((await start(family(2), { underId: 999999 })).json().id)).status).toBe('failed');
    const preview = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/preview',
      ...multipartBody({ underId }, { data: family(2), name: 'amir-family.ged', type: 'text/plain' }),
    });
    expect(preview.statusCode).toBe(200);
    // A field the import does not know is refused once the file is written.
    const refused = await start(family(2), { underId, colour: 'blue' });
    expect(refused.statusCode).toBe(400);
    expect(await uploads()).toEqual([]);
  });

  test('one import runs at a time: of two started together, one is refused with 409 or runs after the other', async () => {
    const answers = await Promise.all([
      start(family(10_000), { underId, matching: 'none' }),
      start(family(1), { underId, matching: 'none' }),
    ]);
    const refused = answers.filter((a) => a.statusCode === 409);
    for (const answer of refused) expect(answer.json().message).toBe('Another GEDCOM import is running: wait for it to end');
    const runs = await Promise.all(answers.filter((a) => a.statusCode === 202).map((a) => ended(a.json().id)));
    expect(refused.length + runs.length).toBe(2);
    runs.sort((a, b) => a.id - b.id);
    for (const [earlier, later] of runs.slice(1).map((run, i) => [runs[i], run]))
      expect(Date.parse(later.startedAt)).toBeGreaterThanOrEqual(Date.parse(earlier.finishedAt!));
    // PostgreSQL's pool answers the second request while the first import writes. An SQLite import holds the one
    // connection (and the process) until it ends, so there the second may only come after it.
    if (db === 'postgres') expect(refused).toHaveLength(1);
  });

  test('an import left running by a server that stopped is failed, and frees the slot', async () => {
    // What a server that stopped mid-import leaves: the row holding the slot, last heard of a minute ago.
    const long = Date.now() - 60_000;
    const left = await t.app.db
      .insertInto('gedcom_imports')
      .values({
        running: 1,
        status: 'writing',
        file_name: 'cut.ged',
        started_by: t.users.ADMIN.id,
        started_at: long,
        heartbeat_at: long,
        done: 5,
        total: 9,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await job(Number(left.id))).toMatchObject({
      status: 'failed',
      error: { statusCode: 503, message: 'The server stopped during this import: nothing of it was written' },
    });
    const next = await start(family(1), { underId, matching: 'none' });
    expect(next.statusCode, next.body).toBe(202);
    expect((await ended(next.json().id)).status).toBe('done');
    expect(await job(Number(left.id))).toMatchObject({ status: 'failed', error: { statusCode: 503 } });
  });

  test('only an admin starts, follows or lists imports; an unknown id is 404', async () => {
    expect((await start(family(1), {}, 'MODERATOR')).statusCode).toBe(403);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/gedcom/imports' })).statusCode).toBe(403);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/gedcom/imports/1' })).statusCode).toBe(403);
    expect((await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/gedcom/imports/987654' })).statusCode).toBe(404);
  });

  test('/api/docs says how to start and follow an import: its multipart fields and the job it answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = (at: { $ref: string }) => doc.components.schemas[at.$ref.replace('#/components/schemas/', '')];
    const started = doc.paths['/api/v1/gedcom/imports'].post;
    const form = schema(started.requestBody.content['multipart/form-data'].schema);
    expect(Object.keys(form.properties).sort()).toEqual(['ancestor', 'file', 'matching', 'separate', 'underId']);
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema(started.responses['202'].content['application/json'].schema).properties.status.enum).toEqual([
      'reading',
      'writing',
      'done',
      'failed',
    ]);
    const followed = doc.paths['/api/v1/gedcom/imports/{id}'].get;
    expect(schema(followed.responses['200'].content['application/json'].schema).required).toContain('report');
  });
});
