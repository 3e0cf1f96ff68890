// The import: a file (or a GEDZIP archive) read and planned, its people already here found (match.ts; nothing
// written), then the new people's pictures stored and their rows written in one transaction through the bulk path
// of the repositories, under an existing member or as the tree of an empty portal.
import type { Member, Partner } from '../../../common/generated/types.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Dialect } from '../../db/database.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import type { Executor } from '../../entities/entity-repository.ts';
import { insertFamilyBulk, madeInSlices, nextId, nextMemberId } from '../family/bulk-repository.ts';
import type { Repositories } from '../../entities/repositories.ts';
import type { Storage } from '../../plugins/app/storage.ts';
import { memberPictures, removePictures, savePictures } from './pictures.ts';
import { roomToRead } from './memory-room.ts';
import { matchExisting, type Matches, type MatchChoice } from './match.ts';
import { memberRecord, partnerRecord, planImport, type ImportPlan } from './plan.ts';
import { readGedcomFile } from './read.ts';
import { GedcomRepository } from './repository.ts';
import type { UploadedFile } from './upload.ts';

export interface ImportChoice {
  /** The file's person whose descendants come in (its xref); the one with most descendants when absent. */
  ancestor?: string;
  /** The member the ancestor is placed under; absent only for an empty portal. */
  underId?: number;
  /** How many generations below a daughter of the family come in (DAUGHTERS_CHILDREN_GENERATIONS); all when absent. */
  generations?: number;
  /** Whether the people already here are linked (the default) or everyone added; and who is not the member found. */
  matching?: MatchChoice;
}

export interface ImportReport {
  members: number;
  partners: number;
  /** The file's people found among the members: linked, not added again. */
  linked: number;
  /** Profile pictures stored. */
  pictures: number;
  /** The id the ancestor got. */
  rootId: number;
}

/** An import read and planned, with the pictures that come in: nothing written yet. */
export interface PreparedImport extends ImportPlan {
  /** The new members' pictures by xref, each one the photo pipeline reads. */
  pictures: ReadonlyMap<string, Buffer>;
  /** The people of the plan already here, and the marriages already recorded. */
  matches: Matches;
  /** The members and partners to add: the plan's less those found. */
  fresh: { members: ImportPlan['members']; partners: ImportPlan['partners'] };
}

export interface ImportTarget {
  db: Executor;
  dialect: Dialect;
  storage: Storage;
}

const LINK_ALL: MatchChoice = { matching: 'link', separate: new Set() };

/** The upload read into its people, a slice of it at a time (an archive is held, for its pictures). */
async function readUpload(upload: UploadedFile, onRead?: (read: number, total: number) => void) {
  const { gedcom, archive } = await upload.open();
  if (!roomToRead(gedcom.size)) throw new HttpError(413, MESSAGES.gedcomOverMemory);
  return { file: await readGedcomFile(gedcom, onRead), archive };
}

/**
 * Reads and plans an upload (a GEDCOM file or a GEDZIP archive): a refusal (400) comes from here, before anything is
 * written. `onRead` is told how many of the file's records are read, of how many.
 */
export async function prepareImport(
  upload: UploadedFile,
  choice: ImportChoice,
  repositories: Repositories,
  target: ImportTarget,
  onRead?: (read: number, total: number) => void,
): Promise<PreparedImport> {
  const { file, archive } = await readUpload(upload, onRead);
  const plan = planImport(file, choice.ancestor, choice.generations);
  const matches = await matchExisting(repositories, target.db, plan, choice.underId, choice.matching ?? LINK_ALL);
  const fresh = {
    members: plan.members.filter((m) => !matches.members.has(m.xref)),
    partners: plan.partners.filter((p) => !matches.partners.has(p.key)),
  };
  const { pictures, problems } = await memberPictures(fresh.members, archive, target.storage);
  return { ...plan, problems: [...plan.problems, ...problems], pictures, matches, fresh };
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
  const { fresh, matches } = prepared;
  const total = prepared.pictures.size + fresh.members.length + fresh.partners.length;
  onProgress?.(0, total);
  const keys = await savePictures(prepared.pictures, target.storage, (done) => onProgress?.(done, total));
  try {
    return await target.db.transaction().execute(async (trx) => {
      let under: { id: number; name: string } | undefined;
      if (choice.underId !== undefined) {
        const member = await repositories.members.findBy('id', choice.underId, trx);
        if (!member) throw notFound(`No member with id ${choice.underId}`);
        under = member;
      } else if (!matches.members.has(prepared.ancestor) && (await repositories.members.count(trx)) > 0)
        // A file whose ancestor is the tree's root is the family imported again; any other needs its place.
        throw badRequest(MESSAGES.gedcomChooseBranch);

      // The people found keep their ids; the new ones get the next. Each member's id is kept by their place in the
      // file, in an array of its people (a map of 200,000 pointers is some 7 MB more, held while the rows are written).
      const first = await nextMemberId(trx);
      const ids = new Int32Array(prepared.inFile);
      for (const m of prepared.members) {
        const found = matches.members.get(m.xref);
        if (found) ids[m.person.index] = found.memberId;
      }
      fresh.members.forEach((m, i) => (ids[m.person.index] = first + i));
      const firstPartner = await nextId(trx, 'partners');
      const partnerIds = new Map(matches.partners);
      fresh.partners.forEach((p, i) => partnerIds.set(p.key, firstPartner + i));
      // Each slice's rows are made as it is written: a large file's rows are never all held at once.
      const members = madeInSlices(fresh.members, (m): Member & { id: number } => ({
        ...memberRecord(m),
        id: ids[m.person.index],
        parentId: m.parent ? ids[m.parentIndex] : (under?.id ?? null),
        fatherName: m.parent || !under ? m.fatherName : under.name,
        userProfileImageLink: keys.get(m.xref) ?? null,
        motherId: m.mother ? partnerIds.get(m.mother)! : null,
      }));
      const partners = madeInSlices(fresh.partners, (p): Partner & { id: number } => ({
        ...partnerRecord(p),
        id: partnerIds.get(p.key)!,
        memberId: ids[p.ofIndex],
        partnerMemberId: p.memberIndex === undefined ? null : ids[p.memberIndex],
      }));
      const saved = prepared.pictures.size;
      await insertFamilyBulk({ repositories, dialect: target.dialect }, trx, members, partners, (done) =>
        onProgress?.(saved + done, total),
      );
      // The identifiers the file gave its people, so that a later file finds them wherever they are then.
      await new GedcomRepository(trx).remember(
        prepared.members.flatMap((m) => m.person.uids.map((uid) => ({ uid, memberId: ids[m.person.index] }))),
      );
      return {
        members: members.length,
        partners: partners.length,
        linked: matches.members.size,
        pictures: keys.size,
        rootId: ids[prepared.members[0].person.index],
      };
    });
  } catch (error) {
    await removePictures(target.storage, keys);
    throw error;
  }
}

export async function importGedcom(
  repositories: Repositories,
  target: ImportTarget,
  upload: UploadedFile,
  choice: ImportChoice,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  return writeImport(repositories, target, await prepareImport(upload, choice, repositories, target), choice, onProgress);
}
