// The table of the home page's visits (migration 0026).

export interface HomeVisitsTable {
  user_id: number;
  /** Milliseconds since the epoch of the user's latest home page (pg returns bigint as text). */
  visited_at: number | string;
  /** What that visit counted as new from (milliseconds since the epoch). */
  since: number | string;
}

export interface HomeTables {
  home_visits: HomeVisitsTable;
}
