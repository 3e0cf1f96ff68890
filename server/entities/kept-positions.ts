// Where the deep pages of a whole table start: the sort key of every POSITION_EVERY-th row in one order, kept
// with the version of the table's order they were read at. A page at offset 49,975 then starts at the kept key
// of row 49,750 and skips 225 rows, where an offset alone makes the database step through all 49,975 (on
// PostgreSQL about 100 ns a row: 5 ms for page 2,000 of the directory, bench/directory.ts).

/**
 * How far apart the kept positions are: 400 keys an order for 100,000 members. From 1,000 apart, a page skipped
 * up to 999 rows, 0.14 ms more than none on PostgreSQL.
 */
export const POSITION_EVERY = 250;

/** A row of the order: its sort value and its id (the tie-breaker). */
export interface OrderKey {
  value: unknown;
  id: number;
}

/** The kept key at or before a row of the order, and that row's place in it. */
export interface KeptPosition {
  key: OrderKey;
  at: number;
  /** The version of the order the key was read at: a page read from it is good only at that version. */
  version: string;
}

interface KeptOrder {
  version: string;
  /** keys[k] is the key of the row at k × POSITION_EVERY. */
  keys: OrderKey[];
}

export class KeptPositions {
  private readonly orders = new Map<string, KeptOrder>();

  /** The kept position nearest before `offset` in the order `name`, if one is kept beyond the first row. */
  near(name: string, offset: number): KeptPosition | undefined {
    const order = this.orders.get(name);
    const k = Math.min(Math.floor(offset / POSITION_EVERY), (order?.keys.length ?? 0) - 1);
    if (!order || k < 1) return undefined;
    return { key: order.keys[k], at: k * POSITION_EVERY, version: order.version };
  }

  keep(name: string, version: string, keys: OrderKey[]): void {
    this.orders.set(name, { version, keys });
  }

  forget(name: string): void {
    this.orders.delete(name);
  }
}
