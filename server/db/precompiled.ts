// A query that runs on every request (the session check, one record by id) built and compiled to SQL
// once, then run with the values of each call. Building a Kysely query and compiling it costs more server
// time than SQLite takes to run such a lookup by key (bench/api-throughput.ts); the SQL text stays the
// same, so SQLite also keeps it compiled (see database.ts). Only the values differ from call to call.
import type { Compilable, Kysely, QueryResult } from 'kysely';

/** Stands in for the value of a call when the query is built. */
export interface Slot {
  readonly slot: number;
}

export interface Precompiled<DB, V extends unknown[], O> {
  /** Runs the query on `db` (the database or a transaction of it) with the call's values in its slots. */
  run(db: Kysely<DB>, ...values: V): Promise<QueryResult<O>>;
}

/**
 * `build` makes the query from the database and a slot per value; the SQL is compiled at the first call
 * on each kind of database (SQLite and PostgreSQL write it differently: one process may use both) and
 * kept. Any other value `build` puts in the query (a constant of the SQL) stays as it was bound then.
 */
export function precompiled<DB, V extends unknown[], O>(
  slots: V['length'],
  build: (db: Kysely<DB>, ...slots: Slot[]) => Compilable<O>,
): Precompiled<DB, V, O> {
  const made = Array.from({ length: slots }, (_, slot): Slot => Object.freeze({ slot }));
  const byDialect = new Map<unknown, ReturnType<Compilable<O>['compile']>>();
  return {
    run(db, ...values) {
      const dialect = db.getExecutor().adapter.constructor;
      let compiled = byDialect.get(dialect);
      if (!compiled) byDialect.set(dialect, (compiled = build(db, ...made).compile()));
      const parameters = compiled.parameters.map((p) => (made.includes(p as Slot) ? values[(p as Slot).slot] : p));
      return db.executeQuery<O>({ ...compiled, parameters });
    },
  };
}
