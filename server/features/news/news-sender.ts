// Sends the news mails recorded in news_deliveries, after the response that created the notice, in
// batches. A delivery is leased before it is sent, so that several instances sharing one PostgreSQL
// database never send it twice; a send that fails is tried again later, with growing waits, and one
// that never goes through is kept as failed (and logged), not dropped.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { Mailer } from '../../plugins/app/mailer.ts';
import { DeliveriesRepository } from './deliveries-repository.ts';
import { newsMail } from './news-mail.ts';
import type { UnsubscribeLinks } from './unsubscribe-link.ts';

export const BATCH_SIZE = 50;
/** Long enough for a batch on a slow SMTP server; a crashed instance's batch is taken over after it. */
const LEASE_MS = 10 * 60_000;
/** The wait before each retry; after the last, the delivery is given up. */
export const RETRY_WAITS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** How often the queue is looked at for retries that came due (and work another instance left). */
const POLL_MS = 60_000;

export interface NewsSender {
  /** Starts sending soon (after the current response); a call while sending makes it look again after. */
  kick(): void;
  /** Sends every delivery due at `now`, batch after batch; resolves when none is left. */
  drain(now?: number): Promise<void>;
  /** Resolves once the sending under way (if any) is done. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Options {
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  links: UnsubscribeLinks;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createNewsSender({ db, dialect, mailer, links, publicUrl, log }: Options): NewsSender {
  const queue = new DeliveriesRepository(db, dialect);

  async function sendBatch(now: number): Promise<number> {
    const claimed = await queue.claim(now, BATCH_SIZE, now + LEASE_MS);
    if (claimed.length === 0) return 0;
    const attempts = new Map(claimed.map((c) => [c.id, Number(c.attempts)]));
    const rows = await queue.mails([...attempts.keys()]);
    for (const row of rows) {
      const done = (outcome: Parameters<DeliveriesRepository['settle']>[1]) => queue.settle(row.id, outcome);
      // The reader stopped the mails between the notice and its sending.
      if (!row.language) {
        await done({ state: 'cancelled' });
        continue;
      }
      const mail = newsMail(
        publicUrl,
        { id: row.noticeId, subject: row.subject, content: row.content, description: row.description },
        { email: row.email, name: row.name, username: row.username, language: row.language },
        `${publicUrl}/api/v1/news/unsubscribe/${links.token(row.user_id)}`,
      );
      if (await mailer.send(mail)) {
        await done({ state: 'sent', sent_at: Date.now() });
        continue;
      }
      const tried = attempts.get(row.id) ?? 1;
      const wait = RETRY_WAITS_MS[tried - 1];
      if (wait === undefined) {
        log.error({ delivery: row.id, to: row.email, attempts: tried }, 'news mail given up after every retry');
        await done({ state: 'failed' });
      } else {
        log.warn({ delivery: row.id, to: row.email, attempts: tried, retryInMs: wait }, 'news mail not sent: it is tried again later');
        await done({ state: 'pending', next_attempt_at: now + wait });
      }
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
          log.error({ err: error }, 'news mail queue could not be read: it is looked at again later');
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
