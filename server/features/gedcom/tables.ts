// The tables of the GEDCOM import: the identifiers other programs gave the people it brought (migration 0033), and
// the imports as recorded jobs (migration 0038).
import type { Generated } from 'kysely';

export interface GedcomUidsTable {
  /** `_UID`, `UID` or `REFN` as the file wrote it, with its tag: `_UID:1F2E…`, `REFN:42`. */
  uid: string;
  member_id: number;
}

export interface GedcomImportsTable {
  id: Generated<number>;
  /** 1 while the import runs, null after: unique, so that one runs at a time. */
  running: number | null;
  status: 'reading' | 'writing' | 'done' | 'failed';
  file_name: string;
  /** The admin who started it (users.id); null once that account is deleted. */
  started_by: number | null;
  /** Times in milliseconds since 1970. */
  started_at: number;
  finished_at: number | null;
  /** When the instance running it last said it still does (PostgreSQL, where other instances read the row). */
  heartbeat_at: number;
  done: Generated<number>;
  total: Generated<number>;
  /** JSON: the report of an import done; the error ({statusCode, message}) of one failed. */
  report: string | null;
  error: string | null;
}

export interface GedcomTables {
  gedcom_uids: GedcomUidsTable;
  gedcom_imports: GedcomImportsTable;
}
