// npm run seed [-- --members N] [-- --seed S]: adds the demo family to the configured database
// (same environment variables as the server), creating and migrating it if needed.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { prepareDataFolder } from '../data-folder.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createRepositories } from '../entities/repositories.ts';
import { storageFor } from '../plugins/app/storage.ts';
import { seedDemo } from './demo.ts';

const { values } = parseArgs({ options: { members: { type: 'string', default: '350' }, seed: { type: 'string', default: '1948' } } });
const members = Number(values.members);
if (!Number.isInteger(members) || members < 1) throw new Error(`--members must be a positive integer, got ${values.members}`);

const config = loadConfig(process.env);
await prepareDataFolder(config.dataDir);
const handle = openDatabase(config);
try {
  await migrateToLatest(handle);
  const report = await seedDemo(
    { ...handle, repositories: createRepositories(handle.db, handle.dialect), storage: storageFor(config) },
    { members, seed: Number(values.seed) },
  );
  console.log(
    `Seeded ${report.members} members over ${report.generations} generations and ${report.partners} partners ` +
      `into ${handle.dialect === 'postgres' ? 'PostgreSQL' : join(config.dataDir, 'portal.sqlite')} in ${report.milliseconds} ms`,
  );
} finally {
  await handle.db.destroy();
}
