import * as z from 'zod/mini';

/**
 * A mail kept by the development outbox (GET /dev/outbox.json; api/services/mail.ts `StoredMail`): `date` ISO 8601,
 * `html` only when the mail has an HTML part. Written with `zod/mini` for the dev contract (shared/dev/contract.ts,
 * docs/decisions/182-endpoint-contracts.md).
 */
export const storedMailSchema = z.object({ id: z.string(), from: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.optional(z.string()), date: z.string() });
