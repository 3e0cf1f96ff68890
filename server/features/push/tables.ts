// The tables of the phones' notifications (migration 0032). Times are milliseconds since the epoch; pg returns
// bigint as text.
import type { Generated } from 'kysely';
import type { QueuedMailColumns } from '../../plugins/app/mail-queue-repository.ts';

/** A device that allowed notifications: its push service's address and the keys its notes are encrypted for. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number | string;
}

/** A new notice to tell an account's devices of, queued as the news mails are. */
export interface NoticePushesTable extends Omit<QueuedMailColumns, 'attempts'> {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  attempts: Generated<number>;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  notice_pushes: NoticePushesTable;
}
