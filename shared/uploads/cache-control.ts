/**
 * Cache-Control of the uploads service's objects (issue 12; docs/decisions on uploads). The API sends them with each
 * variant (api/modules/uploads/object-access.ts) and the service worker keeps on the device only what carries
 * {@link PUBLIC_OBJECT_CACHE} (pwa/sw.ts) — so a private photo, such as a marriage profile's, is never stored there.
 */
/** A public variant: a year, immutable (an object's bytes never change; a new photo is a new id). */
export const PUBLIC_OBJECT_CACHE = 'public, max-age=31536000, immutable';
/** A private or not yet attached object: never kept by shared caches, the browser's disk or the service worker. */
export const PRIVATE_OBJECT_CACHE = 'private, no-store';
