// Two portal processes on one PostgreSQL database, as `npm start` runs them behind a proxy, each with its
// own data folder and the same JWT_SECRET: nothing shared but the database and the bucket of the photos
// (STORAGE_URL, on a local S3-compatible server). Started together, they make one admin and one demo family; a sign-up budget spent on one refuses on the other, a sign-out
// on one ends the session on the other, a photo uploaded through one is served by the other, and each
// scheduled backup runs once.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PER_ADDRESS } from '../../server/plugins/app/abuse-limits.ts';
import { BUCKET, startS3Server, type S3Server } from '../support/s3-server.ts';
import { freePort, startServer, type ServerProcess } from '../support/server-process.ts';
import { newAccount } from './helpers/accounts.ts';
import { DATABASES, PG_BASE_URL } from './helpers/databases.ts';

const admin = (sql: string) => {
  const client = new pg.Client({ connectionString: PG_BASE_URL });
  return client
    .connect()
    .then(() => client.query(sql))
    .finally(() => client.end());
};

describe.skipIf(!DATABASES.includes('postgres'))('two portal processes on one PostgreSQL database', () => {
  const name = `portal_two_${randomBytes(6).toString('hex')}`;
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  let databaseUrl: string;
  let s3: S3Server;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(PG_BASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    s3 = await startS3Server();
    const env = {
      ...s3.env,
      STORAGE_URL: `s3://${BUCKET}/${name}`,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO: 'true',
      ADMIN_PASSWORD: 'admin-password',
      BACKUP_SCHEDULE: '*/2 * * * * *',
      BACKUP_KEEP: '100',
      LOG_LEVEL: 'warn',
    };
    // Together, as a service manager starts them: one migrates the empty database and makes the admin and the
    // demo family, the other waits for it.
    folders.push(...(await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'portal-instance-'))))));
    servers.push(...(await Promise.all(folders.map(async (dataDir) => startServer(await freePort(), { ...env, DATA_DIR: dataDir })))));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    await s3?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const post = (server: ServerProcess, path: string, body: unknown, token?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });

  test('started together on an empty database, the two make one admin and one demo family', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select (select count(*) from users where username = 'admin')::int as admins, (select count(*) from members)::int as members",
      );
      expect(rows[0].admins).toBe(1);
      expect(rows[0].members).toBeGreaterThanOrEqual(300);
      expect(rows[0].members).toBeLessThan(600);
    } finally {
      await client.end();
    }
  });

  test('the sign-up budget of an address spent on one process refuses on the other', async () => {
    const [a, b] = servers;
    for (let i = 0; i < PER_ADDRESS.signup.max; i++) expect((await post(a, '/api/auth/users/signup', newAccount())).status).toBe(201);
    const refused = await post(b, '/api/auth/users/signup', newAccount());
    expect(refused.status).toBe(429);
  });

  test('a session opened on one process works on the other, and its sign-out there ends it here', async () => {
    const [a, b] = servers;
    const { accessToken } = await (await post(a, '/api/auth/users/signin', { username: 'admin', password: 'admin-password' })).json();
    const backupsOnB = () => fetch(`${b.url}/api/v1/backups`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect((await backupsOnB()).status).toBe(200);
    expect((await post(a, '/api/auth/users/logout', {}, accessToken)).status).toBe(200);
    expect((await backupsOnB()).status).toBe(401);
  });

  test('a photo uploaded through one process is served by the other in its sizes, from the bucket', async () => {
    const [a, b] = servers;
    const { accessToken } = await (await post(a, '/api/auth/users/signin', { username: 'admin', password: 'admin-password' })).json();
    const member = await (await post(a, '/api/v1/members', { name: 'سعاد' }, accessToken)).json();
    const body = new FormData();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    body.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'suad.jpg');
    const auth = { Authorization: `Bearer ${accessToken}` };
    const upload = await fetch(`${a.url}/api/v1/members/${member.id}/upload`, { method: 'POST', headers: auth, body });
    expect(upload.status, await upload.text()).toBe(200);
    const { userProfileImageLink: link } = await (await fetch(`${b.url}/api/v1/members/${member.id}`, { headers: auth })).json();
    for (const size of ['full', 'thumb', 'w320', 'w640']) {
      const [here, there] = await Promise.all([a, b].map((server) => fetch(`${server.url}${link}&size=${size}`)));
      expect(there.status, size).toBe(200);
      expect(Buffer.from(await there.arrayBuffer()).equals(Buffer.from(await here.arrayBuffer())), size).toBe(true);
    }
    for (const folder of folders) expect(await readdir(join(folder, 'files')).catch(() => [])).toEqual([]);
  });

  test('each scheduled backup runs once, on one of the two processes', { timeout: 30_000 }, async () => {
    await new Promise((r) => setTimeout(r, 7_000));
    // A stop finishes a backup under way, so every time claimed has its archive (or none, had it run twice).
    for (const server of servers) await server.stop();
    const written = (await Promise.all(folders.map((f) => readdir(join(f, 'backups')).catch(() => [] as string[])))).flat();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ n: number }>(`select count(*)::int as n from job_runs where job = 'backup'`)
      .finally(() => client.end());
    // At least two times came in seven seconds; each wrote exactly one archive across both processes.
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
    expect(written.filter((f) => f.endsWith('.tar.gz'))).toHaveLength(rows[0].n);
  });
});
