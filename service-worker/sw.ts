// The portal's service worker: it makes the portal an app a phone can install, and keeps what a family member last
// read of the directory, the tree and the news for when the phone is offline. Pages and family data are asked of
// the network first, and only when it cannot be reached (not when it is slow: a slow answer is still the newest)
// come from this phone's copy, marked with an `x-offline` header the pages show as "offline"; the hashed scripts and
// styles are kept as they are first used. Nothing is kept before a family member has signed in
// (src/providers/offline.ts registers this worker then, and deletes the copies at sign-out). It also shows the
// notifications the portal sends to the phones that allowed them.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import type { PushNote } from '../common/generated/api.ts';
import { FAMILY_DATA_CACHE, OFFLINE_HEADER, OFFLINE_READS, PAGES_CACHE } from '../common/model/offline.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The icons the installed app shows, and nothing heavier: the scripts are kept as they are used.
precacheAndRoute(self.__WB_MANIFEST);
void self.skipWaiting();
clientsClaim();

/** An answer from this phone's copy says so, in a header the pages read. */
const markedOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 40 })] }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && OFFLINE_READS.test(url.pathname),
  new NetworkFirst({
    cacheName: FAMILY_DATA_CACHE,
    plugins: [markedOffline, new ExpirationPlugin({ maxEntries: 300 })],
  }),
);

// Notifications (server/features/push): a note the portal sent is shown as it says, in the reader's language and
// direction; a tap opens its page in the portal's window if one is open, else in a new one.
self.addEventListener('push', (event) => {
  const note = event.data?.json() as PushNote | undefined;
  if (!note) return;
  event.waitUntil(
    self.registration.showNotification(note.title, {
      body: note.body,
      tag: note.tag,
      lang: note.lang,
      dir: note.dir,
      icon: '/icons/icon-192.png',
      data: { url: note.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url: string }).url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(url));
      await open.focus();
      await open.navigate(url);
    })(),
  );
});
