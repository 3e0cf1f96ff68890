// Stores the records of one entity, driven by its schema: the codec maps properties to columns,
// references by name are joined on read and resolved on write, x-unique clashes become 409.
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { fileField, propertyEntries, type EntitySchema } from '../../common/model/entities.ts';
import { searchChain, searchWords } from '../../common/model/nameSearch.ts';
import { isYearRange, propertyTraits, type YearRange } from '../../common/model/properties.ts';
import { setTextById } from '../db/bulk-update.ts';
import { insertRows } from '../db/insert-rows.ts';
import { createCodec, decodeValue, type EntityCodec, type EntityRecord, type FieldCodec, type Row } from '../db/codec.ts';
import type { Database, Dialect } from '../db/database.ts';
import { precompiled, type Precompiled } from '../db/precompiled.ts';
import { COUNTED_TABLES, SEARCH_COLUMN, spanColumns } from '../db/tables.ts';
import { badRequest, conflict, fieldRefused } from '../http-error.ts';
import { cascadedWith, historyRecorder, type CascadedRecords, type HistoryRecorder, type Snapshot } from '../features/history/recorder.ts';
import { KeptPositions, POSITION_EVERY, type KeptPosition, type OrderKey } from './kept-positions.ts';
import type { ListQuery } from './list-query.ts';

/** The database or a transaction of it (a Transaction is a Kysely). */
export type Executor = Kysely<Database>;

/**
 * This repository learns its table and columns from the schema at run time, which Kysely's types cannot
 * follow: its own queries see every table as columns by name (withTables changes the types only, not the
 * SQL). What it returns is typed again by the codec, and queries written for one entity (the members'
 * tree, the users' credentials) use the generated Database type, where a misspelt column fails the typecheck.
 */
type RuntimeTables = Record<string, Row>;
const byName = (db: Executor) => db.withTables<RuntimeTables>();
type Select = SelectQueryBuilder<Database & RuntimeTables, string, Row>;

export interface RepositoryOptions<R extends EntityRecord> {
  /** SQL for x-computed properties that are cheap enough to select with every record. */
  computed?: Partial<Record<keyof R & string, (table: string) => Expression<unknown>>>;
  /** The condition of a filter by an x-filter computed property: the record's value is one of `values`. */
  computedFilters?: Partial<Record<keyof R & string, (values: unknown[]) => Expression<SqlBool>>>;
  /** Adds derived properties that need their own query (a user's roles). */
  afterLoad?(records: R[], db: Executor): Promise<void>;
  /** The records whose name chain holds this record's names (a member's children and grandchildren): refreshed after its update. */
  chainDependents?(id: number, db: Executor): Promise<number[]>;
  /**
   * The sorts whose deep pages of the whole table start from kept positions (kept-positions.ts): their columns are
   * never null, and `version` is a value the database moves in the same transaction as any change of their order.
   */
  keptOrder?: { fields: readonly string[]; version: Expression<unknown> };
}

/** The column a page read from a kept position carries: the version of the order it was read at. */
const KEPT_VERSION = 'kept_order_version';

/** The column a page of a whole counted table carries: the table's kept number of rows (row_counts). */
const KEPT_TOTAL = 'kept_table_total';

const orderName = (sort: ListQuery['sort']): string => `${sort.field} ${sort.order}`;

/** One term of a list's order: what is sorted by, and which way. */
interface OrderTerm {
  key: Expression<unknown>;
  descending: boolean;
}

const refAlias = (f: FieldCodec): string => `ref_${f.prop}`;

const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Records loaded for a refresh of their chains at a time: one statement's worth of ids. */
const CHAIN_BATCH = 500;

/** Runs the work in the caller's transaction, or in a new one. */
export const atomically = <T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * The checks before a write make these rare (two writers racing for the same name, a child added while
 * its parent is deleted), but the database has the last word: its refusal is a 409, not a 500.
 */
async function constrained<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
      throw conflict('A unique value is already used by another record');
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
      throw conflict('The record is linked to another record that is missing or still uses it');
    throw error;
  }
}

/** R is the record type generated from `entity`'s schema (common/generated/types.ts). */
export class EntityRepository<R extends EntityRecord = EntityRecord> {
  readonly codec: EntityCodec<R>;
  /** The properties whose normalised chain the search column holds; empty when `q` matches the plain text. */
  private readonly chain: string[];
  /** SQL of the x-computed properties selected with every record: the schema's author names, then the options'. */
  private readonly computed: Partial<Record<string, (table: string) => Expression<unknown>>>;
  /** Writes this entity's history in the transaction of each write; undefined when it keeps none. */
  readonly history: HistoryRecorder | undefined;
  /** The records deleted with one of this entity's (its partners, its images), whose deletion the history keeps too. */
  private readonly cascades: CascadedRecords[];
  private byId: Precompiled<Database, [id: unknown], Row> | undefined;
  private readonly positions = new KeptPositions();

  constructor(
    readonly db: Executor,
    readonly entity: EntitySchema,
    readonly dialect: Dialect,
    private readonly options: RepositoryOptions<R> = {},
  ) {
    this.codec = createCodec<R>(entity, dialect);
    this.chain = entity['x-resource'].nameChain ? (entity['x-resource'].search ?? []) : [];
    this.computed = { ...this.authorNames(), ...options.computed };
    this.history = historyRecorder(entity, dialect);
    this.cascades = cascadedWith(entity, dialect);
  }

  /** `x-username-of`: the username of the account whose id another property holds (who uploaded, who published). */
  private authorNames(): Record<string, (table: string) => Expression<unknown>> {
    return Object.fromEntries(
      propertyEntries(this.entity).flatMap(([prop, schema]) => {
        const idProp = schema['x-username-of'];
        if (!idProp) return [];
        const column = this.codec.field(idProp)?.column;
        if (!column) throw new Error(`${this.entity.$id}: ${prop} names ${idProp}, which is not a stored property`);
        return [[prop, (t: string) => sql`(select u.username from users u where u.id = ${sql.ref(`${t}.${column}`)})`]];
      }),
    );
  }

  get table(): string {
    return this.codec.table;
  }

  /**
   * The table with its references joined; given a page of ids (a query selecting `id`), only the records of
   * the page, so what is selected for each record is computed for the page's records alone.
   */
  private joined(db: Executor, page?: Select): Select {
    let q: Select = page
      ? byName(db).selectFrom(page.as('page')).innerJoin(`${this.table} as t`, 't.id', 'page.id')
      : byName(db).selectFrom(`${this.table} as t`);
    for (const f of this.codec.fields)
      if (f.reference) q = q.leftJoin(`${f.reference.table} as ${refAlias(f)}`, `${refAlias(f)}.id`, `t.${f.column}`);
    return q;
  }

  private selected(db: Executor, page?: Select): Select {
    // The stored properties' columns alone: a record never carries its search chain, its dates' spans nor a
    // column beside the schema (a user's password hash), and PostgreSQL's driver reads fewer values.
    let q = this.joined(db, page);
    for (const f of this.codec.fields) q = q.select(f.reference ? `${refAlias(f)}.${f.reference.column} as ${f.prop}` : `t.${f.column}`);
    for (const [prop, expr] of Object.entries(this.computed)) if (expr) q = q.select(sql`${expr('t')}`.as(prop));
    return q;
  }

  /** The SQL column a property is sorted and filtered by. */
  private columnOf(prop: string): string {
    const f = this.codec.field(prop);
    if (!f) throw badRequest(`${this.entity.$id} has no field ${prop}`);
    return f.reference ? `${refAlias(f)}.${f.reference.column}` : `t.${f.column}`;
  }

  /** A partial date is sorted by the earliest day it can mean, or by the latest when it has no earliest ("before 1950"). */
  private sortKey(prop: string): Expression<unknown> {
    const f = this.codec.field(prop);
    if (f?.kind !== 'partial-date') return sql.ref(this.columnOf(prop));
    const { earliest, latest } = spanColumns(`t.${f.column}`);
    return sql`coalesce(${sql.ref(earliest)}, ${sql.ref(latest)})`;
  }

  /** The partial dates whose span of days meets the years: "ABT 1948" (1946..1950) is found by 1947..1949. */
  private meetsYears(f: FieldCodec, years: YearRange): Expression<SqlBool> {
    const { earliest, latest } = spanColumns(`t.${f.column}`);
    const bounds = [sql<SqlBool>`${sql.ref(`t.${f.column}`)} is not null`];
    if (years.to !== undefined)
      bounds.push(sql<SqlBool>`(${sql.ref(earliest)} is null or ${sql.ref(earliest)} <= ${`${String(years.to).padStart(4, '0')}-12-31`})`);
    if (years.from !== undefined)
      bounds.push(sql<SqlBool>`(${sql.ref(latest)} is null or ${sql.ref(latest)} >= ${`${String(years.from).padStart(4, '0')}-01-01`})`);
    return sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
  }

  private filtered(q: Select, query: Pick<ListQuery, 'filter' | 'q'>): Select {
    for (const [prop, value] of Object.entries(query.filter)) {
      const computedFilter = this.options.computedFilters?.[prop];
      if (computedFilter) {
        const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== null);
        q = q.where(values.length === 0 ? sql<SqlBool>`1 = 0` : computedFilter(values));
        continue;
      }
      const column = this.columnOf(prop);
      const f = this.codec.field(prop)!;
      if (f.kind === 'partial-date' && isYearRange(value)) {
        q = q.where(this.meetsYears(f, value));
        continue;
      }
      const encode = (v: unknown): unknown => (f.reference ? v : this.codec.encode(prop, v));
      if (Array.isArray(value)) q = value.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where(column, 'in', value.map(encode));
      else if (value === null) q = q.where(column, 'is', null);
      else q = q.where(column, '=', encode(value));
    }
    const search = this.entity['x-resource'].search ?? [];
    if (!query.q || search.length === 0) return q;
    if (this.chain.length > 0) {
      // Each word starts a word of the chain, in the order typed: "محمد احمد" is Muhammad son of Ahmad,
      // and a single word is any of the names. The stored chain starts with a space, so " word" is a word's start.
      const words = searchWords(query.q);
      const pattern = `%${words.map((w) => ` ${likeEscaped(w)}`).join('%')}%`;
      return words.length === 0 ? q : q.where(sql<SqlBool>`${sql.ref(`t.${SEARCH_COLUMN}`)} like ${pattern} escape '\\'`);
    }
    const pattern = `%${likeEscaped(query.q.toLowerCase())}%`;
    return q.where((eb) => eb.or(search.map((prop) => sql<SqlBool>`lower(${sql.ref(this.columnOf(prop))}) like ${pattern} escape '\\'`)));
  }

  private async load(rows: Row[], db: Executor): Promise<R[]> {
    const computed = Object.keys(this.computed).map((p) => [p, propertyTraits(this.entity.properties[p]).wire] as const);
    const records = rows.map((row) => {
      const record = this.codec.fromRow(row);
      // Decoded by their schema type: an id is a number, which PostgreSQL sends as text when it is a bigint.
      return computed.length === 0
        ? record
        : { ...record, ...Object.fromEntries(computed.map(([p, kind]) => [p, decodeValue(kind, row[p])])) };
    });
    if (this.options.afterLoad && records.length > 0) await this.options.afterLoad(records, db);
    return records;
  }

  /**
   * The list's order: the sort field, then the id, so that ties keep one order from page to page. A page, the
   * kept positions and the rows from a position all take it from here, so that they cannot disagree.
   */
  private orderTerms(sort: ListQuery['sort']): OrderTerm[] {
    const first = { key: this.sortKey(sort.field), descending: sort.order === 'DESC' };
    return sort.field === 'id' ? [first] : [first, { key: sql.ref('t.id'), descending: false }];
  }

  private ordered(q: Select, sort: ListQuery['sort']): Select {
    return this.orderTerms(sort).reduce((sorted, { key, descending }) => sorted.orderBy(key, descending ? 'desc' : 'asc'), q);
  }

  async list(query: ListQuery, db: Executor = this.db): Promise<{ records: R[]; total: number }> {
    const rows = await this.pageRows(query, db);
    const records = await this.load(rows, db);
    if (!query.range) return { records, total: records.length };
    // A page that is not full ends the list, so it tells the total without a count: a search that finds
    // few records then scans the table once, not twice. An empty page past the first says nothing.
    const [first, last] = query.range;
    if (records.length < last - first + 1 && (records.length > 0 || first === 0)) return { records, total: first + records.length };
    const kept = rows[0]?.[KEPT_TOTAL] ?? (this.isWholeTable(query) ? await this.keptTotal(db) : undefined);
    return { records, total: kept == null ? await this.counted(query, db) : Number(kept) };
  }

  /** The rows of the list, or of its page: read from a kept position when the page lies deep in the whole table. */
  private async pageRows(query: ListQuery, db: Executor): Promise<Row[]> {
    const position = await this.positionFor(query, db);
    if (position) {
      const rows = await this.rowsQuery(query, db, position).execute();
      if (rows.length > 0 && String(rows[0][KEPT_VERSION]) === position.version) return rows;
      // The order moved since its positions were read (or the page is past the end): the page is read by its
      // offset alone, and the positions are read again for the next deep page.
      this.positions.forget(orderName(query.sort));
    }
    return this.rowsQuery(query, db).execute();
  }

  private rowsQuery(query: ListQuery, db: Executor, position?: KeptPosition): Select {
    // A page's ids are found first, and only its records are read with their computed properties: selected
    // beside the offset, PostgreSQL computes them (a generation, a partner) for every record it skips too.
    // The range is written into the SQL (whole numbers, checked by parseListQuery): told the page's size,
    // SQLite reads the page's records by their ids, where with a bound limit it reads the whole table.
    let ids = query.range && this.ordered(this.filtered(this.joined(db), query).select('t.id'), query.sort);
    if (ids && position) ids = ids.where(this.fromKey(query.sort, position.key));
    const page =
      ids && query.range && ids.offset(sql.lit(query.range[0] - (position?.at ?? 0))).limit(sql.lit(query.range[1] - query.range[0] + 1));
    let q = this.ordered(page ? this.selected(db, page) : this.filtered(this.selected(db), query), query.sort);
    if (position) q = q.select(sql`${this.options.keptOrder!.version}`.as(KEPT_VERSION));
    // The kept total of a whole table is read in the page's own statement: one round trip, not two.
    if (page && this.isWholeTable(query)) q = q.select(sql`(${this.keptTotalQuery(db)})`.as(KEPT_TOTAL));
    return q;
  }

  /** The kept position a deep page of the whole table starts from, read first if none is kept for its order. */
  private async positionFor(query: ListQuery, db: Executor): Promise<KeptPosition | undefined> {
    const keptOrder = this.options.keptOrder;
    const start = query.range?.[0] ?? 0;
    // Inside a transaction the order may hold changes that are undone later, and the positions are every reader's.
    if (!keptOrder?.fields.includes(query.sort.field) || start < POSITION_EVERY || !this.isWholeTable(query) || db.isTransaction)
      return undefined;
    const name = orderName(query.sort);
    if (!this.positions.near(name, start)) await this.readPositions(query.sort, keptOrder.version, db);
    return this.positions.near(name, start);
  }

  /** Reads the key of every POSITION_EVERY-th row of the order, with the order's version, in one statement. */
  private async readPositions(sort: ListQuery['sort'], version: Expression<unknown>, db: Executor): Promise<void> {
    const terms = this.orderTerms(sort);
    const order = sql.join(terms.map(({ key, descending }) => sql`${key} ${sql.raw(descending ? 'desc' : 'asc')}`));
    const { rows } = await sql<{ value: unknown; id: unknown; version: unknown }>`
      select k.value, k.id, ${version} as version from (
        select ${terms[0].key} as value, t.id as id, row_number() over (order by ${order}) as n from ${sql.table(this.table)} t
      ) k where (k.n - 1) % ${sql.lit(POSITION_EVERY)} = 0 order by k.n`.execute(db);
    if (rows.length > 0)
      this.positions.keep(
        orderName(sort),
        String(rows[0].version),
        rows.map((r) => ({ value: r.value, id: Number(r.id) })),
      );
  }

  /** The rows of the order from the one with this key on: its sort value, then its id among those that tie. */
  private fromKey(sort: ListQuery['sort'], key: OrderKey): Expression<SqlBool> {
    const [first, tie] = this.orderTerms(sort);
    const onOrPast = (term: OrderTerm) => sql.raw(term.descending ? '<=' : '>=');
    const past = sql.raw(first.descending ? '<' : '>');
    if (!tie) return sql<SqlBool>`${first.key} ${onOrPast(first)} ${key.value}`;
    // Both one way: one comparison of the pair, which both databases read as where to start in the (value, id)
    // index. Written out as below, PostgreSQL's kept plan started at the value and stepped through every row
    // that shares it (at 100,000 members, 667 named سهام before the key of page 2,000: 0.30 ms against 0.04).
    if (first.descending === tie.descending) return sql<SqlBool>`(${first.key}, ${tie.key}) ${onOrPast(first)} (${key.value}, ${key.id})`;
    return sql<SqlBool>`${first.key} ${onOrPast(first)} ${key.value} and (${first.key} ${past} ${key.value} or ${tie.key} ${onOrPast(tie)} ${key.id})`;
  }

  /** Whether the list is the whole of a table whose rows the database's triggers count (row_counts). */
  private isWholeTable(query: ListQuery): boolean {
    return COUNTED_TABLES.has(this.table) && Object.keys(query.filter).length === 0 && !query.q;
  }

  /** The number of rows the triggers keep for the table, when they have counted it. */
  private async keptTotal(db: Executor): Promise<number | undefined> {
    const kept = await this.keptTotalQuery(db).executeTakeFirst();
    return kept && Number(kept.n);
  }

  /** The statement that reads the table's kept number of rows: alone, or inside a page's statement. */
  private keptTotalQuery(db: Executor) {
    return byName(db).selectFrom('row_counts').select('n').where('table_name', '=', this.table);
  }

  /** The number of records the list's filter and search find, counted. */
  private async counted(query: ListQuery, db: Executor): Promise<number> {
    const counted = await this.filtered(this.joined(db), query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(counted.n);
  }

  /** The record with this id, as list() reads it, by a query built and compiled once (a record's page asks it at every view). */
  async findById(id: number, db: Executor = this.db): Promise<R | undefined> {
    this.byId ??= precompiled(1, (d, slot) => this.selected(d).where('t.id', '=', slot as never));
    const { rows } = await this.byId.run(db, this.codec.encode('id', id));
    return (await this.load(rows, db))[0];
  }

  /** Every record whose property equals the value, in id order. */
  async where<P extends keyof R & string>(prop: P, value: R[P], db: Executor = this.db): Promise<R[]> {
    return (await this.list({ sort: { field: 'id', order: 'ASC' }, filter: { [prop]: value } }, db)).records;
  }

  async findBy<P extends keyof R & string>(prop: P, value: R[P], db: Executor = this.db): Promise<R | undefined> {
    return (await this.where(prop, value, db))[0];
  }

  async count(db: Executor = this.db): Promise<number> {
    const row = await byName(db)
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Turns wire values into a row: references by name become foreign keys, unique values are checked. */
  protected async toRow(record: Partial<R>, exceptId: number | undefined, db: Executor): Promise<Row> {
    const row = this.codec.toRow(record);
    const values: Record<string, unknown> = record;
    for (const f of this.codec.fields) {
      const value = values[f.prop];
      if (value === undefined) continue;
      if (f.reference) {
        const target = await byName(db).selectFrom(f.reference.table).select('id').where(f.reference.column, '=', value).executeTakeFirst();
        if (!target) throw fieldRefused({ field: f.prop, rule: 'missingReference', value: String(value) });
        row[f.column] = target.id;
      } else if (f.target && value !== null) {
        const target = await byName(db).selectFrom(f.target).select('id').where('id', '=', value).executeTakeFirst();
        if (!target) throw fieldRefused({ field: f.prop, rule: 'missingReference', value: String(value) });
      } else if (this.entity.properties[f.prop]['x-unique'] && value !== null) {
        let q = byName(db).selectFrom(this.table).select('id').where(f.column, '=', row[f.column]);
        if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
        if (await q.executeTakeFirst()) throw fieldRefused({ field: f.prop, rule: 'taken', value: String(value) }, 409);
      }
    }
    return row;
  }

  async create(record: Partial<R>, db: Executor = this.db): Promise<R> {
    const row = await this.toRow(record, undefined, db);
    // A read-only timestamp of the schema is the moment of creation.
    for (const f of this.codec.fields)
      if (f.kind === 'date-time' && this.entity.properties[f.prop].readOnly && row[f.column] === undefined)
        row[f.column] = this.codec.encode(f.prop, new Date().toISOString());
    return atomically(db, async (trx) => {
      const id = await constrained(this.insert(row, trx));
      await this.refreshChains([id], trx);
      if (this.history) await this.history.created(trx, await this.storedRow(id, trx));
      return this.found(id, trx);
    });
  }

  /** Writes a deleted record back as it was, under its own id (a restore from the history). */
  async reinsert(snapshot: Snapshot, db: Executor = this.db): Promise<R> {
    const history = this.history;
    if (!history) throw new Error(`${this.entity.$id} keeps no history`);
    return atomically(db, async (trx) => {
      const id = await constrained(this.insert(history.rowOf(snapshot), trx));
      await this.refreshChains([id], trx);
      await history.created(trx, await this.storedRow(id, trx));
      return this.found(id, trx);
    });
  }

  /** Writes back values a record had (a revert from the history): stored values, references by id. */
  async writeSnapshot(id: number, values: Snapshot, db: Executor = this.db): Promise<R> {
    if (!this.history) throw new Error(`${this.entity.$id} keeps no history`);
    return this.setColumns(id, this.history.rowOf(values), db);
  }

  /** The record's row as stored, every column: what the history keeps of it. */
  private async storedRow(id: number, db: Executor): Promise<Row> {
    return byName(db).selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Runs a write of one record, recording in its transaction what it changed. */
  private changing<T>(id: number, db: Executor, write: (trx: Executor) => Promise<T>): Promise<T> {
    return atomically(db, async (trx) => {
      const before = this.history && (await this.storedRow(id, trx));
      const result = await write(trx);
      if (before) await this.history!.updated(trx, before, await this.storedRow(id, trx));
      return result;
    });
  }

  /** Inserts a row of stored values, which may hold columns beyond the schema's (a user's password hash); the new id. */
  protected async insert(row: Row, db: Executor): Promise<number> {
    const { id } = await byName(db).insertInto(this.table).values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async update(id: number, changes: Partial<R>, db: Executor = this.db): Promise<R> {
    const row = await this.toRow(changes, id, db);
    if (Object.keys(row).length === 0) return this.found(id, db);
    return this.setColumns(id, row, db);
  }

  /** Stores the columns of one record and the name chains that read them, recording the change. */
  private setColumns(id: number, row: Row, db: Executor): Promise<R> {
    return this.changing(id, db, async (trx) => {
      await constrained(byName(trx).updateTable(this.table).set(row).where('id', '=', id).execute());
      await this.refreshChains([id, ...((await this.options.chainDependents?.(id, trx)) ?? [])], trx);
      return this.found(id, trx);
    });
  }

  /**
   * Inserts records as they are, in one statement (no reference or uniqueness checks), with their search chains:
   * the seed's bulk load and an import, which pass their transaction. A record's chain is written with its row
   * when each of its names is stored or, for one the database computes (a member's grandfather, read from the
   * tree), given with the record by a writer that knows it; the other records' chains once the rows are in, a
   * second write.
   */
  async insertMany(records: Array<Partial<R>>, db: Executor = this.db): Promise<void> {
    if (records.length === 0) return;
    // Every name stored, or computed and given with the record; true of an entity without a chain.
    const chainKnown = (r: Partial<R>) => this.chain.every((p) => !this.computed[p] || p in r);
    const rows = records.map((r) =>
      this.chain.length > 0 ? { ...this.codec.toRow(r), [SEARCH_COLUMN]: chainKnown(r) ? this.chainOf(r) : null } : this.codec.toRow(r),
    );
    const inserted = await insertRows(db, this.dialect, this.table, rows);
    const later = records.filter((r) => !chainKnown(r));
    if (later.length === 0) return;
    // The rows come back in no set order: those without their chain are found by the ids they were given, or else all are.
    const given = later.every((r) => typeof r.id === 'number');
    await this.refreshChains(given ? later.map((r) => r.id as number) : inserted.map((r) => Number(r.id)), db);
  }

  /** The normalised chain of a record's names, in the order the entity's search reads them. */
  private chainOf(record: Partial<R>): string {
    return searchChain(this.chain.map((p) => (typeof record[p] === 'string' ? (record[p] as string) : null)));
  }

  /** Stores the normalised chain of the records' names as they now read (a member's grandfather comes from the tree). */
  private async refreshChains(ids: number[], db: Executor): Promise<void> {
    if (this.chain.length === 0) return;
    for (let i = 0; i < ids.length; i += CHAIN_BATCH) {
      const { records } = await this.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: ids.slice(i, i + CHAIN_BATCH) } }, db);
      const chains = records.map((r) => [r.id, this.chainOf(r)] as const);
      await setTextById(db, this.table, SEARCH_COLUMN, chains);
    }
  }

  /** Stores an uploaded file's key in the entity's file property (its x-input image). */
  async setFile(id: number, key: string, db: Executor = this.db): Promise<R> {
    const file = fileField(this.entity);
    if (!file) throw new Error(`${this.entity.$id} holds no file`);
    return this.changing(id, db, async (trx) => {
      await byName(trx)
        .updateTable(this.table)
        .set(this.codec.toRow({ [file]: key }))
        .where('id', '=', id)
        .execute();
      return this.found(id, trx);
    });
  }

  async delete(id: number, db: Executor = this.db): Promise<void> {
    await atomically(db, async (trx) => {
      const row = await byName(trx).selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
      if (row) await this.recordDeletion(row, trx);
      await constrained(byName(trx).deleteFrom(this.table).where('id', '=', id).execute());
    });
  }

  /**
   * Records the deletion of the record, of the records that go with it and the links the database clears
   * (`onDelete`), before the database does it.
   */
  private async recordDeletion(row: Row, trx: Executor): Promise<void> {
    const causeId = await this.history?.deleted(trx, row);
    for (const { recorder, prop, column, onDelete } of this.cascades) {
      const dependents = await byName(trx).selectFrom(recorder.table).selectAll().where(column, '=', row.id).orderBy('id').execute();
      for (const dependent of dependents)
        if (onDelete === 'cascade') await recorder.deleted(trx, dependent, causeId);
        else await recorder.unlinked(trx, dependent, prop, causeId);
    }
  }

  /** The record just written, which the same executor surely sees. */
  private async found(id: number, db: Executor): Promise<R> {
    const record = await this.findById(id, db);
    if (!record) throw new Error(`${this.entity.$id} ${id} vanished after its write`);
    return record;
  }
}
