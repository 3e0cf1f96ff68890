// The table of the GEDCOM import (migration 0033): the identifiers other programs gave the people it brought.

export interface GedcomUidsTable {
  /** `_UID`, `UID` or `REFN` as the file wrote it, with its tag: `_UID:1F2E…`, `REFN:42`. */
  uid: string;
  member_id: number;
}

export interface GedcomTables {
  gedcom_uids: GedcomUidsTable;
}
