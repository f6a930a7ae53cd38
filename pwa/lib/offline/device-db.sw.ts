import { offlineDb, type OfflineDb } from './db.ts';

/**
 * The service worker's {@link import('./device-db.ts').deviceDb}: the same database, imported statically. The
 * worker is a classic script (IIFE), where a dynamic import would need `import.meta` and stop the worker from
 * starting; vite.config.ts swaps this file in for device-db.ts in the service-worker build only.
 */
export const deviceDb = (): Promise<OfflineDb> => Promise.resolve(offlineDb());
