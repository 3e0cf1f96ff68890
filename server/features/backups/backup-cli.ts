// npm run backup [-- --out FILE]: one archive of the configured portal while it runs (see README).
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDataFolder } from '../../data-folder.ts';
import { backup } from './backup.ts';
import { megabytes, runCommand } from './run-command.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

await runCommand(async (config) => {
  await prepareDataFolder(config.dataDir);
  const { file, manifest } = await backup(config, { out: values.out && resolve(values.out), progress: (m) => console.log(m) });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  return `Backup written to ${file} (${megabytes((await stat(file)).size)}): ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files`;
});
