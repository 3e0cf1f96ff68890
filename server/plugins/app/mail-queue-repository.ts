// The lease and the outcome of a queued mail, for every table that queues mails (the news mails, the reminders):
// each has the same columns beside its own, and its rows are sent by mail-queue.ts.
import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';

/** pending: to send (again) at next_attempt_at; sent; failed: given up after every retry, kept for the admin; cancelled: the reader left first. */
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'cancelled';

/** The columns a table of queued mails has. Times are milliseconds since the epoch; pg returns bigint as text. */
export interface QueuedMailColumns {
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number | string;
  /** While a worker holds the row: another instance leaves it alone until then. */
  lease_until: number | string | null;
  sent_at: number | string | null;
}

/** The tables whose rows are queued mails. */
export type QueueTable = 'news_deliveries' | 'reminder_mails';

export interface Outcome {
  state: DeliveryState;
  next_attempt_at?: number;
  sent_at?: number;
}

export class MailQueueRepository {
  // Seen through the columns every queue table shares, so one statement serves each of them.
  private readonly db: Kysely<Record<QueueTable, QueuedMailColumns & { id: number }>>;

  constructor(
    db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly table: QueueTable,
  ) {
    this.db = db as unknown as typeof this.db;
  }

  /**
   * Leases up to `limit` rows due at `now` until `leaseUntil`, counting the attempt; the repeated
   * conditions make a race between instances lose cleanly (PostgreSQL also skips rows another has locked).
   */
  claim(now: number, limit: number, leaseUntil: number): Promise<Array<{ id: number; attempts: number }>> {
    const { table } = this;
    let ids = this.db
      .selectFrom(table)
      .select('id')
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit);
    if (this.dialect === 'postgres') ids = ids.forUpdate().skipLocked();
    return this.db
      .updateTable(table)
      .set({ lease_until: leaseUntil, attempts: sql`attempts + 1` })
      .where('id', 'in', ids)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .returning(['id', 'attempts'])
      .execute();
  }

  /** Ends the row's lease with its outcome. */
  async settle(id: number, outcome: Outcome): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ ...outcome, lease_until: null })
      .where('id', '=', id)
      .execute();
  }
}
