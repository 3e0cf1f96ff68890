// The export: the family (or one member's descendants) read through the repositories and written as a
// GEDCOM file, or as a GEDZIP archive (7.0) with the profile pictures.
import type { MemberRecord } from '../../../common/generated/types.ts';
import { notFound } from '../../http-error.ts';
import type { Executor } from '../../entities/entity-repository.ts';
import type { Repositories } from '../../entities/repositories.ts';
import type { Storage } from '../../plugins/app/storage.ts';
import { writeGedzip } from './gedzip.ts';
import type { GedFamilyTree } from './model.ts';
import { memberXref, toGedcom, type ExportChoice } from './to-gedcom.ts';
import { writeGedcom, type GedcomVersion } from './writer.ts';

const ALL = { sort: { field: 'id', order: 'ASC' as const }, filter: {} };

async function load(
  repositories: Repositories,
  choice: ExportChoice,
  db?: Executor,
): Promise<{ tree: GedFamilyTree; members: MemberRecord[] }> {
  const members = (await repositories.members.list(ALL, db)).records;
  if (choice.rootId !== undefined && !members.some((m) => m.id === choice.rootId)) throw notFound(`No member with id ${choice.rootId}`);
  const partners = (await repositories.ofResource('family-partners').list(ALL, db)).records;
  return { tree: toGedcom(members, partners, choice), members };
}

export async function exportGedcom(
  repositories: Repositories,
  choice: ExportChoice & { version: GedcomVersion },
  db?: Executor,
): Promise<{ text: string; people: number; families: number }> {
  const { tree } = await load(repositories, choice, db);
  return { text: writeGedcom(tree, choice.version), people: tree.individuals.size, families: tree.families.size };
}

export async function exportGedzip(repositories: Repositories, storage: Storage, choice: ExportChoice): Promise<Uint8Array> {
  const { tree, members } = await load(repositories, choice);
  const pictures = new Map(members.flatMap((m) => (m.userProfileImageLink ? [[memberXref(m.id), m.userProfileImageLink] as const] : [])));
  return writeGedzip(tree, pictures, storage);
}
