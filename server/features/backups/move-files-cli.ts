// npm run move-files -- --to s3://bucket/prefix | --to disk: copies the configured portal's uploaded files to
// another object store, proving each by its checksum (see README "Object storage").
import { parseArgs } from 'node:util';
import { bucketPlace } from '../../config.ts';
import { prepareDataFolder } from '../../data-folder.ts';
import { openObjectStore } from '../../plugins/app/object-store.ts';
import { copyObjects } from './copy-objects.ts';
import { megabytes, runCommand } from './run-command.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });

await runCommand(async (config) => {
  const to = values.to?.trim();
  if (!to || !(to === 'disk' || to.startsWith('s3://')))
    throw new Error('say where to: --to s3://bucket/prefix, or --to disk (the folder DATA_DIR/files)');
  await prepareDataFolder(config.dataDir);
  const source = openObjectStore(config);
  const target = openObjectStore({ dataDir: config.dataDir, bucket: to === 'disk' ? undefined : bucketPlace(to, process.env, '--to') });
  if (target.where === source.where) throw new Error(`the files are in ${source.where} already`);
  let shown = 0;
  const { copied, bytes, present } = await copyObjects(source, target, (report) => {
    const done = report.copied + report.present;
    if (done - shown >= 100) console.log(`${(shown = done)} files checked`);
  });
  return (
    `Copied ${copied} files (${megabytes(bytes)}) from ${source.where} to ${target.where} and left ${present} already there intact; ` +
    `every file's checksum matches. Set STORAGE_URL${to === 'disk' ? ' empty' : ` to ${to}`} and restart the portal to use it.`
  );
});
