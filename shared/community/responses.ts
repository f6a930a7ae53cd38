import * as z from 'zod/mini';
import { COMMUNITY_CATEGORIES, COMMUNITY_KINDS, COMMUNITY_STATUSES } from './constants.ts';
import { pageSchema } from '../schemas/page.ts';
import { storePhotoSchema } from '../store/responses.ts';

/*
 * Community sharing response schemas (spec 000 §1 community sharing; issue 19 item 5), written with `zod/mini` for
 * the PWA's /community screens (docs/decisions/032-initial-load-budget.md), which load this module beside their
 * first request (pwa/features/community/api/community-api.ts) so it is not part of their first screen
 * (docs/decisions/144, 145); the constants the screens show come from shared/community/constants.ts.
 * shared/community/schemas.ts re-exports them beside the request schemas for the community contract
 * (shared/community/contract.ts, docs/decisions/182-endpoint-contracts.md).
 */

/**
 * A community post as a viewer sees it. `contactPhone` (E.164) is present only for the poster, the admin and
 * members with paid contact access (payments' one entitlement rule, contact source `community`); for everyone else
 * it is null and `contactHidden` is true. `photos` are the post's images with their WebP variants (sizes in px).
 * `status` is `open` for every listed post; a given or closed post is only shown to its poster and the admin.
 */
export const communityPostSchema = z.object({
  id: z.uuid(),
  kind: z.enum(COMMUNITY_KINDS),
  category: z.enum(COMMUNITY_CATEGORIES),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  contactName: z.string(),
  contactPhone: z.nullable(z.string()),
  contactHidden: z.boolean(),
  images: z.array(z.string()),
  photos: z.array(storePhotoSchema),
  status: z.enum(COMMUNITY_STATUSES),
  /** When the poster marked it given or closed (ISO 8601), null while open. */
  closedAt: z.nullable(z.string()),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/**
 * GET /api/community-posts and GET /api/my/community-posts: `{ items, nextCursor, total }`, newest first (with
 * `search`: best matches first, and `total` null — a search is not counted).
 */
export const communityPostListSchema = z.object({ ...pageSchema(communityPostSchema).shape, total: z.nullable(z.int()) });
export type CommunityPostList = z.infer<typeof communityPostListSchema>;
