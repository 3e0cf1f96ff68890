// The tables of family news by e-mail (migration 0008). Times are milliseconds since the epoch; pg
// returns bigint as text.
import type { Generated } from 'kysely';
import type { Language } from '../../../common/model/languages.ts';

export interface NewsSubscriptionsTable {
  user_id: number;
  /** The language the reader chose for the mails' frame. */
  language: Language;
  subscribed_at: number | string;
}

/** pending: to send (again) at next_attempt_at; sent; failed: given up after every retry, kept for the admin; cancelled: the reader left first. */
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'cancelled';

export interface NewsDeliveriesTable {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: number | string;
  /** While a worker holds the delivery: another instance leaves it alone until then. */
  lease_until: number | string | null;
  sent_at: number | string | null;
}

export interface NewsTables {
  news_subscriptions: NewsSubscriptionsTable;
  news_deliveries: NewsDeliveriesTable;
}
