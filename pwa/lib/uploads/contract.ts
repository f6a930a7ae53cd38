import type { uploadsContract } from '#shared/uploads/contract.ts';
import { UPLOADS_CONTRACT_NAME } from '#shared/uploads/paths.ts';
import { lazyContract } from '../api/endpoint.ts';

/**
 * The uploads contract (shared/uploads/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the first
 * upload — a photo (upload-image.ts) or a CV (the jobs feature) —: the pickers' code carries no zod.
 */
export const uploadsApi = lazyContract<typeof uploadsContract>(UPLOADS_CONTRACT_NAME, () => import('#shared/uploads/contract.ts').then((m) => m.uploadsContract));
