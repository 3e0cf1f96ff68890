// npm run gedcom -- export [--root ID] [--out FILE] [--version 5.5.1|7.0] [--private]
// npm run gedcom -- import FILE --ancestor XREF [--under ID]
// The same export and import as the back office, on the configured database and data folder (same
// environment variables as the server); FILE may be a GEDZIP archive, whose pictures come in too.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createRepositories } from '../../entities/repositories.ts';
import { storageFor } from '../../plugins/app/storage.ts';
import { exportGedcom } from './export.ts';
import { importGedcom } from './import.ts';
import { UploadedFile } from './upload.ts';
import { GEDCOM_VERSIONS, type GedcomVersion } from './writer.ts';
import en from '../../../i18n/en.json';
import { translator } from '../../outgoing-texts.ts';

/** The import's summary as the back office words it, in English: the terminal's reader is the one who ran it. */
const summary = translator(en.gedcom, 'en');

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    out: { type: 'string' },
    version: { type: 'string', default: '5.5.1' },
    private: { type: 'boolean', default: false },
    ancestor: { type: 'string' },
    under: { type: 'string' },
  },
});
const [command, file] = positionals;
const id = (text: string | undefined, name: string): number | undefined => {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(text)) throw new Error(`--${name} must be a member id, got ${text}`);
  return Number(text);
};
if (!GEDCOM_VERSIONS.includes(values.version as GedcomVersion)) throw new Error(`--version must be one of ${GEDCOM_VERSIONS.join(', ')}`);
if (command !== 'export' && !(command === 'import' && file))
  throw new Error('usage: gedcom export [--root ID] [--out FILE] | gedcom import FILE [--ancestor XREF] [--under ID]');

const config = loadConfig(process.env);
const handle = openDatabase(config);
try {
  await migrateToLatest(handle);
  const repositories = createRepositories(handle.db, handle.dialect);
  if (command === 'export') {
    const started = performance.now();
    const { text, people, families } = await exportGedcom(repositories, {
      version: values.version as GedcomVersion,
      rootId: id(values.root, 'root'),
      withPrivate: values.private,
    });
    if (values.out) await writeFile(values.out, text);
    else process.stdout.write(text);
    const where = values.out ?? 'standard output';
    console.error(`Exported ${people} people and ${families} families to ${where} in ${Math.round(performance.now() - started)} ms`);
  } else {
    const report = await importGedcom(repositories, { ...handle, storage: storageFor(config) }, UploadedFile.at(file!), {
      ancestor: values.ancestor,
      underId: id(values.under, 'under'),
      generations: config.daughtersChildrenGenerations,
    });
    const count = (what: 'members' | 'partners' | 'pictures') => summary(`count.${what}`, { smart_count: report[what] });
    console.error(summary('imported', { members: count('members'), partners: count('partners'), pictures: count('pictures') }));
    if (report.linked > 0) console.error(summary('matches', { count: report.linked }));
  }
} finally {
  await handle.db.destroy();
}
