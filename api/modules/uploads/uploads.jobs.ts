import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define.ts';
import { defineSchedule } from '../../lib/jobs/schedule.ts';
import { deleteOrphanUploads } from './attachments.service.ts';
import { createObjectStorage } from './create-storage.ts';

/**
 * The `uploads.cleanup` job: removes the files and rows of uploads never attached within 24 h, of deleted objects
 * and of deleted accounts' uploads (deleteOrphanUploads). Not transactional: files go before rows, so a failed run
 * is simply retried.
 */
export const uploadsCleanupJob = defineJob({
  name: 'uploads.cleanup',
  schema: z.object({}),
  async handler(_payload, ctx) {
    const removed = await deleteOrphanUploads(ctx.em, createObjectStorage(ctx.services.config), ctx.now);
    if (removed > 0) ctx.log.info({ removed }, 'uploads cleanup removed objects');
  },
});

/**
 * Hourly at :17 (Europe/London), once across processes; after downtime only the latest missed hour runs (each run
 * covers everything due).
 */
export const uploadsCleanupSchedule = defineSchedule({
  name: 'uploads.cleanup-hourly',
  cron: '17 * * * *',
  job: uploadsCleanupJob,
  payload: () => ({}),
  catchUp: 'latest',
});
