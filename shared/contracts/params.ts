import * as z from 'zod/mini';

/**
 * `{ id }` path parameters of a record (a UUID), as `idParamSchema` of shared/schemas/fields.ts — written with
 * `zod/mini` for the contracts (docs/decisions/182-endpoint-contracts.md), which the PWA loads.
 */
export const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
