// The export: the family (or one member's descendants) read through the repositories and written as GEDCOM.
import { notFound } from '../http-error.ts';
import type { Executor } from '../plugins/app/repositories/entity-repository.ts';
import type { Repositories } from '../plugins/app/repositories/index.ts';
import { toGedcom, type ExportChoice } from './to-gedcom.ts';
import { writeGedcom, type GedcomVersion } from './writer.ts';

const ALL = { sort: { field: 'id', order: 'ASC' as const }, filter: {} };

export async function exportGedcom(
  repositories: Repositories,
  choice: ExportChoice & { version: GedcomVersion },
  db?: Executor,
): Promise<{ text: string; people: number; families: number }> {
  const members = (await repositories.members.list(ALL, db)).records;
  if (choice.rootId !== undefined && !members.some((m) => m.id === choice.rootId)) throw notFound(`No member with id ${choice.rootId}`);
  const partners = (await repositories.ofResource('family-partners').list(ALL, db)).records;
  const tree = toGedcom(members, partners, choice);
  return { text: writeGedcom(tree, choice.version), people: tree.individuals.size, families: tree.families.size };
}
