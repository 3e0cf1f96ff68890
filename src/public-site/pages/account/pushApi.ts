// The phones' notifications, in this browser: whether this device receives them, and turning them on (the browser's
// permission asked only then, at the member's tap) and off. The calls are schema/api/push.json's: the only place
// the public site spells their path.
import type { PushDevice, PushDevices, PushKey } from '../../../../common/generated/api.ts';
import { httpClient } from '../../../providers/httpClient.ts';

const KEY = '/api/v1/push/key';
const DEVICES = '/api/v1/push/subscriptions';

/** unsupported: this browser cannot (or the portal's worker is not installed here); denied: the member blocked them. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The portal's service worker here, when this browser can receive notifications through it. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/** The key as the bytes PushManager takes (every browser takes them; not all take the text). */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const held = subscription.options.applicationServerKey;
  return held !== null && new Uint8Array(held).every((byte, i) => byte === key[i]) && held.byteLength === key.length;
};

/** Asks the browser's permission, subscribes this device with the portal's key and records it for the account. */
export async function turnPushOn(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const ready = await navigator.serviceWorker.ready;
  const key = keyBytes((await httpClient<PushKey>(KEY)).json.publicKey);
  let subscription = await ready.pushManager.getSubscription();
  // A subscription made with another key (the portal's data folder was moved) is refused by the push service.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await httpClient<PushDevices>(DEVICES, { method: 'POST', body: JSON.stringify(subscription.toJSON() as PushDevice) });
  return 'on';
}

/** Stops this device's notifications, for the account and in the browser. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await httpClient<PushDevices>(DEVICES, { method: 'DELETE', body: JSON.stringify({ endpoint: subscription.endpoint }) });
    await subscription.unsubscribe();
  }
  return 'off';
}
