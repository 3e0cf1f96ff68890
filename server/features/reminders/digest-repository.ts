// Every SQL statement of the weekly digest that is its own: what the family added in a week (photos per album,
// notices, the members whose records an accepted suggestion improved), and the queued digests, one per account
// and week. Who reads it and the members recorded come from the reminders' repository, the birthdays and the
// activities from the calendar's.
import type { Kysely } from 'kysely';
import type { WeekDigest } from '../../../common/generated/api.ts';
import { createdTime } from '../../db/created-time.ts';
import { decodeValue } from '../../db/codec.ts';
import type { Database, Dialect } from '../../db/database.ts';

/** Milliseconds since the epoch: from `from` on, before `to`. */
export interface Span {
  from: number;
  to: number;
}

export class DigestRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** The photos added in the span, counted per album, the album with most first. */
  async photosAdded({ from, to }: Span): Promise<WeekDigest['photos']> {
    const rows = await this.db
      .selectFrom('images as i')
      .innerJoin('albums as a', 'a.id', 'i.album_id')
      .select(['a.id', 'a.name', (eb) => eb.fn.countAll().as('n')])
      .where('i.created_at', '>=', createdTime(this.dialect, from))
      .where('i.created_at', '<', createdTime(this.dialect, to))
      .groupBy(['a.id', 'a.name'])
      .execute();
    return rows
      .map((r) => ({ albumId: Number(r.id), album: r.name, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.albumId - b.albumId);
  }

  /** The notices published in the span, in the order they were. */
  async noticesAdded({ from, to }: Span): Promise<WeekDigest['notices']> {
    const rows = await this.db
      .selectFrom('notifications')
      .select(['id', 'subject'])
      .where('created_date', '>=', createdTime(this.dialect, from))
      .where('created_date', '<', createdTime(this.dialect, to))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), subject: r.subject }));
  }

  /** The members a suggestion accepted in the span corrected, completed or added, each once, in the order of the decisions. */
  async improvedMembers({ from, to }: Span): Promise<number[]> {
    const rows = await this.db
      .selectFrom('suggestions')
      .select(['record_id', 'result_id', 'kind'])
      .where('state', '=', 'accepted')
      .where('resource', '=', 'family-members')
      .where('decided_at', '>=', from)
      .where('decided_at', '<', to)
      .orderBy('decided_at')
      .execute();
    // A new child is the record the acceptance wrote; any other suggestion is about the member it names.
    return [...new Set(rows.map((r) => Number(r.kind === 'add-child' ? r.result_id : r.record_id)))];
  }

  /** Queues each account's digest of `day`, due at `now`; an account that already has that day's keeps it alone. */
  async enqueue(day: string, userIds: readonly number[], digest: WeekDigest, now: number): Promise<void> {
    if (userIds.length === 0) return;
    const text = JSON.stringify(digest);
    await this.db
      .insertInto('digest_mails')
      .values(userIds.map((userId) => ({ user_id: userId, day, digest: text, state: 'pending', next_attempt_at: now })))
      .onConflict((c) => c.columns(['user_id', 'day']).doNothing())
      .execute();
  }

  /** The queued digests `ids` with their reader: address, name, language, and whether they still want the digest. */
  async mails(ids: readonly number[]) {
    const rows = await this.db
      .selectFrom('digest_mails as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
      .select(['d.id', 'd.user_id', 'd.digest', 'u.email', 'u.name', 'u.username', 'u.language', 's.digest as wants'])
      .where('d.id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      digest: JSON.parse(r.digest) as WeekDigest,
      reader: { email: r.email, name: r.name, username: r.username, language: r.language ?? 'ar' },
      // No choices stored: the default, on.
      wants: r.wants === null || decodeValue('boolean', r.wants) === true,
    }));
  }
}
