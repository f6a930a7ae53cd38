/**
 * The path of an uploaded object as features store it, `/objects/<uuid>` (spec 001 §7) — a regular expression, so
 * JSON Schema shows it (decision 173). Apart from shared/schemas/uploads.ts (classic zod) so that `zod/mini` schemas
 * can take it without loading classic zod (docs/decisions/182-endpoint-contracts.md).
 */
export const OBJECT_PATH_PATTERN = /^\/objects\/[0-9a-f-]{36}$/;
