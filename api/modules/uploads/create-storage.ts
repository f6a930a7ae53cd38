import type { AppConfig } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** Builds the storage the configuration asks for: S3 when `config.s3` is set, else the disk under DATA_DIR/objects. */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createDiskStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl, secret: config.sessionKeys[0]! });
}
