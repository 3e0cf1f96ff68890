// The import: a file (or a GEDZIP archive) read and planned (nothing written), then its pictures stored
// and its rows written in one transaction through the bulk path of the repositories, under an existing
// member or as the tree of an empty portal.
import type { Member } from '../../../common/generated/types.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Dialect } from '../../db/database.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type { Executor } from '../../entities/entity-repository.ts';
import { insertFamilyBulk, nextId, nextMemberId } from '../family/bulk-repository.ts';
import type { Repositories } from '../../entities/repositories.ts';
import type { Storage } from '../../plugins/app/storage.ts';
import { memberPictures, removePictures, savePictures } from './pictures.ts';
import { planImport, type ImportPlan } from './plan.ts';
import { readGedcomFile } from './read.ts';
import { openUpload } from './read-gedzip.ts';

export interface ImportChoice {
  /** The file's person whose descendants come in (its xref); the one with most descendants when absent. */
  ancestor?: string;
  /** The member the ancestor is placed under; absent only for an empty portal. */
  underId?: number;
  /** How many generations below a daughter of the family come in (DAUGHTERS_CHILDREN_GENERATIONS); all when absent. */
  generations?: number;
}

export interface ImportReport {
  members: number;
  partners: number;
  /** Profile pictures stored. */
  pictures: number;
  /** The id the ancestor got. */
  rootId: number;
}

/** An import read and planned, with the pictures that come in: nothing written yet. */
export interface PreparedImport extends ImportPlan {
  /** The members' pictures by xref, each one the photo pipeline reads. */
  pictures: ReadonlyMap<string, Buffer>;
}

export interface ImportTarget {
  db: Executor;
  dialect: Dialect;
  storage: Storage;
}

/** Reads and plans an upload (a GEDCOM file or a GEDZIP archive): a refusal (400) comes from here, before anything is written. */
export async function prepareImport(upload: Uint8Array, choice: ImportChoice, storage: Storage): Promise<PreparedImport> {
  const { gedcom, archive } = openUpload(upload);
  const file = readGedcomFile(gedcom);
  const plan = planImport(file, choice.ancestor, choice.generations);
  const { pictures, problems } = await memberPictures(plan.members, file, archive, storage);
  return { ...plan, problems: [...plan.problems, ...problems], pictures };
}

/**
 * Writes a prepared import. The pictures are stored first, then the rows in one transaction, and the
 * pictures removed if it fails: written the other way round, a crash between the two would leave members
 * pointing at files that never came; this way it can only leave files no member points at.
 */
export async function writeImport(
  repositories: Repositories,
  target: ImportTarget,
  prepared: PreparedImport,
  choice: ImportChoice,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  const total = prepared.pictures.size + prepared.members.length + prepared.partners.length;
  const keys = await savePictures(prepared.pictures, target.storage, (done) => onProgress?.(done, total));
  try {
    return await target.db.transaction().execute(async (trx) => {
      let under: { id: number; name: string } | undefined;
      if (choice.underId !== undefined) {
        const member = await repositories.members.findBy('id', choice.underId, trx);
        if (!member) throw notFound(`No member with id ${choice.underId}`);
        under = member;
      } else if ((await repositories.members.count(trx)) > 0) throw badRequest(MESSAGES.gedcomChooseBranch);

      const first = await nextMemberId(trx);
      const ids = new Map(prepared.members.map((m, i) => [m.xref, first + i]));
      const firstPartner = await nextId(trx, 'partners');
      const partnerIds = new Map(prepared.partners.map((p, i) => [p.key, firstPartner + i]));
      const members: Array<Member & { id: number }> = prepared.members.map((m) => ({
        ...m.record,
        id: ids.get(m.xref)!,
        parentId: m.parent ? ids.get(m.parent)! : (under?.id ?? null),
        fatherName: m.parent || !under ? m.record.fatherName : under.name,
        userProfileImageLink: keys.get(m.xref) ?? null,
        motherId: m.mother ? partnerIds.get(m.mother)! : null,
      }));
      const partners = prepared.partners.map((p) => ({
        ...p.record,
        id: partnerIds.get(p.key)!,
        memberId: ids.get(p.of)!,
        partnerMemberId: p.member ? ids.get(p.member)! : null,
      }));
      const saved = prepared.pictures.size;
      await insertFamilyBulk({ repositories, dialect: target.dialect }, trx, members, partners, (done) =>
        onProgress?.(saved + done, total),
      );
      return { members: members.length, partners: partners.length, pictures: keys.size, rootId: first };
    });
  } catch (error) {
    await removePictures(target.storage, keys);
    throw error;
  }
}

export async function importGedcom(
  repositories: Repositories,
  target: ImportTarget,
  upload: Uint8Array,
  choice: ImportChoice,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  return writeImport(repositories, target, await prepareImport(upload, choice, target.storage), choice, onProgress);
}
