// Reading offline: the service worker (service-worker/sw.ts) is registered once a family member has signed in, and its
// copies of the family's pages and data are deleted when they sign out (or their session ends), so a phone passed
// on keeps none, and receives none of their notifications. Whether the portal is offline now, for the pages' mark: the phone says it is, or an answer came
// from the phone's copy (the worker's header), until an answer comes from the network again.
import { FAMILY_DATA_CACHE, OFFLINE_HEADER, PAGES_CACHE } from '../../common/model/offline.ts';
import { atLeast, type Role } from '../../common/model/roles.ts';

/**
 * Registers the service worker for a family member (`role` BISH and up: what it keeps is the family's), in the built
 * portal (not in development or tests, where there is none).
 */
export function keepForOffline(role: Role): void {
  if (!atLeast(role, 'BISH') || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * Deletes the copies of the family's pages and data this browser kept, and ends its notifications: the push service
 * then refuses the account's next note for it, and the portal forgets the device.
 */
export function forgetOffline(): void {
  if (typeof caches !== 'undefined') for (const name of [FAMILY_DATA_CACHE, PAGES_CACHE]) caches.delete(name).catch(() => undefined);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((worker) => worker?.pushManager?.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}

let offline = typeof navigator !== 'undefined' && !navigator.onLine;
const listeners = new Set<() => void>();

function setOffline(value: boolean): void {
  if (value === offline) return;
  offline = value;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOffline(false));
  window.addEventListener('offline', () => setOffline(true));
}

/** For useSyncExternalStore: whether what the pages show now may be this phone's copy. */
export const offlineState = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => offline,
};

/** Notes where an answer came from: the phone's copy (offline), or the network (online again). */
export function noteAnswer(response: Response): void {
  setOffline(response.headers.get(OFFLINE_HEADER) === '1');
}

/** Notes a call that reached nothing: no network, and no copy of it. */
export function noteUnreachable(): void {
  setOffline(true);
}
