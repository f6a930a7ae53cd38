import type { OfflineDb } from './db.ts';

/**
 * The device database (IndexedDB through Dexie), loaded on first use: Dexie (~32 kB gzip) is not part of the
 * first screen's JavaScript, and a page that never touches offline data never loads it
 * (docs/decisions/066-first-screen-javascript.md). Code outside lib/offline reaches the database through the
 * helpers of lists.ts, outbox.ts and hooks.ts; importing db.ts directly pulls Dexie into that chunk.
 */
export const deviceDb = (): Promise<OfflineDb> => import('./db.ts').then((m) => m.offlineDb());
