// The personal feed tokens: one per user, made on first use, replaced on request. A token is 32 random
// bytes: the feed's address is its only credential, as a calendar app cannot send a session.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../entities/entity-repository.ts';

/** The table of migration 0009, which no entity describes. */
export interface CalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: number;
}

const newToken = (): string => randomBytes(32).toString('base64url');

export class CalendarFeeds {
  private readonly db;

  constructor(db: Executor) {
    this.db = db.withTables<{ calendar_feeds: CalendarFeedsTable }>();
  }

  /** The user's token, made now if they have none (two first calls at once agree on one). */
  async tokenOf(userId: number): Promise<string> {
    const stored = () => this.db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
    const row = await stored();
    if (row) return row.token;
    await this.db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token: newToken(), created_at: Date.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return (await stored())!.token;
  }

  /** A new token for the user; the old one stops working at once. */
  async renew(userId: number): Promise<string> {
    const token = newToken();
    await this.db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token, created_at: Date.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: Date.now() }))
      .execute();
    return token;
  }

  /** Whose feed a token opens, if any. */
  async userOf(token: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
    return row === undefined ? undefined : Number(row.user_id);
  }
}
