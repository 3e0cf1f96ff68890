// SIGTERM: the server stops taking connections, answers the request in flight, closes the database (no
// write-ahead log left behind) and exits 0. GET /api/health says whether the database answers and the files'
// store can be reached.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort, startServer } from '../support/server-process.ts';
import { buildTestApp } from './helpers/build-test-app.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

test('health answers 200 while the database answers and 503 once it does not', async () => {
  const t = await buildTestApp({ db: 'sqlite' });
  try {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok', database: 'ok', storage: 'ok' }]);
    await t.app.db.destroy();
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'unavailable', database: 'unreachable', storage: 'ok' }]);
  } finally {
    await t.close();
  }
});

test('health answers 503 when the files’ folder cannot be written to', async () => {
  const t = await buildTestApp({ db: 'sqlite' });
  try {
    // Where the folder should be, a file: as a disk gone read-only or unmounted, no photo could be stored.
    await rm(join(t.config.dataDir, 'files'), { recursive: true, force: true });
    await writeFile(join(t.config.dataDir, 'files'), '');
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'unavailable', database: 'ok', storage: 'unreachable' }]);
  } finally {
    await t.close();
  }
});

test('SIGTERM finishes the request in flight, refuses new connections and closes the database', { timeout: 90_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-stop-'));
  folders.push(dataDir);
  const port = await freePort();
  const server = await startServer(port, { DATA_DIR: dataDir, DEMO: 'false', ADMIN_PASSWORD: 'admin-password', DATABASE_URL: '' });

  // A sign-in whose body is still on its way when the stop comes.
  const body = JSON.stringify({ username: 'admin', password: 'admin-password' });
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (d) => (response += d));
  // Answered once the token arrives, or (a failure) when the server drops the connection without it.
  const answered = new Promise((resolve) => {
    socket.on('data', () => response.includes('accessToken') && resolve(undefined));
    socket.on('close', resolve);
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/auth/users/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 300));

  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  expect(server.child.exitCode).toBeNull();

  socket.write(body.slice(10));
  await answered;
  expect(response, server.output()).toMatch(/^HTTP\/1\.1 200 /);
  expect(response).toContain('accessToken');
  socket.end();
  expect(await exited).toBe(0);
  expect(server.output()).toContain('finishing the requests in flight');
  // The last connection's close checkpoints the write-ahead log into the file and removes it.
  await expect(stat(join(dataDir, 'portal.sqlite-wal'))).rejects.toThrow(/ENOENT/);
});
