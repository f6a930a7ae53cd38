import * as z from 'zod/mini';
import { V } from '../messages.ts';
import { COMMUNITY_CATEGORIES, COMMUNITY_KINDS, COMMUNITY_LIMITS as L, COMMUNITY_STATUSES } from './constants.ts';
import { pageQuery } from '../contracts/params.ts';
import { OBJECT_PATH_PATTERN } from '../uploads/paths.ts';
import { typedText } from '../schemas/mini-fields.ts';
import { phoneField } from '../schemas/phone-field.ts';

export { communityPostListSchema, communityPostSchema, type CommunityPost, type CommunityPostList } from './responses.ts';

/*
 * Community sharing request schemas (spec 000 §1 community sharing: available donations, community requests, add
 * donation, make request, contact donor), written once with `zod/mini` like the response schemas of
 * community-responses.ts (re-exported here): the community contract (shared/community/contract.ts,
 * docs/decisions/182-endpoint-contracts.md), the entity, the presenter, OpenAPI and the PWA's post form all use these
 * declarations.
 */

/** A required text: cleaned and trimmed (as `requiredText` of mini-fields.ts), `min`–`max` characters (message `short` below `min`). */
const text = (min: number, max: number, short: string) => typedText({ error: short }).check(z.trim(), z.minLength(1, short), z.maxLength(max, V.textTooLong), z.minLength(min, short));

/** An uploaded image's path (`/objects/<uuid>`) — an upload the poster made themself (checked by the server). */
const imagePath = z.string({ error: V.storeImageInvalid }).check(z.regex(OBJECT_PATH_PATTERN, V.storeImageInvalid));

/** A text filter of the list: trimmed, blank = no filter. */
const textFilter = z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(200, V.textTooLong))), z.transform((s: string | undefined) => (s === '' ? undefined : s)));

/** The fields of a post, as the post form sends them. */
const postFields = {
  kind: z.enum(COMMUNITY_KINDS, { error: V.communityKindRequired }),
  category: z.enum(COMMUNITY_CATEGORIES, { error: V.storeCategoryRequired }),
  title: text(L.titleMin, L.titleMax, V.communityTitleTooShort),
  description: text(L.descriptionMin, L.descriptionMax, V.storeDescriptionTooShort),
  city: text(L.cityMin, L.cityMax, V.communityCityTooShort),
  contactName: text(L.contactNameMin, L.contactNameMax, V.storeNameTooShort),
  /** International number with its country code; E.164 out. Behind paid contact access (source `community`). */
  contactPhone: z.pipe(z.string({ error: V.phoneInvalid }).check(z.trim(), z.minLength(L.contactPhoneMin, V.phoneInvalid)), phoneField()),
  /** At most 4 paths of photos the poster uploaded; duplicates dropped. */
  images: z._default(
    z.pipe(z.array(imagePath, { error: V.storeImageInvalid }).check(z.maxLength(L.imagesMax, V.communityImagesTooMany)), z.transform((paths: string[]) => [...new Set(paths)])),
    [],
  ),
};

/**
 * POST /api/community-posts body: kind offer | wanted, category, title 3–100, description
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
export const communityPostListQuerySchema = z.extend(pageQuery, {
  kind: z.optional(z.enum(COMMUNITY_KINDS, { error: V.communityKindRequired })),
  category: z.optional(z.enum(COMMUNITY_CATEGORIES, { error: V.storeCategoryRequired })),
  city: textFilter,
  search: textFilter,
});
export type CommunityPostListQuery = z.infer<typeof communityPostListQuerySchema>;
