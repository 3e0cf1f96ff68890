// Every SQL statement of the people named in photos: a photo's list read with the names the directory
// gives, a member's photos, and a photo's list replaced, a change of its names written in the photo's history.
import type { Kysely } from 'kysely';
import type { FaceBox, NamedPerson, PhotoPerson } from '../../../common/generated/api.ts';
import type { ImageRecord } from '../../../common/generated/types.ts';
import { directoryName } from '../../../common/model/personName.ts';
import type { Database } from '../../db/database.ts';
import { atomically, type EntityRepository } from '../../entities/entity-repository.ts';
import type { MembersRepository } from '../family/repository.ts';
import type { ImagePeopleTable } from './tables.ts';

/** A named person with the account that named them, which the rules of removal read. */
export type StoredPerson = PhotoPerson & { taggerId: number | null };

const boxOf = (row: Pick<ImagePeopleTable, 'box_x' | 'box_y' | 'box_width' | 'box_height'>): FaceBox | null =>
  row.box_x === null || row.box_y === null || row.box_width === null || row.box_height === null
    ? null
    : { x: row.box_x, y: row.box_y, width: row.box_width, height: row.box_height };

const boxColumns = (box: FaceBox | undefined) => ({
  box_x: box?.x ?? null,
  box_y: box?.y ?? null,
  box_width: box?.width ?? null,
  box_height: box?.height ?? null,
});

/** What the history keeps of a list: the names, which the back office lists as a record's values are listed. */
const namesOf = (people: readonly PhotoPerson[]): string[] => people.map((p) => p.name);

export class PhotoPeopleRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly images: EntityRepository<ImageRecord>,
    private readonly members: MembersRepository,
  ) {}

  /** The people named in the photo, in the order they were named. */
  async ofImage(imageId: number, db: Kysely<Database> = this.db): Promise<StoredPerson[]> {
    const rows = await db
      .selectFrom('image_people')
      .leftJoin('users', 'users.id', 'image_people.tagged_by')
      .selectAll('image_people')
      .select('users.username')
      .where('image_people.image_id', '=', imageId)
      .orderBy('image_people.created_at')
      .orderBy('image_people.member_id')
      .execute();
    if (rows.length === 0) return [];
    // The members' records give their names as the directory computes them (the grandfather from the tree).
    const { records } = await this.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: rows.map((r) => r.member_id) } }, db);
    const names = new Map(records.map((m) => [m.id, directoryName(m)]));
    return rows.map((row) => ({
      memberId: row.member_id,
      name: names.get(row.member_id) ?? '',
      box: boxOf(row),
      taggedBy: row.username,
      taggerId: row.tagged_by,
    }));
  }

  /** The ids of the photos the member is named in, newest photo first. */
  async imagesOf(memberId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('image_people')
      .select('image_id')
      .where('member_id', '=', memberId)
      .orderBy('image_id', 'desc')
      .execute();
    return rows.map((r) => r.image_id);
  }

  /**
   * Sets the photo's list in one transaction: `allowed` reads the list as it stands and refuses by throwing;
   * a person named before keeps who named them; a change of the names is written in the photo's history.
   */
  async replace(
    imageId: number,
    people: readonly NamedPerson[],
    taggerId: number,
    allowed: (before: StoredPerson[]) => void,
  ): Promise<StoredPerson[]> {
    return atomically(this.db, async (trx) => {
      const before = await this.ofImage(imageId, trx);
      allowed(before);
      const kept = new Set(before.map((p) => p.memberId));
      const ids = people.map((p) => p.memberId);
      let gone = trx.deleteFrom('image_people').where('image_id', '=', imageId);
      if (ids.length > 0) gone = gone.where('member_id', 'not in', ids);
      await gone.execute();
      const now = Date.now();
      for (const person of people)
        if (kept.has(person.memberId))
          await trx
            .updateTable('image_people')
            .set(boxColumns(person.box))
            .where('image_id', '=', imageId)
            .where('member_id', '=', person.memberId)
            .execute();
        else
          await trx
            .insertInto('image_people')
            .values({ image_id: imageId, member_id: person.memberId, ...boxColumns(person.box), tagged_by: taggerId, created_at: now })
            .execute();
      const after = await this.ofImage(imageId, trx);
      const [was, is] = [namesOf(before), namesOf(after)];
      // A face's box moved is not a change of who is in the photo.
      if (this.images.history && was.join('\n') !== is.join('\n')) {
        const image = await this.images.findById(imageId, trx);
        await this.images.history.recordOther(trx, imageId, image?.name ?? `#${imageId}`, { people: was }, { people: is });
      }
      return after;
    });
  }
}
