// A fresh portal per test file: its own database (a temp SQLite file or a new PostgreSQL database),
// one signed-in user per role, and injectAs(role, request) to call the API as that role.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { roleNamesFor, SIGNED_IN_ROLES, type Role, type SignedInRole } from '../../../common/model/roles.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { fixtureHash } from './passwords.ts';
import { PG_BASE_URL, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The seeded account of each role. */
  users: Record<SignedInRole, { id: number; username: string; password: string }>;
  tokens: Record<SignedInRole, string>;
  injectAs(role: Role, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs the role's account in again (after a test invalidated its token). */
  refreshToken(role: SignedInRole): Promise<void>;
  close(): Promise<void>;
}

async function withPgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_BASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The app's pool has let go of its connections when close() returns, but their sockets may still be
 * closing: a forced drop then kills them mid-goodbye, and the client reports the kill as an unhandled
 * error. So wait (briefly) for the server to see them gone; force only what is left after that.
 */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/** The first admin's password in every test app. */
const ADMIN_PASSWORD = 'admin-password';

export async function buildTestApp(options: { db: TestDatabase; config?: Partial<Config> }): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let pgName: string | undefined;
  if (options.db === 'postgres') {
    pgName = `portal_test_${randomBytes(6).toString('hex')}`;
    await withPgAdmin((c) => c.query(`create database ${pgName}`));
    const url = new URL(PG_BASE_URL);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const dispose = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (pgName) await withPgAdmin((c) => dropWhenClosed(c, pgName!));
  };
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    distDir: join(dataDir, 'no-dist'),
    adminUsername: 'admin',
    adminPassword: ADMIN_PASSWORD,
    demo: false,
    logLevel: 'silent',
    // A test's own day, not the machine's: a test of the reminders plans the day it means.
    remindersAt: undefined,
    digestAt: undefined,
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (error) {
    await dispose();
    throw error;
  }

  const users = {} as TestApp['users'];
  for (const role of SIGNED_IN_ROLES) {
    if (role === 'ADMIN') {
      const admin = (await app.repositories.users.findBy('username', 'admin'))!;
      // Made by the server at the portal's cost; its sign-ins in the tests take the fixtures' cheap hash.
      await app.repositories.users.setPasswordHash(admin.id as number, await fixtureHash(ADMIN_PASSWORD));
      users.ADMIN = { id: admin.id as number, username: 'admin', password: ADMIN_PASSWORD };
      continue;
    }
    const username = `${role.toLowerCase()}-account`;
    const password = `${role.toLowerCase()}-password`;
    const created = await app.repositories.users.createUser({
      username,
      email: `${role.toLowerCase()}@example.com`,
      name: `${role} account`,
      passwordHash: await fixtureHash(password),
      allowed: true,
      roles: roleNamesFor(role),
    });
    users[role] = { id: created.id as number, username, password };
  }

  const tokens = {} as TestApp['tokens'];
  const refreshToken = async (role: SignedInRole) => {
    const { username, password } = users[role];
    const response = await app.inject({ method: 'POST', url: '/api/auth/users/signin', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
    tokens[role] = response.json().accessToken;
  };
  for (const role of SIGNED_IN_ROLES) await refreshToken(role);

  return {
    app,
    config,
    users,
    tokens,
    refreshToken,
    injectAs: (role, request) =>
      app.inject({
        ...request,
        headers: { ...request.headers, ...(role === 'ANONYMOUS' ? {} : { authorization: `Bearer ${tokens[role]}` }) },
      }),
    async close() {
      await app.close();
      await dispose();
    },
  };
}
