// What the API benchmarks share: the portal built as tests build it, on a temporary SQLite database (or
// the empty PostgreSQL database of DATABASE_URL) with no demo data, and the percentile of timings.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';

export const BENCH_ADMIN_PASSWORD = 'bench-password';

/** `overrides` replace what the environment configures (a bench comparing the databases sets `databaseUrl`, api-throughput.ts logs at info as a started portal does). */
export async function openBenchApp(overrides: Partial<Config> = {}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const app = await buildApp({
    ...loadConfig(process.env),
    logLevel: 'warn',
    // Started after the day's first mail time, a portal plans that day's reminders at once: for a seeded
    // family of 100,000, seconds of work in the process whose calls the bench is timing.
    remindersAt: undefined,
    digestAt: undefined,
    ...overrides,
    dataDir,
    distDir: join(dataDir, 'none'),
    demo: false,
    adminPassword: BENCH_ADMIN_PASSWORD,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile (0 to 100) of the timings. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Authorization headers of the demo family member (BISH), who receives no private field. */
export async function bishHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  const bish = DEMO_USERS.find((u) => u.roles.includes('ROLE_BISH'))!;
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/users/signin',
    payload: { username: bish.username, password: bish.password },
  });
  return { authorization: `Bearer ${signin.json().accessToken as string}` };
}
