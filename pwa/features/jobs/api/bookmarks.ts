import { useCallback } from 'react';
import { deviceDb } from '../../../lib/offline/device-db.ts';
import { useDeviceQuery } from '../../../lib/offline/hooks.ts';

/**
 * Bookmarks of `userId` kept on this device (spec 001 §2 Jobs list, §4 Job save: a local toggle; login needed).
 * Returns the bookmarked job ids (undefined while the device answers) and a toggle.
 */
export function useBookmarks(userId: string | undefined) {
  const ids = useDeviceQuery(async (db) => (userId ? new Set((await db.jobBookmarks.where('userId').equals(userId).toArray()).map((b) => b.jobId)) : new Set<string>()), [userId]);
  const toggle = useCallback(
    async (jobId: string) => {
      if (!userId) return;
      const db = await deviceDb();
      const existing = await db.jobBookmarks.get([userId, jobId]);
      if (existing) await db.jobBookmarks.delete([userId, jobId]);
      else await db.jobBookmarks.put({ userId, jobId, savedAt: Date.now() });
    },
    [userId],
  );
  return { ids, toggle };
}
