// Reads the history the recorders write, and shows a change as a reader may see it: private values only
// to roles that see them, a picture as whether there was one, an album by its name.
import type { Insertable, Kysely, Selectable } from 'kysely';
// A change and its values as the API answers them: schema/api/history.json.
import type { Change as ChangeView, ChangedField } from '../../../common/generated/api.ts';
import { entityByResource, fileField, privateFields } from '../../../common/model/entities.ts';
import { seesPrivate, type Role } from '../../../common/model/roles.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { HistoryRecorder, type Snapshot } from './recorder.ts';
import type { ChangesTable } from './tables.ts';

export type StoredChange = Selectable<ChangesTable>;

export interface ChangeQuery {
  /** Only changes of these resources (the ones the reader may see). */
  resources: string[];
  resource?: string;
  recordId?: number;
  /** Changes older than this one (the next page). */
  before?: number;
  /** Only changes made from then on (milliseconds since the epoch). */
  since?: number;
  limit: number;
}

/** Writes one change in the caller's transaction; its id. */
export async function appendChange(db: Kysely<Database>, change: Insertable<ChangesTable>): Promise<number> {
  const { id } = await db.insertInto('changes').values(change).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export const parseSnapshot = (json: string | null): Snapshot => (json ? (JSON.parse(json) as Snapshot) : {});

export class ChangeLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  recorder(resource: string): HistoryRecorder {
    return new HistoryRecorder(entityByResource(resource), this.dialect);
  }

  /** Newest first; without a record, only the changes people made (not those that followed from them). */
  async list(query: ChangeQuery): Promise<StoredChange[]> {
    if (query.resources.length === 0) return [];
    let q = this.db.selectFrom('changes').selectAll().where('resource', 'in', query.resources);
    if (query.resource) q = q.where('resource', '=', query.resource);
    if (query.recordId !== undefined) q = q.where('record_id', '=', query.recordId);
    else q = q.where('cause_id', 'is', null);
    if (query.before !== undefined) q = q.where('id', '<', query.before);
    if (query.since !== undefined) q = q.where('at', '>=', query.since);
    return q.orderBy('id', 'desc').limit(query.limit).execute();
  }

  find(id: number, db: Kysely<Database> = this.db): Promise<StoredChange | undefined> {
    return db.selectFrom('changes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  followers(id: number, db: Kysely<Database> = this.db): Promise<StoredChange[]> {
    return db.selectFrom('changes').selectAll().where('cause_id', '=', id).orderBy('id').execute();
  }

  /** The change that undid `id`, if one did. */
  undoOf(id: number, db: Kysely<Database> = this.db): Promise<StoredChange | undefined> {
    return db.selectFrom('changes').selectAll().where('undoes_id', '=', id).executeTakeFirst();
  }

  /** Every change of one record. */
  ofRecord(resource: string, recordId: number, db: Kysely<Database> = this.db): Promise<StoredChange[]> {
    return db.selectFrom('changes').selectAll().where('resource', '=', resource).where('record_id', '=', recordId).execute();
  }

  /** Empties every change of one record of its values and name: the changes stay, saying only what was done when. */
  async forgetRecord(resource: string, recordId: number, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .updateTable('changes')
      .set({ title: '', before: null, after: null })
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .execute();
  }

  /** The stored row of a record of any kept resource, as its recorder reads it; undefined when it does not exist. */
  storedRow(resource: string, id: number, db: Kysely<Database> = this.db): Promise<Record<string, unknown> | undefined> {
    return db
      .withTables<Record<string, Record<string, unknown>>>()
      .selectFrom(this.recorder(resource).table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The id of the change that undid `id`, if one did. */
  async undoneBy(id: number, db: Kysely<Database> = this.db): Promise<number | null> {
    const row = await db.selectFrom('changes').select('id').where('undoes_id', '=', id).executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** The changes as `role` may read them. */
  async present(changes: StoredChange[], role: Role): Promise<ChangeView[]> {
    if (changes.length === 0) return [];
    const ids = changes.map((c) => Number(c.id));
    const undone = await this.db.selectFrom('changes').select(['id', 'undoes_id']).where('undoes_id', 'in', ids).execute();
    const followers = await this.db
      .selectFrom('changes')
      .select(['cause_id', (eb) => eb.fn.countAll().as('n')])
      .where('cause_id', 'in', ids)
      .groupBy('cause_id')
      .execute();
    const names = await this.referencedNames(changes);
    return changes.map((c) => ({
      id: Number(c.id),
      at: new Date(Number(c.at)).toISOString(),
      actor: c.actor_name,
      suggestedBy: c.suggested_by_name,
      resource: c.resource,
      recordId: Number(c.record_id),
      action: c.action,
      title: c.title,
      fields: this.fields(c, role, names),
      causeId: c.cause_id === null ? null : Number(c.cause_id),
      undoesId: c.undoes_id === null ? null : Number(c.undoes_id),
      undoneBy: Number(undone.find((u) => Number(u.undoes_id) === Number(c.id))?.id ?? 0) || null,
      followers: Number(followers.find((f) => Number(f.cause_id) === Number(c.id))?.n ?? 0),
    }));
  }

  /** A value as shown: a file as whether there was one, a reference as the name of the record it points at (its id once that is gone). */
  shownValue(resource: string, prop: string, value: unknown, names: Map<string, string>): unknown {
    const entity = entityByResource(resource);
    if (prop === fileField(entity)) return value === null || value === undefined ? null : true;
    const reference = entity.properties[prop]?.['x-reference'];
    return reference && value !== null ? (names.get(`${resource}.${prop}.${String(value)}`) ?? value) : value;
  }

  private fields(change: StoredChange, role: Role, names: Map<string, string>): ChangedField[] {
    const hidden = seesPrivate(role) ? [] : privateFields(entityByResource(change.resource));
    const before = parseSnapshot(change.before);
    const after = parseSnapshot(change.after);
    const props = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((p) => p !== 'id' && !hidden.includes(p));
    return props.map((name) => ({
      name,
      ...(change.before !== null && { before: this.shownValue(change.resource, name, before[name], names) }),
      ...(change.after !== null && { after: this.shownValue(change.resource, name, after[name], names) }),
    }));
  }

  /** The names of the records the changes' references point at (an image's album, a member's parent), keyed resource.prop.id. */
  async referencedNames(changes: StoredChange[], db: Kysely<Database> = this.db): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const resource of new Set(changes.map((c) => c.resource))) {
      const entity = entityByResource(resource);
      for (const [prop, schema] of Object.entries(entity.properties)) {
        const target = schema['x-reference']?.resource;
        if (!target) continue;
        const ids = changes
          .filter((c) => c.resource === resource)
          .flatMap((c) => [parseSnapshot(c.before)[prop], parseSnapshot(c.after)[prop]])
          .filter((v): v is number => typeof v === 'number');
        if (ids.length === 0) continue;
        const named = this.recorder(target);
        const rows = await db
          .withTables<Record<string, Record<string, unknown>>>()
          .selectFrom(named.table)
          .selectAll()
          .where('id', 'in', [...new Set(ids)])
          .execute();
        for (const row of rows) names.set(`${resource}.${prop}.${String(row.id)}`, named.title(row));
      }
    }
    return names;
  }
}
