// GEDZIP (GEDCOM 7.0's archive, .gdz): gedcom.ged at the root and each profile picture beside it, the
// pictures named by the person's cross-reference. Pictures are already compressed: stored, not deflated.
import { zipSync, type Zippable } from 'fflate';
import type { Storage } from '../../plugins/app/storage.ts';
import type { GedFamilyTree } from './model.ts';
import { writeGedcom } from './writer.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/** `pictures`: the storage key of each person's picture, by cross-reference. */
export async function writeGedzip(tree: GedFamilyTree, pictures: ReadonlyMap<string, string>, storage: Storage): Promise<Uint8Array> {
  const files: Zippable = {};
  for (const [xref, key] of pictures) {
    const person = tree.individuals.get(xref);
    if (!person) continue;
    const { data, contentType } = await storage.read(key, 'full');
    const path = `media/${xref}.${EXTENSIONS[contentType] ?? 'bin'}`;
    person.picture = { path, type: contentType };
    files[path] = [new Uint8Array(data), { level: 0 }];
  }
  files['gedcom.ged'] = new TextEncoder().encode(writeGedcom(tree, '7.0'));
  return zipSync(files);
}
