// Kysely's SQLite dialect, each value written into the SQL as `+?` instead of `?`.
//
// SQLite's planner reads the value bound to a parameter in a few places (a LIMIT, an equality whose value
// might be 0 or 1, the terms a join carries over) and then marks the statement to be compiled again the
// next time that parameter is bound. better-sqlite3 binds every value at every run, so a kept statement
// (database.ts) was compiled afresh at each call: run alone, the session check of every request took 51 µs
// instead of 5.5, a read with `LIMIT ? OFFSET ?` 31 instead of 18 (the member call's server time under
// load: bench/api-throughput.ts). The unary plus leaves
// the value as it is, with no affinity, as a bare parameter has; the planner does not look through it, so
// the statement is compiled once and one plan serves every value, as a prepared statement on PostgreSQL.
import { SqliteDialect, SqliteQueryCompiler, type QueryCompiler } from 'kysely';

class PlannedOnceCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}

export class PlannedOnceSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PlannedOnceCompiler();
  }
}
