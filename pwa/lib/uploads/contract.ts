import type { uploadsContract } from '#shared/contracts/uploads.ts';
import { UPLOADS_CONTRACT_NAME } from '#shared/uploads/paths.ts';
import { lazyContract } from '../api/endpoint.ts';

/**
 * The uploads contract (shared/contracts/uploads.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * upload — a photo (upload-image.ts) or a CV (the jobs feature) —: the pickers' code carries no zod.
 */
export const uploadsApi = lazyContract<typeof uploadsContract>(UPLOADS_CONTRACT_NAME, () => import('#shared/contracts/uploads.ts').then((m) => m.uploadsContract));
