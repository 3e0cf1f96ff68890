// GEDCOM export and import on a large family: npx tsx bench/gedcom.ts [members] (default 50000).
// Seeds the demo family, exports it (5.5.1), empties the family tables and imports the file into the
// now empty portal, printing the time and the process's peak memory after each step.
// A temporary SQLite database, or PostgreSQL when DATABASE_URL is set (its tables must be empty).
import { sql } from 'kysely';
import { exportGedcom } from '../server/features/gedcom/export.ts';
import { importGedcom } from '../server/features/gedcom/import.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { openBenchApp } from './support/bench-app.ts';

const members = Number(process.argv[2] ?? 50_000);
const { app, close } = await openBenchApp();
const peak = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB peak RSS`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, string]> => {
  const started = performance.now();
  const result = await work();
  return [result, `${((performance.now() - started) / 1000).toFixed(2)} s`];
};

try {
  const seeded = await seedDemo(app, { members });
  console.log(`seed: ${seeded.members} members, ${seeded.partners} partners (${app.dialect}); ${peak()}`);
  const [file, exportTime] = await timed(() => exportGedcom(app.repositories, { version: '5.5.1', withPrivate: true }));
  const bytes = Buffer.from(file.text);
  console.log(
    `export: ${file.people} people, ${file.families} families, ${(bytes.length / 1024 / 1024).toFixed(1)} MB in ${exportTime}; ${peak()}`,
  );
  const root = (await app.repositories.members.findBy('parentId', null))!;
  await sql`delete from partners`.execute(app.db);
  await sql`delete from members`.execute(app.db);
  const [report, importTime] = await timed(() => importGedcom(app.repositories, app, bytes, { ancestor: `I${root.id}` }));
  console.log(`import: ${report.members} members, ${report.partners} partners in ${importTime}; ${peak()}`);
} finally {
  await close();
}
