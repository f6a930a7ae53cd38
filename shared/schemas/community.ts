import { z } from 'zod';
import { V } from '../messages.ts';
import { COMMUNITY_CATEGORIES, COMMUNITY_KINDS, COMMUNITY_LIMITS as L, COMMUNITY_STATUSES } from '../community/constants.ts';
import { pageQuerySchema, phoneField, requiredText } from './common.ts';
import * as responses from './community-responses.ts';
import { OBJECT_PATH_PATTERN } from './uploads.ts';

/*
 * Community sharing contract (spec 000 §1 community sharing: available donations, community requests, add donation,
 * make request, contact donor; issue 19 item 5). One source per field: the entity, the presenter, OpenAPI and the
 * PWA's post form derive from these schemas.
 */

/** A required text: trimmed, `min`–`max` characters (message `short` below `min`). */
const text = (min: number, max: number, short: string) => requiredText(max, short).min(min, short);

/** An uploaded image's path (`/objects/<uuid>`) — an upload the poster made themself (checked by the server). */
const imagePath = z.string({ error: V.storeImageInvalid }).regex(OBJECT_PATH_PATTERN, V.storeImageInvalid);

/** A text filter of the list: trimmed, blank = no filter. */
const textFilter = z.string().trim().max(200, V.textTooLong).optional().transform((s) => (s === '' ? undefined : s));

/** The fields of a post, as the post form sends them. */
const postFields = {
  kind: z.enum(COMMUNITY_KINDS, { error: V.communityKindRequired }),
  category: z.enum(COMMUNITY_CATEGORIES, { error: V.storeCategoryRequired }),
  title: text(L.titleMin, L.titleMax, V.communityTitleTooShort),
  description: text(L.descriptionMin, L.descriptionMax, V.storeDescriptionTooShort),
  city: text(L.cityMin, L.cityMax, V.communityCityTooShort),
  contactName: text(L.contactNameMin, L.contactNameMax, V.storeNameTooShort),
  /** International number with its country code; E.164 out. Behind paid contact access (source `community`). */
  contactPhone: z.string({ error: V.phoneInvalid }).trim().min(L.contactPhoneMin, V.phoneInvalid).pipe(phoneField()),
  /** At most 4 paths of photos the poster uploaded; duplicates dropped. */
  images: z
    .array(imagePath, { error: V.storeImageInvalid })
    .max(L.imagesMax, V.communityImagesTooMany)
    .transform((paths) => [...new Set(paths)])
    .default([]),
};

/**
 * POST /api/community-posts body (issue 19 item 5): kind offer | wanted, category, title 3–100, description
 * 10–2000, city 2–100, contactName 2–100, contactPhone international (E.164 out), images ≤ 4 upload paths of the
 * poster's own uploads. Messages: shared/messages.ts `V` (Tamil and English in the PWA).
 */
export const createCommunityPostBodySchema = z.object(postFields);
export type CreateCommunityPostBody = z.input<typeof createCommunityPostBodySchema>;
export type CommunityPostInput = z.output<typeof createCommunityPostBodySchema>;

/**
 * PATCH /api/community-posts/:id/status body: the poster (or the admin) marks the post `given` or `closed` — it
 * leaves the public list and its contact can no longer be bought — or `open` again.
 */
export const communityPostStatusBodySchema = z.object({ status: z.enum(COMMUNITY_STATUSES, { error: V.communityStatusInvalid }) });
export type CommunityPostStatusBody = z.infer<typeof communityPostStatusBodySchema>;

/**
 * GET /api/community-posts query: `kind` (offer | wanted), `category`, `city` (contains, any case), `search` (title,
 * description, city; Tamil, Latin-letter Tamil and English through the shared search), keyset page (`limit` 1–100,
 * default 20). Only open posts are listed.
 */
export const communityPostListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(COMMUNITY_KINDS, { error: V.communityKindRequired }).optional(),
  category: z.enum(COMMUNITY_CATEGORIES, { error: V.storeCategoryRequired }).optional(),
  city: textFilter,
  search: textFilter,
});
export type CommunityPostListQuery = z.infer<typeof communityPostListQuerySchema>;

/** A post as the API presents it; the shape is written once in community-responses.ts. */
export const communityPostSchema = z.object(responses.communityPostSchema.shape);
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** A page of posts (newest first; `total` null for a search); see community-responses.ts. */
export const communityPostListSchema = z.object(responses.communityPostListSchema.shape);
export type CommunityPostList = z.infer<typeof communityPostListSchema>;
