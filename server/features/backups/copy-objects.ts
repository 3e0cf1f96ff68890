// Copies the objects of one store into another, proving each by its SHA-256: what `npm run move-files` does
// between disk and S3, and how a restore puts the files of an archive into the configured store.
import type { ObjectStore } from '../../plugins/app/object-store.ts';
import { sha256 } from './manifest.ts';

export interface CopyReport {
  /** Objects written, and their bytes. */
  copied: number;
  bytes: number;
  /** Objects the target already held with the same content: left as they were. */
  present: number;
}

/**
 * Every object of `from` is in `to` with the same checksum when this returns. One already there intact is not
 * written again, so a copy cut short is finished by running it again.
 */
export async function copyObjects(from: ObjectStore, to: ObjectStore, progress?: (report: CopyReport) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0 };
  for (const name of await from.list()) {
    const data = await from.get(name);
    // Removed since the listing, with the record that pointed at it.
    if (!data) continue;
    const hash = sha256(data);
    const there = await to.get(name);
    if (there && sha256(there) === hash) report.present++;
    else {
      await to.put(name, data);
      const arrived = await to.get(name);
      if (!arrived || sha256(arrived) !== hash) throw new Error(`${name} did not arrive intact in ${to.where}`);
      report.copied++;
      report.bytes += data.length;
    }
    progress?.(report);
  }
  return report;
}
