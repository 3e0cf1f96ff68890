// The lease and the outcome of a queued mail, for every table that queues mails (the news mails, the reminders, the digests, the notices' notifications):
// each has the same columns beside its own, and its rows are sent by mail-queue.ts.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ReminderRun } from '../../../common/generated/api.ts';
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
export type QueueTable = 'news_deliveries' | 'reminder_mails' | 'digest_mails' | 'notice_pushes';

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

/** The queues of mails sent for a day, one per reader and day (the reminders, the weekly digests). */
export type DailyQueueTable = 'reminder_mails' | 'digest_mails';

/** How a day's mails of such a queue went: the admin board's runs and the commands' report. */
export class DailyMailRuns {
  private readonly db: Kysely<Record<DailyQueueTable, QueuedMailColumns & { day: string }>>;

  constructor(
    db: Kysely<Database>,
    private readonly table: DailyQueueTable,
  ) {
    this.db = db as unknown as typeof this.db;
  }

  /** The `days` latest days that had mails, newest first, each with its mails counted by state. */
  latest(days: number): Promise<ReminderRun[]> {
    return this.counted(this.db.selectFrom(this.table).select('day').distinct().orderBy('day', 'desc').limit(days));
  }

  /** The mails of `day` counted by state. */
  async of(day: string): Promise<ReminderRun> {
    const [run] = await this.counted([day]);
    return run ?? { day, sent: 0, pending: 0, failed: 0, cancelled: 0 };
  }

  /** The mails of the days `days` (a list, or a query of them) counted by state, newest day first. */
  private async counted(
    days: string[] | SelectQueryBuilder<Record<DailyQueueTable, { day: string }>, DailyQueueTable, { day: string }>,
  ): Promise<ReminderRun[]> {
    const rows = await this.db
      .selectFrom(this.table)
      .where('day', 'in', days)
      .select(['day', 'state', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['day', 'state'])
      .orderBy('day', 'desc')
      .execute();
    const runs = new Map<string, ReminderRun>();
    for (const { day, state, n } of rows) {
      const run = runs.get(day) ?? { day, sent: 0, pending: 0, failed: 0, cancelled: 0 };
      run[state] = Number(n);
      runs.set(day, run);
    }
    return [...runs.values()];
  }
}
