// The tables of family news by e-mail (migration 0008). Times are milliseconds since the epoch; pg
// returns bigint as text.
import type { Generated } from 'kysely';
import type { Language } from '../../../common/model/languages.ts';
import type { QueuedMailColumns } from '../../plugins/app/mail-queue-repository.ts';

export interface NewsSubscriptionsTable {
  user_id: number;
  /** The language the reader chose for the mails' frame. */
  language: Language;
  subscribed_at: number | string;
}

export interface NewsDeliveriesTable extends Omit<QueuedMailColumns, 'attempts'> {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  attempts: Generated<number>;
}

export interface NewsTables {
  news_subscriptions: NewsSubscriptionsTable;
  news_deliveries: NewsDeliveriesTable;
}
