/**
 * The service worker's cache of public photos of the uploads service (pwa/sw.ts: CacheFirst, 300 photos, 30 days).
 * Pages may put a photo there themselves when it must show offline before it was ever drawn (the basket's
 * thumbnails, decision 170).
 */
export const PHOTO_CACHE = 'photos';

/**
 * Keeps the photo at `url` (a public /objects/… URL) on the device unless it is there already. Best effort: without
 * Cache Storage (an old browser, a test) or a network, nothing happens.
 */
export async function keepPhoto(url: string | null): Promise<void> {
  if (!url || typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(PHOTO_CACHE);
    if (!(await cache.match(url))) await cache.add(url);
  } catch {
    // offline or refused: the photo is kept the next time it is drawn
  }
}
