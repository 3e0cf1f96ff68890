// Every SQL statement of the home page: each user's latest visit, and the photos added since one. The
// rest of the page is read through the repositories of the features it shows.
import type { Kysely } from 'kysely';
import { createdTime } from '../../db/created-time.ts';
import type { Database, Dialect } from '../../db/database.ts';

export class HomeRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** When the user last opened the home page and what it counted as new from (milliseconds since the epoch); undefined before the first time. */
  async lastVisit(userId: number): Promise<{ at: number; since: number } | undefined> {
    const row = await this.db.selectFrom('home_visits').select(['visited_at', 'since']).where('user_id', '=', userId).executeTakeFirst();
    return row && { at: Number(row.visited_at), since: Number(row.since) };
  }

  async recordVisit(userId: number, at: number, since: number): Promise<void> {
    await this.db
      .insertInto('home_visits')
      .values({ user_id: userId, visited_at: at, since })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ visited_at: at, since }))
      .execute();
  }

  /** How many photos were added from `since` on (milliseconds since the epoch). */
  async imagesAddedSince(since: number): Promise<number> {
    const { n } = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('created_at', '>=', createdTime(this.dialect, since))
      .executeTakeFirstOrThrow();
    return Number(n);
  }
}
