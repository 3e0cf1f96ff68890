// Who receives family news by e-mail, and in which language. Only family members (BISH and up) with an
// active account are ever written to: a reader demoted or disabled after choosing it gets nothing.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Language } from '../../../common/model/languages.ts';
import type { Database } from '../../db/database.ts';
import { familyAccountIds } from '../accounts/repository.ts';

export interface Subscriptions {
  languageOf(userId: number): Promise<Language | undefined>;
  subscribe(userId: number, language: Language): Promise<void>;
  unsubscribe(userId: number): Promise<void>;
  /** Records one pending delivery of the notice per reader who chose the news by mail; returns how many. */
  enqueue(notificationId: number, now: number): Promise<number>;
}

export function createSubscriptions(db: Kysely<Database>): Subscriptions {
  return {
    async languageOf(userId) {
      const row = await db.selectFrom('news_subscriptions').select('language').where('user_id', '=', userId).executeTakeFirst();
      return row?.language;
    },
    async subscribe(userId, language) {
      await db
        .insertInto('news_subscriptions')
        .values({ user_id: userId, language, subscribed_at: Date.now() })
        .onConflict((c) => c.column('user_id').doUpdateSet({ language }))
        .execute();
    },
    async unsubscribe(userId) {
      await db.deleteFrom('news_subscriptions').where('user_id', '=', userId).execute();
    },
    async enqueue(notificationId, now) {
      const readers = db
        .selectFrom('news_subscriptions as s')
        .where('s.user_id', 'in', familyAccountIds(db))
        .select([
          sql.lit(notificationId).as('notification_id'),
          's.user_id',
          sql.lit('pending').as('state'),
          sql.lit(0).as('attempts'),
          sql.lit(now).as('next_attempt_at'),
        ]);
      const result = await db
        .insertInto('news_deliveries')
        .columns(['notification_id', 'user_id', 'state', 'attempts', 'next_attempt_at'])
        .expression(readers)
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },
  };
}
