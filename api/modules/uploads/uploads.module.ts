import { uploadsContract } from '#shared/uploads/contract.ts';
import { uploadsSamples } from '#shared/uploads/samples.ts';
import { defineModule } from '../module.ts';
import { uploadsLimits } from './uploads.limits.ts';
import { StoredObjectSchema } from './stored-object.entity.ts';
import { createObjectStorage } from './create-storage.ts';
import { uploadsCleanupJob, uploadsCleanupSchedule } from './uploads.jobs.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/**
 * Uploads and object storage (spec 001 §7, issue 12): the stored-object entity and the upload and serving routes,
 * on the disk under DATA_DIR or an S3-compatible bucket (S3_* variables). Features attach, present and delete
 * images with attachments.service.ts and guard private ones with visibility.ts; an hourly job removes orphans.
 */
export const uploadsModule = defineModule({
  name: 'uploads',
  contracts: [uploadsContract],
  samples: [uploadsSamples],
  limits: uploadsLimits,
  entities: [StoredObjectSchema],
  routes: (deps) => uploadsRoutes(deps, createObjectStorage(deps.config)),
  jobs: [uploadsCleanupJob],
  schedules: [uploadsCleanupSchedule],
});
