// npm run move-data -- --to postgres://… | --to sqlite [--force]: copies the configured portal's database
// to another (see README "Moving to PostgreSQL").
import { parseArgs } from 'node:util';
import { prepareDataFolder } from '../../data-folder.ts';
import { moveData, type Place } from './move-data.ts';
import { runCommand } from './run-command.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, force: { type: 'boolean', default: false } } });

await runCommand(async (config) => {
  const to = values.to?.trim();
  if (!to || !(to === 'sqlite' || /^postgres(ql)?:\/\//.test(to)))
    throw new Error('say where to: --to postgres://user@host/database, or --to sqlite (the file DATA_DIR/portal.sqlite)');
  const target: Place = to === 'sqlite' ? { dataDir: config.dataDir } : { dataDir: config.dataDir, databaseUrl: to };
  if (target.databaseUrl === config.databaseUrl) throw new Error('the target is the database the portal uses now');
  await prepareDataFolder(config.dataDir);
  const { tables, rows } = await moveData(config, target, { force: values.force, progress: (m) => console.log(m) });
  const where = target.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/portal.sqlite`;
  return `Moved ${rows} rows in ${tables} tables to ${where}; every table's count and content match. Set DATABASE_URL${
    target.databaseUrl ? ` to ${to}` : ' empty'
  } and restart the portal to use it.`;
});
