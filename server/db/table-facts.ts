// What a copy of the database needs to know about its tables, read from the database itself so that a
// table added by a later migration is copied without a change here: the columns, the foreign keys, and
// an order in which the rows can be written.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database.ts';

/** The portal's database with its tables named at run time. */
export type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

export interface TableFacts {
  name: string;
  columns: Array<{ name: string; type: string; nullable: boolean }>;
  /** Foreign keys that may be null: written after every row is in (they may point forwards or in a circle). */
  laterColumns: string[];
  /** No foreign key leads to it or from it: such tables are written last (see tableFacts). */
  isolated: boolean;
}

interface ForeignKey {
  table: string;
  column: string;
  references: string;
}

async function foreignKeys(db: AnyDb, dialect: Dialect, tables: string[]): Promise<ForeignKey[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<ForeignKey>`
      select src.relname as "table", a.attname as "column", dst.relname as "references"
      from pg_constraint c
      join pg_class src on src.oid = c.conrelid
      join pg_class dst on dst.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and src.relnamespace = current_schema()::regnamespace`.execute(db);
    return rows;
  }
  const keys: ForeignKey[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ from: string; table: string }>`select * from pragma_foreign_key_list(${table})`.execute(db);
    keys.push(...rows.map((r) => ({ table, column: r.from, references: r.table })));
  }
  return keys;
}

/**
 * The portal's tables in an order in which each table's required references are written before it.
 * Tables that nothing references and that reference nothing come last: the database's triggers keep
 * some of them (the tree's version moves with every member written), so they are written after the rows
 * that would move them.
 */
export async function tableFacts(db: AnyDb, dialect: Dialect): Promise<TableFacts[]> {
  const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s : undefined;
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && (schema === undefined || t.schema === schema));
  const keys = await foreignKeys(
    db,
    dialect,
    tables.map((t) => t.name),
  );
  const facts = new Map<string, TableFacts>(
    tables.map((t) => {
      const columns = t.columns.map((c) => ({ name: c.name, type: c.dataType.toLowerCase(), nullable: c.isNullable }));
      // Filled later by id; a table without one (a key that is also a reference) is ordered after what it references.
      const nullable = new Set(columns.filter((c) => c.nullable && columns.some((k) => k.name === 'id')).map((c) => c.name));
      const laterColumns = [...new Set(keys.filter((k) => k.table === t.name && nullable.has(k.column)).map((k) => k.column))];
      const isolated = !keys.some((k) => k.table === t.name || k.references === t.name);
      return [t.name, { name: t.name, columns, laterColumns, isolated }];
    }),
  );
  const needs = (name: string) =>
    keys
      .filter((k) => k.table === name && k.references !== name && !facts.get(name)!.laterColumns.includes(k.column))
      .map((k) => k.references);
  const ordered: TableFacts[] = [];
  const placed = new Set<string>();
  const isolated = (name: string) => Number(facts.get(name)!.isolated);
  const names = [...facts.keys()].sort((a, b) => isolated(a) - isolated(b) || a.localeCompare(b));
  while (ordered.length < names.length) {
    const next = names.find((n) => !placed.has(n) && needs(n).every((r) => placed.has(r)));
    if (!next) throw new Error(`the tables ${names.filter((n) => !placed.has(n)).join(', ')} require each other`);
    placed.add(next);
    ordered.push(facts.get(next)!);
  }
  return ordered;
}
