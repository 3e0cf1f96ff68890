// GEDCOM export and import on a large family: npx tsx bench/gedcom.ts [--people=N] (default 50000).
// Seeds the demo family and exports it (5.5.1, private fields included) to a file; then a process of its own,
// as a server would be, opens an empty portal, reads the file and imports it under nobody (the file's root
// becomes the tree's), and prints the time of each step and its own peak memory: the import's alone, not the
// seed's nor the export's. A temporary SQLite database, or PostgreSQL when DATABASE_URL is set (its tables must be
// empty).
import { fork } from 'node:child_process';
import { sql } from 'kysely';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportGedcom } from '../server/features/gedcom/export.ts';
import { importGedcom } from '../server/features/gedcom/import.ts';
import { UploadedFile } from '../server/features/gedcom/upload.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { openBenchApp } from './support/bench-app.ts';

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

/** The family made and exported, then imported by a child process. */
async function exportThenImport(people: number): Promise<void> {
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
    const child = fork(import.meta.filename, [`--import-file=${path}`], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    if (code !== 0) throw new Error(`the import exited with ${code}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const file = arg('import-file');
if (file) await importFile(file);
else await exportThenImport(Number(arg('people') ?? 50_000));
