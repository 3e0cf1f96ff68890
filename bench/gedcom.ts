// GEDCOM export and import on a large family: npx tsx bench/gedcom.ts [--people=N] [--as-server] (default 50000).
// Seeds the demo family and exports it (5.5.1, private fields included) to a file; then a process of its own,
// as a server would be, opens an empty portal, reads the file and imports it under nobody (the file's root
// becomes the tree's), and prints the time of each step and its own peak memory: the import's alone, not the
// seed's nor the export's. With --as-server that process is the portal as `npm start` runs it, on a server of 1 GB
// (a memory group of 1 GB, as root; else only its heap sized so), and the file goes to it as an admin sends it:
// uploaded, imported as a job, followed to its end; its RSS is read from /proc (Linux). A temporary SQLite database, or PostgreSQL when DATABASE_URL is set (its
// tables must be empty).
import { fork } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { sql } from 'kysely';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportGedcom } from '../server/features/gedcom/export.ts';
import { importGedcom } from '../server/features/gedcom/import.ts';
import { UploadedFile } from '../server/features/gedcom/upload.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { BENCH_ADMIN_PASSWORD, openBenchApp } from './support/bench-app.ts';
import { freePort, startServer } from '../test/support/server-process.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const peakMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** The import, in this process: an empty portal takes the file at `path`. */
async function importFile(path: string): Promise<void> {
  const { app, close } = await openBenchApp();
  try {
    const started = performance.now();
    const report = await importGedcom(app.repositories, app, UploadedFile.at(path), {});
    console.log(
      `import: ${report.members} members, ${report.partners} partners (${app.dialect}) in ${seconds(started)}; peak RSS ${peakMb()} MB`,
    );
  } finally {
    await close();
  }
}

const GB = 1024 ** 3;

/**
 * A memory group of 1 GB for the portal, as a server of 1 GB is (a cgroup: v1's memory controller, or v2's where
 * this process may make one, as root); undefined where none can be made.
 */
async function serverOf1Gb(): Promise<string | undefined> {
  const groups = [
    ['/sys/fs/cgroup/memory/portal-bench-1gb', 'memory.limit_in_bytes'],
    ['/sys/fs/cgroup/portal-bench-1gb', 'memory.max'],
  ];
  for (const [folder, limit] of groups) {
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, limit), String(GB));
      return folder;
    } catch {
      // Not this kind of cgroup, or not ours to make.
    }
  }
  return undefined;
}

/**
 * Without a memory group, V8's heap sized as Node sizes it inside 1 GB (`heap_size_limit` 560 MB): only the heap's
 * limit, not the collector's thrift on a small server, so the peak reads higher than on one.
 */
const HEAP_OF_1_GB = '--max-old-space-size=512 --max-semi-space-size=16';

/** The import as an admin runs it: the file uploaded to a started portal as a job, followed until it ends. */
async function importAsJob(path: string, folder: string): Promise<void> {
  const memoryGroup = await serverOf1Gb();
  const env = {
    DATA_DIR: join(folder, 'data'),
    DIST_DIR: join(folder, 'no-dist'),
    DEMO: 'false',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...(memoryGroup ? {} : { NODE_OPTIONS: HEAP_OF_1_GB }),
  };
  const server = await startServer(await freePort(), env, { memoryGroup });
  const where = memoryGroup ? `in a memory group of 1 GB (${memoryGroup})` : `with ${HEAP_OF_1_GB} (no memory group could be made)`;
  /** A memory figure of the portal's process (`VmRSS`, `VmHWM`), in MB. */
  const mb = async (field: string) => {
    const kB = new RegExp(`${field}:\\s+(\\d+)`).exec(await readFile(`/proc/${server.child.pid}/status`, 'utf8'))![1];
    return (Number(kB) / 1024).toFixed(0);
  };
  try {
    const atStart = await mb('VmRSS');
    const signin = await fetch(`${server.url}/api/auth/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
    });
    const headers = { authorization: `Bearer ${(await signin.json()).accessToken}` };
    const form = new FormData();
    form.set('file', await openAsBlob(path), 'family.ged');
    const started = performance.now();
    const job = await (await fetch(`${server.url}/api/v1/gedcom/imports`, { method: 'POST', headers, body: form })).json();
    let state: { status: string; report?: { members: number; partners: number }; error?: unknown };
    do {
      await new Promise((wait) => setTimeout(wait, 500));
      state = await (await fetch(`${server.url}/api/v1/gedcom/imports/${job.id}`, { headers })).json();
    } while (state.status !== 'done' && state.status !== 'failed');
    if (state.status === 'failed') throw new Error(`the import failed: ${JSON.stringify(state.error)}`);
    console.log(
      `import as a job: ${state.report!.members} members, ${state.report!.partners} partners in ${seconds(started)}, ${where}; ` +
        `the portal's RSS ${atStart} MB at its start, peak ${await mb('VmHWM')} MB`,
    );
  } finally {
    await server.stop('SIGKILL');
  }
}

/** The family made and exported, then imported by a child process. */
async function exportThenImport(people: number, asServer: boolean): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'gedcom-bench-'));
  const path = join(folder, 'family.ged');
  try {
    const { app, close } = await openBenchApp();
    try {
      const seeded = await seedDemo(app, { members: people });
      console.log(`seed: ${seeded.members} members, ${seeded.partners} partners (${app.dialect})`);
      const started = performance.now();
      const file = await exportGedcom(app.repositories, { version: '5.5.1', withPrivate: true });
      await writeFile(path, file.text);
      const mb = (Buffer.byteLength(file.text) / 1024 / 1024).toFixed(1);
      console.log(`export: ${file.people} people, ${file.families} families, ${mb} MB in ${seconds(started)}`);
      // On PostgreSQL the import's portal is this database again: it takes the file into empty tables.
      await sql`delete from partners`.execute(app.db);
      await sql`delete from members`.execute(app.db);
    } finally {
      await close();
    }
    if (asServer) await importAsJob(path, folder);
    else {
      const child = fork(import.meta.filename, [`--import-file=${path}`], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      const code = await new Promise<number | null>((done) => child.once('exit', done));
      if (code !== 0) throw new Error(`the import exited with ${code}`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const file = arg('import-file');
if (file) await importFile(file);
else await exportThenImport(Number(arg('people') ?? 50_000), process.argv.includes('--as-server'));
