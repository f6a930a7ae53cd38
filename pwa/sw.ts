/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { PUBLIC_OBJECT_CACHE } from '#shared/uploads/cache-control.ts';
import { drainOutbox, OUTBOX_SYNC_TAG } from './lib/offline/outbox.ts';
import { offlineDb } from './lib/offline/db.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Precache the app shell (hashed JS/CSS, fonts, icons, index.html) built by vite-plugin-pwa (injectManifest).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes (/, /profile, /taxi-services…) are answered with the precached index.html, so the app
// opens with the network off. API and dev pages always go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//] }));

// Photos of the uploads service (/objects/<id>/320.webp …, never changed once written): kept on the device once
// seen, so the saved store list shows its thumbnails offline (issue 14 item 5). Only complete 200 answers of public
// objects are kept (Cache-Control `PUBLIC_OBJECT_CACHE`, shared/uploads/cache-control.ts): a
// private photo (a marriage profile's) is answered `private, no-store` and never stored on the device. At most 300
// photos for 30 days, the oldest dropped first.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/objects/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'photos',
    plugins: [new CacheableResponsePlugin({ statuses: [200], headers: { 'Cache-Control': PUBLIC_OBJECT_CACHE } }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the user accepts the "new version — reload" prompt (pwa/lib/pwa/register-sw.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Background Sync: deliver queued posts even after the page was closed. The outbox lives in IndexedDB (Dexie)
// and the same code drains it here and in the page; each post carries its Idempotency-Key, so a post sent by
// both is created once. A rejected promise asks the browser to retry the sync later. Workbox's own Queue is not
// used: it would keep a second copy of each post and treat a 5xx as delivered (docs/decisions/064).
self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== OUTBOX_SYNC_TAG) return;
  e.waitUntil(
    drainOutbox().then(async () => {
      const pending = await offlineDb().outbox.where('status').equals('waiting').count();
      if (pending > 0) throw new Error(`${pending} posts still waiting`);
    }),
  );
});
