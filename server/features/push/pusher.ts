// Shows a note on each device of an account through its browser's push service (web-push: the note encrypted for
// the device, signed with the portal's VAPID keys). A device its push service no longer knows (404, 410: the
// member took the permission back, or the browser was reset), or knows under other keys (403, RFC 8292: the portal
// was restored elsewhere and made new ones), is forgotten at once, and the member's reminders go by mail until they
// turn notifications on again; any other failure is tried again by the queue that asked.
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { PushNote } from '../../../common/generated/api.ts';
import type { Pusher } from '../../plugins/app/mail-queue.ts';
import type { MetricsRecorder } from '../metrics/recorder.ts';
import type { PushRepository } from './repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** How long a push service keeps a note for a phone that is off: a day, after which a reminder is stale. */
const KEEP_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;
const GONE = new Set([403, 404, 410]);

interface Services {
  devices: PushRepository;
  keys: VapidKeys;
  /** Who the push services may write to about the portal's notifications: its address, or a mailto: link. */
  subject: string;
  metrics: MetricsRecorder;
  log: FastifyBaseLogger;
}

export function createPusher({ devices, keys, subject, metrics, log }: Services): Pusher {
  const options = { vapidDetails: { subject, ...keys }, TTL: KEEP_SECONDS, timeout: TIMEOUT_MS, urgency: 'normal' as const };
  return {
    async push(userId: number, note: PushNote) {
      const mine = await devices.devicesOf(userId);
      let sent = false;
      let failed = false;
      for (const device of mine) {
        try {
          await webpush.sendNotification(device, JSON.stringify(note), options);
          sent = true;
        } catch (error) {
          if (error instanceof WebPushError && GONE.has(error.statusCode)) {
            await devices.remove(device.endpoint);
            log.info({ userId, status: error.statusCode }, 'a device no longer takes notifications: it is forgotten');
            continue;
          }
          failed = true;
          metrics.sendFailed('push');
          log.warn({ userId, err: error }, 'a notification was not taken by the push service');
        }
      }
      if (sent) return 'sent';
      return failed ? 'failed' : 'none';
    },
  };
}

/** The subject of the VAPID signature: the portal's address when it is https, else a mailto: of its sender. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
