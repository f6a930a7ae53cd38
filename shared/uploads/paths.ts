/**
 * The path of an uploaded object as features store it, `/objects/<uuid>` (spec 001 §7) — a regular expression, so
 * JSON Schema shows it (decision 173). Apart from shared/uploads/schemas.ts so that schemas can take it without
 * loading the upload schemas (docs/decisions/182-endpoint-contracts.md).
 */
export const OBJECT_PATH_PATTERN = /^\/objects\/[0-9a-f-]{36}$/;

/**
 * File names of an image's WebP variants under `/objects/<id>/` (and the storage keys `objects/<id>/…`), by variant:
 * 320 px and 960 px wide, and `full` (the original capped at 2048 px).
 */
export const VARIANT_FILES = { w320: '320.webp', w960: '960.webp', full: 'full.webp' } as const;

/**
 * The uploads contract's name (shared/uploads/contract.ts, docs/decisions/182-endpoint-contracts.md), known without
 * loading the contract's zod.
 */
export const UPLOADS_CONTRACT_NAME = 'uploads';
