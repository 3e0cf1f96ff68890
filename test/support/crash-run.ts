// Acknowledged writes survive a crash: members are created by concurrent clients while the server is
// killed with SIGKILL (no chance to flush or close) and restarted; at the end every write that was
// answered 201 must be in the database, and SQLite must find its file intact.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { freePort, startServer, type ServerProcess } from './server-process.ts';

export interface CrashReport {
  acknowledged: number;
  /** Tries that got no answer: in flight at a kill (stored or not) or sent while the server was down. */
  unanswered: number;
  kills: number;
  /** Acknowledged writes the database does not have: must be empty. */
  missing: string[];
  /** SQLite's PRAGMA integrity_check: "ok" for an intact file. */
  integrity: string;
  /** Time from SIGKILL to the restarted server answering /api/health, per kill. */
  restartMs: number[];
  seconds: number;
}

const ADMIN_PASSWORD = 'crash-test-admin-password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function crashRun(options: { writes: number; kills: number; clients?: number }): Promise<CrashReport> {
  const started = Date.now();
  const workDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
  const dataDir = join(workDir, 'data');
  const env = { DATA_DIR: dataDir, DIST_DIR: join(workDir, 'no-dist'), DEMO: 'false', ADMIN_PASSWORD, LOG_LEVEL: 'warn' };
  const port = await freePort();
  let server: ServerProcess = await startServer(port, env);
  try {
    const signin = await fetch(`${server.url}/api/auth/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };

    const acknowledged = new Set<string>();
    let sent = 0;
    let answered = 0;
    const write = async (): Promise<void> => {
      const name = `crash-${++sent}`;
      try {
        const response = await fetch(`${server.url}/api/v1/members`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ name }),
        });
        answered += 1;
        if (response.status === 201) acknowledged.add(name);
        else if (response.status !== 503) throw new Error(`write ${name}: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (error instanceof TypeError)
          await sleep(50); // the server is down: try again shortly
        else throw error;
      }
    };
    let failed = false;
    const client = async () => {
      while (acknowledged.size < options.writes && !failed) await write();
    };

    const restartMs: number[] = [];
    const killer = async () => {
      for (let k = 1; k <= options.kills; k++) {
        const at = Math.floor((options.writes * k) / (options.kills + 1));
        while (acknowledged.size < at) await sleep(5);
        const killedAt = Date.now();
        await server.stop('SIGKILL');
        server = await startServer(port, env);
        restartMs.push(Date.now() - killedAt);
      }
    };
    // A failure anywhere stops the clients too, so that the run ends with its error.
    await Promise.all(
      [killer(), ...Array.from({ length: options.clients ?? 8 }, client)].map((p) =>
        p.catch((error) => ((failed = true), Promise.reject(error))),
      ),
    );
    await server.stop('SIGTERM');

    const file = new Database(join(dataDir, 'portal.sqlite'), { readonly: true });
    try {
      const integrity = String(file.pragma('integrity_check', { simple: true }));
      const stored = new Set(file.prepare("select name from members where name like 'crash-%'").pluck().all() as string[]);
      return {
        acknowledged: acknowledged.size,
        unanswered: sent - answered,
        kills: restartMs.length,
        missing: [...acknowledged].filter((name) => !stored.has(name)),
        integrity,
        restartMs,
        seconds: (Date.now() - started) / 1000,
      };
    } finally {
      file.close();
    }
  } finally {
    await server.stop('SIGKILL');
    await rm(workDir, { recursive: true, force: true });
  }
}
