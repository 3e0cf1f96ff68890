// npm run restore -- FILE [--force]: puts a backup back into the configured data folder and database (see README).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from './restore.ts';
import { megabytes, runCommand } from './run-command.ts';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });

await runCommand(async (config) => {
  if (positionals.length !== 1) throw new Error('name one backup file: npm run restore -- FILE [--force]');
  const file = resolve(positionals[0]);
  const report = await restore(config, file, { force: values.force, progress: (m) => console.log(m) });
  const target = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  return (
    `Restored ${report.rows} rows in ${report.manifest.tables.length} tables and ${report.files} files (${megabytes(report.bytes)}) ` +
    `from the backup of ${report.manifest.createdAt} into ${target}; every count and checksum matches`
  );
});
