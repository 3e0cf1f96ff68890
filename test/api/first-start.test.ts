// The first start as an installer meets it, with the real server process: a start killed at any moment
// ends, after a restart, with the whole demo family; and `npm run seed` before the first start still
// leaves a portal with an admin.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { freePort, ROOT, spawnServer, startServer, type ServerProcess } from '../support/server-process.ts';

const ADMIN_PASSWORD = 'first-start-admin-password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TABLES = ['members', 'partners', 'albums', 'images', 'notifications', 'activities', 'users'] as const;

let workDir: string;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
  await rm(workDir, { recursive: true, force: true });
});

async function freshInstall() {
  workDir = await mkdtemp(join(tmpdir(), 'portal-first-start-'));
  const dataDir = join(workDir, 'data');
  return { dataDir, env: { DATA_DIR: dataDir, DIST_DIR: join(workDir, 'no-dist'), ADMIN_PASSWORD, LOG_LEVEL: 'warn' } };
}

function rowCounts(dataDir: string): Record<string, number> {
  const file = new Database(join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    return Object.fromEntries(TABLES.map((table) => [table, Number(file.prepare(`select count(*) from ${table}`).pluck().get())]));
  } finally {
    file.close();
  }
}

const signinAsAdmin = (url: string) =>
  fetch(`${url}/api/auth/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });

// Nine starts of the server, each some 4 s of CPU: on a 2-core machine shared with the browser tests that is
// more than two minutes.
test('a first start killed at any moment is completed by the next start', { timeout: 300_000 }, async () => {
  const reference = await freshInstall();
  server = await startServer(await freePort(), reference.env);
  await server.stop('SIGTERM');
  const whole = rowCounts(reference.dataDir);
  expect(whole.members).toBeGreaterThanOrEqual(300);
  await rm(workDir, { recursive: true, force: true });

  // The demo family is made right after the admin is announced, and takes about half a second here:
  // kills spread over that time, measured from the announcement.
  for (const killAfterMs of [0, 150, 300, 450]) {
    const install = await freshInstall();
    const port = await freePort();
    const killed = spawnServer(port, { ...install.env, LOG_LEVEL: 'info' });
    while (!killed.output().includes('Admin login')) {
      if (killed.child.exitCode !== null) throw new Error(killed.output());
      await sleep(5);
    }
    await sleep(killAfterMs);
    await killed.stop('SIGKILL');
    server = await startServer(port, install.env);
    await server.stop('SIGTERM');
    expect({ killAfterMs, ...rowCounts(install.dataDir) }).toEqual({ killAfterMs, ...whole });
    await rm(workDir, { recursive: true, force: true });
  }
});

test('`npm run seed` before the first start: the first start still creates the admin', { timeout: 60_000 }, async () => {
  const install = await freshInstall();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--members', '40'], {
    cwd: ROOT,
    env: { ...process.env, ...install.env },
  });
  server = await startServer(await freePort(), install.env);
  expect((await signinAsAdmin(server.url)).status).toBe(200);
});
