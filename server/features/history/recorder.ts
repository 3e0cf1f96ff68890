// Writes the history of one entity's records: a row of `changes` per create, update and delete, in the
// caller's transaction. A record is kept as a snapshot: its stored properties by name in their wire form,
// except references, which keep the id they store (an image's album by id, so a renamed album still
// holds it); the snapshot turns back into the very row it came from (the restore of a deleted record).
import type { Kysely } from 'kysely';
import { ENTITIES, type EntitySchema } from '../../../common/model/entities.ts';
import { createCodec, decodeValue, storedColumns, type EntityCodec, type FieldCodec, type Row } from '../../db/codec.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { currentChangeContext } from './change-context.ts';
import { appendChange } from './repository.ts';
import type { ChangeAction } from './tables.ts';

export type Snapshot = Record<string, unknown>;

const referenceId = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A reference to another record, kept as the id it stores. */
const isKey = (f: FieldCodec): boolean => f.reference !== undefined || f.target !== undefined;

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export class HistoryRecorder {
  /** The properties whose values the history keeps. */
  readonly fields: FieldCodec[];
  private readonly codec: EntityCodec;

  constructor(
    readonly entity: EntitySchema,
    private readonly dialect: Dialect,
  ) {
    const kept = entity['x-resource'].history;
    this.codec = createCodec(entity, dialect);
    this.fields = this.codec.fields.filter((f) => kept === true || (Array.isArray(kept) && kept.includes(f.prop)));
  }

  get resource(): string {
    return this.entity['x-resource'].name;
  }

  get table(): string {
    return this.entity['x-resource'].table;
  }

  snapshot(row: Row): Snapshot {
    return Object.fromEntries(this.fields.map((f) => [f.prop, isKey(f) ? referenceId(row[f.column]) : decodeValue(f.kind, row[f.column])]));
  }

  /**
   * The stored columns of a snapshot's values (all of a record, or those an update changed), in this
   * database's forms: a snapshot taken on SQLite restores on PostgreSQL.
   */
  rowOf(snapshot: Snapshot): Row {
    // A partial date's span is not kept: it is derived again from the date's text.
    return Object.assign(
      {},
      ...this.fields
        .filter((f) => f.prop in snapshot)
        .map((f) => (isKey(f) ? { [f.column]: snapshot[f.prop] } : storedColumns(f, snapshot[f.prop], this.dialect))),
    ) as Row;
  }

  /** The record's name as the back office shows it (its recordRepresentation), from its stored row. */
  title(row: Row): string {
    const names = this.entity['x-resource'].recordRepresentation.map((prop) => {
      const f = this.codec.field(prop);
      return f ? decodeValue(f.kind, row[f.column]) : null;
    });
    return (
      names
        .filter((name) => name !== null && name !== '')
        .join(' ')
        .slice(0, 200) || `#${String(row.id)}`
    );
  }

  async created(db: Kysely<Database>, row: Row): Promise<number> {
    return this.write(db, 'create', Number(row.id), this.title(row), null, this.snapshot(row));
  }

  /** Records what an update changed; nothing when no kept value changed. */
  async updated(db: Kysely<Database>, beforeRow: Row, afterRow: Row): Promise<number | undefined> {
    const before = this.snapshot(beforeRow);
    const after = this.snapshot(afterRow);
    const changed = Object.keys(after).filter((p) => !sameValue(before[p], after[p]));
    if (changed.length === 0) return undefined;
    const pick = (s: Snapshot) => Object.fromEntries(changed.map((p) => [p, s[p]]));
    return this.write(db, 'update', Number(afterRow.id), this.title(afterRow), pick(before), pick(after));
  }

  async deleted(db: Kysely<Database>, row: Row, causeId?: number): Promise<number> {
    return this.write(db, 'delete', Number(row.id), this.title(row), this.snapshot(row), null, causeId);
  }

  /** Records that the record lost its link `prop` when the record it pointed at was deleted (the change `causeId`). */
  async unlinked(db: Kysely<Database>, row: Row, prop: string, causeId: number | undefined): Promise<number> {
    const before = this.snapshot(row);
    return this.write(db, 'update', Number(row.id), this.title(row), { [prop]: before[prop] }, { [prop]: null }, causeId);
  }

  /** A change that is not a stored property's: a user's roles. */
  async recordOther(db: Kysely<Database>, recordId: number, title: string, before: Snapshot, after: Snapshot): Promise<number> {
    return this.write(db, 'update', recordId, title, before, after);
  }

  private async write(
    db: Kysely<Database>,
    action: ChangeAction,
    recordId: number,
    title: string,
    before: Snapshot | null,
    after: Snapshot | null,
    causeId?: number,
  ): Promise<number> {
    const context = currentChangeContext();
    return appendChange(db, {
      at: Date.now(),
      actor_id: context.actor?.id ?? null,
      actor_name: context.actor?.username ?? null,
      suggested_by_name: context.suggester ?? null,
      resource: this.resource,
      record_id: recordId,
      action,
      title,
      before: before && JSON.stringify(before),
      after: after && JSON.stringify(after),
      cause_id: causeId ?? context.cause ?? null,
      undoes_id: context.undoes ?? null,
    });
  }
}

/** The recorder of an entity that keeps its history; undefined for one that does not (contact mails). */
export const historyRecorder = (entity: EntitySchema, dialect: Dialect): HistoryRecorder | undefined =>
  entity['x-resource'].history ? new HistoryRecorder(entity, dialect) : undefined;

export interface CascadedRecords {
  recorder: HistoryRecorder;
  /** The property and column of its reference to the deleted record. */
  prop: string;
  column: string;
  /** `cascade`: deleted with it; `set null`: left without the link. */
  onDelete: 'cascade' | 'set null';
}

/**
 * The records whose reference follows the deleted record (`onDelete`): deleted with it, or left without the
 * link (a child's mother), so recorded with it.
 */
export function cascadedWith(entity: EntitySchema, dialect: Dialect): CascadedRecords[] {
  return ENTITIES.flatMap((other) => {
    const recorder = historyRecorder(other, dialect);
    if (!recorder) return [];
    return recorder.fields.flatMap((f) => {
      const reference = other.properties[f.prop]['x-reference'];
      if (!reference?.onDelete || reference.resource !== entity['x-resource'].name) return [];
      return [{ recorder, prop: f.prop, column: f.column, onDelete: reference.onDelete }];
    });
  });
}
