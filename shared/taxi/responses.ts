import * as z from 'zod/mini';
import { TRAVEL_TIMES } from '../constants.ts';
import { pageSchema } from '../schemas/page.ts';

/*
 * The taxi list's response schemas for the PWA's first screen, written with `zod/mini` and apart from the post
 * body, whose validation needs the country list and the phone metadata (docs/decisions/032-initial-load-budget.md).
 * shared/taxi/schemas.ts builds the classic-zod `taxiRequestSchema`/`taxiListSchema` from the same shape, for the
 * server and the tests (e.g. `.strict()`).
 */

/**
 * A taxi request as the API presents it (spec 000 §3). `contactNumber` is present only for a viewer entitled to
 * it (spec 000 §4 paid contact access); `isMine` tells the viewer they posted it.
 */
export const taxiRequestSchema = z.object({
  id: z.uuid(),
  fromLocation: z.string(),
  toLocation: z.string(),
  fromCountry: z.string(),
  passengerCount: z.int(),
  luggageWeight: z.int(),
  travelDate: z.nullable(z.string()),
  travelTime: z.nullable(z.enum(TRAVEL_TIMES)),
  additionalNotes: z.nullable(z.string()),
  createdAt: z.string(),
  isMine: z.boolean(),
  contactNumber: z.optional(z.string()),
});
export type TaxiRequest = z.infer<typeof taxiRequestSchema>;

/** GET /api/taxi-services response: `{ items, nextCursor, total }`. */
export const taxiListSchema = pageSchema(taxiRequestSchema);
export type TaxiList = z.infer<typeof taxiListSchema>;
