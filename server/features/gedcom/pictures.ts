// The profile pictures an import brings in: each incoming member's first picture (read.ts) that the
// GEDZIP archive holds and that the photo pipeline reads. Any other is a problem of the preview, left out.
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import { HttpError } from '../../http-error.ts';
import type { Storage } from '../../plugins/app/storage.ts';
import type { PlannedMember } from './plan.ts';
import { who } from './loops.ts';
import type { GedzipArchive } from './read-gedzip.ts';

export interface MemberPictures {
  /** The picture's bytes by the member's xref. */
  pictures: Map<string, Buffer>;
  problems: GedcomProblem[];
}

export async function memberPictures(
  members: readonly PlannedMember[],
  archive: GedzipArchive | null,
  storage: Storage,
): Promise<MemberPictures> {
  const named = members.flatMap(({ xref, person }) => (person.picture ? [{ xref, who: who(person), path: person.picture.path }] : []));
  const pictures = new Map<string, Buffer>();
  const problems: GedcomProblem[] = [];
  const found = archive?.media(named.map((n) => n.path));
  for (const { xref, who, path } of named) {
    const data = found?.get(path);
    if (!found) problems.push({ code: 'pictureOutside', who, path });
    else if (!data) problems.push({ code: 'pictureMissing', who, path });
    else if (
      await storage.checkImage(data).then(
        () => true,
        () => false,
      )
    )
      pictures.set(xref, data);
    else problems.push({ code: 'pictureUnreadable', who, path });
  }
  return { pictures, problems };
}

/** Removes stored pictures: those of an import that did not happen. */
export const removePictures = (storage: Storage, keys: ReadonlyMap<string, string>): Promise<unknown> =>
  Promise.all([...keys.values()].map((key) => storage.remove(key)));

/**
 * Stores each picture through the photo pipeline of every upload and returns its key by xref. One whose
 * pixels turn out damaged past its header is left out, as the preview could not tell; on any other failure
 * the pictures already stored are removed.
 */
export async function savePictures(
  pictures: ReadonlyMap<string, Buffer>,
  storage: Storage,
  onProgress: (done: number) => void,
): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  let done = 0;
  try {
    for (const [xref, data] of pictures) {
      try {
        keys.set(xref, await storage.saveImage(data));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
      onProgress(++done);
    }
  } catch (error) {
    await removePictures(storage, keys);
    throw error;
  }
  return keys;
}
