// Sends the mails a table queues (the news mails, the reminders), in batches, or the notifications that take a
// mail's place on the phones of a reader who chose them. A row is leased before it is
// sent, so that several instances sharing one PostgreSQL database never send it twice; a send that fails is
// tried again later, with growing waits, and one that never goes through is kept as failed (and logged), not
// dropped. Rows are looked at when kicked (after the response that queued them), every minute, and at start.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { PushNote } from '../../../common/generated/api.ts';
import type { Mail, Mailer } from './mailer.ts';
import { MailQueueRepository, type Outcome, type QueueTable } from './mail-queue-repository.ts';

export const BATCH_SIZE = 50;
/** Long enough for a batch on a slow SMTP server; a crashed instance's batch is taken over after it. */
const LEASE_MS = 10 * 60_000;
/** The wait before each retry; after the last, the mail is given up. */
export const RETRY_WAITS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** How often the queue is looked at for retries that came due (and work another instance left). */
const POLL_MS = 60_000;

export interface MailQueue {
  /** Starts sending soon (after the current response); a call while sending makes it look again after. */
  kick(): void;
  /** Sends every mail due at `now`, batch after batch; resolves when none is left. */
  drain(now?: number): Promise<void>;
  /** Resolves once the sending under way (if any) is done. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** What a queued row becomes: a mail, a notification on the reader's devices, or both, the mail going only when the reader has no device. */
export interface Delivery {
  mail?: Mail;
  push?: { userId: number; note: PushNote };
}

/** Shows notifications on an account's devices (features/push). */
export interface Pusher {
  /** 'sent' when a device took it, 'failed' when it should be tried again later, 'none' when the account has no device. */
  push(userId: number, note: PushNote): Promise<'sent' | 'failed' | 'none'>;
}

/** What one queue's rows hold and how each becomes a mail or a notification. */
export interface QueuedMails<Row extends { id: number }> {
  table: QueueTable;
  /** How the log names one of these mails ("news mail"). */
  what: string;
  /** The claimed rows with what their mails need, in any order. */
  load(ids: number[]): Promise<Row[]>;
  /** The row's mail or notification; undefined when it is no longer wanted (the reader stopped these mails), which cancels it. */
  compose(row: Row): Delivery | undefined;
}

interface Services {
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  pusher: Pusher;
  log: FastifyBaseLogger;
}

export function createMailQueue<Row extends { id: number }>(
  { db, dialect, mailer, pusher, log }: Services,
  mails: QueuedMails<Row>,
): MailQueue {
  const queue = new MailQueueRepository(db, dialect, mails.table);

  /** Whether it went: to a device if the reader has one, else by mail; undefined when neither is left to try. */
  async function deliver({ mail, push }: Delivery): Promise<boolean | undefined> {
    const pushed = push ? await pusher.push(push.userId, push.note) : 'none';
    if (pushed !== 'none') return pushed === 'sent';
    return mail ? mailer.send(mail) : undefined;
  }

  /** Sent, or tried again later, or given up after the last retry; cancelled when it has nowhere to go. */
  async function send(row: Row, delivery: Delivery, tried: number, now: number): Promise<Outcome> {
    const went = await deliver(delivery);
    if (went === undefined) return { state: 'cancelled' };
    if (went) return { state: 'sent', sent_at: Date.now() };
    const wait = RETRY_WAITS_MS[tried - 1];
    const to = delivery.mail?.to ?? `the devices of account ${delivery.push?.userId}`;
    if (wait === undefined) {
      log.error({ table: mails.table, row: row.id, to, attempts: tried }, `${mails.what} given up after every retry`);
      return { state: 'failed' };
    }
    log.warn({ table: mails.table, row: row.id, to, attempts: tried, retryInMs: wait }, `${mails.what} not sent: it is tried again later`);
    return { state: 'pending', next_attempt_at: now + wait };
  }

  async function sendBatch(now: number): Promise<number> {
    const claimed = await queue.claim(now, BATCH_SIZE, now + LEASE_MS);
    if (claimed.length === 0) return 0;
    const attempts = new Map(claimed.map((c) => [c.id, Number(c.attempts)]));
    const rows = (await mails.load([...attempts.keys()])).sort((a, b) => a.id - b.id);
    for (const row of rows) {
      const delivery = mails.compose(row);
      await queue.settle(row.id, delivery ? await send(row, delivery, attempts.get(row.id) ?? 1, now) : { state: 'cancelled' });
    }
    return claimed.length;
  }

  let running: Promise<void> | undefined;
  let scheduled: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(now = Date.now()): Promise<void> {
    while (!stopped && (await sendBatch(now)) > 0);
  }

  /** One sending at a time in this instance; a kick meanwhile makes it look again once done. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          log.error({ err: error, table: mails.table }, `${mails.what} queue could not be read: it is looked at again later`);
        }
      } while (again && !stopped);
    })().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void run(), POLL_MS);
  timer.unref();

  return {
    kick() {
      scheduled ??= new Promise((resolve) =>
        setImmediate(() => {
          scheduled = undefined;
          void run().then(resolve);
        }),
      );
    },
    drain,
    idle: async () => {
      while (scheduled ?? running) await (scheduled ?? running);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
