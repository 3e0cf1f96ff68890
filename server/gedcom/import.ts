// The import: a file read and planned (nothing written), then written in one transaction through the
// bulk path of the repositories, under an existing member or as the tree of an empty portal.
import type { Member } from '../../src/generated/types.ts';
import { MESSAGES } from '../../src/model/messages.ts';
import type { Dialect } from '../db/database.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { Executor } from '../plugins/app/repositories/entity-repository.ts';
import { insertFamilyBulk, nextMemberId } from '../plugins/app/repositories/family-bulk.ts';
import type { Repositories } from '../plugins/app/repositories/index.ts';
import { planImport, type ImportPlan } from './plan.ts';
import { readGedcomFile } from './read.ts';

export interface ImportChoice {
  /** The file's person whose descendants come in (its xref); the one with most descendants when absent. */
  ancestor?: string;
  /** The member the ancestor is placed under; absent only for an empty portal. */
  underId?: number;
}

export interface ImportReport {
  members: number;
  partners: number;
  /** The id the ancestor got. */
  rootId: number;
}

export const previewGedcom = (buffer: Uint8Array, choice: ImportChoice): ImportPlan => planImport(readGedcomFile(buffer), choice.ancestor);

export async function importGedcom(
  repositories: Repositories,
  target: { db: Executor; dialect: Dialect },
  buffer: Uint8Array,
  choice: ImportChoice,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  const plan = previewGedcom(buffer, choice);
  return target.db.transaction().execute(async (trx) => {
    let under: { id: number; name: string } | undefined;
    if (choice.underId !== undefined) {
      const member = await repositories.members.findBy('id', choice.underId, trx);
      if (!member) throw notFound(`No member with id ${choice.underId}`);
      under = member;
    } else if ((await repositories.members.count(trx)) > 0) throw badRequest(MESSAGES.gedcomChooseBranch);

    const first = await nextMemberId(trx);
    const ids = new Map(plan.members.map((m, i) => [m.xref, first + i]));
    const members: Array<Member & { id: number }> = plan.members.map((m) => ({
      ...m.record,
      id: ids.get(m.xref)!,
      parentId: m.parent ? ids.get(m.parent)! : (under?.id ?? null),
      fatherName: m.parent || !under ? m.record.fatherName : under.name,
    }));
    const partners = plan.partners.map((p) => ({ ...p.record, memberId: ids.get(p.of)! }));
    const total = members.length + partners.length;
    await insertFamilyBulk({ repositories, dialect: target.dialect }, trx, members, partners, (done) => onProgress?.(done, total));
    return { members: members.length, partners: partners.length, rootId: first };
  });
}
