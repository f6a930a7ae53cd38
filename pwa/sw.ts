/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { PRERENDER_MANIFEST_PATH, routeMatcher, routePathOf } from '#shared/app-routes.ts';
import { PUBLIC_OBJECT_CACHE } from '#shared/uploads/cache-control.ts';
import { drainOutbox, OUTBOX_SYNC_TAG } from './lib/offline/outbox.ts';
import { offlineDb } from './lib/offline/db.ts';
import { PHOTO_CACHE } from './lib/offline/photo-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Precache the app shell (hashed JS/CSS, fonts, icons, index.html) built by vite-plugin-pwa (injectManifest).
// The build replaces the manifest's one mention here with the list (a second mention fails the build).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes (/, /profile, /taxi-services…) are answered with the precached index.html, so the app
// opens with the network off. API and dev pages always go to the network. A path that is no route of the app
// (/no-such-page) goes to the network too, which answers it 404 with the not-found page (docs/decisions/069);
// offline it gets index.html, whose router shows the same not-found screen. The route patterns are the build's
// pre-render manifest, kept in a cache of this worker's version so they work offline.
const appShell = createHandlerBoundToURL('/index.html');
// index.html's precache key carries its revision: a new build, a new name
const ROUTES_CACHE = `app-routes-${getCacheKeyForURL('/index.html') ?? ''}`;
let routeMatchers: Promise<RegExp[] | null> | undefined;
function appRouteMatchers(): Promise<RegExp[] | null> {
  routeMatchers ??= (async () => {
    const cache = await caches.open(ROUTES_CACHE);
    let res = await cache.match(PRERENDER_MANIFEST_PATH);
    if (!res) {
      res = await fetch(PRERENDER_MANIFEST_PATH, { cache: 'no-cache' });
      if (!res.ok) return null;
      await cache.put(PRERENDER_MANIFEST_PATH, res.clone());
    }
    const { routes } = (await res.json()) as { routes?: string[] };
    return Array.isArray(routes) && routes.length > 0 ? routes.map(routeMatcher) : null;
  })().catch(() => {
    routeMatchers = undefined; // read again on the next navigation
    return null;
  });
  return routeMatchers;
}
registerRoute(
  new NavigationRoute(
    async (options) => {
      const matchers = await appRouteMatchers();
      const routePath = routePathOf(options.url.pathname);
      if (matchers && !matchers.some((m) => m.test(routePath))) {
        try {
          return await fetch(options.request);
        } catch {
          // offline: the app's own not-found screen
        }
      }
      return appShell(options);
    },
    { denylist: [/^\/api\//, /^\/dev\//] },
  ),
);
self.addEventListener('install', (event) => {
  event.waitUntil(appRouteMatchers().then(() => undefined));
});

// Photos of the uploads service (/objects/<id>/320.webp …, never changed once written): kept on the device once
// seen, so the saved store list shows its thumbnails offline (issue 14 item 5). Only complete 200 answers of public
// objects are kept (Cache-Control `PUBLIC_OBJECT_CACHE`, shared/uploads/cache-control.ts): a
// private photo (a marriage profile's) is answered `private, no-store` and never stored on the device. At most 300
// photos for 30 days, the oldest dropped first.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/objects/') && request.destination === 'image',
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200], headers: { 'Cache-Control': PUBLIC_OBJECT_CACHE } }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the user accepts the "new version — reload" prompt (pwa/lib/pwa/register-sw.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  // route lists of older versions go (each version keeps its own, ROUTES_CACHE)
  const oldRoutes = caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('app-routes-') && k !== ROUTES_CACHE).map((k) => caches.delete(k))));
  event.waitUntil(Promise.all([self.clients.claim(), oldRoutes]));
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
