import * as z from 'zod/mini';
import { COMMUNITY_CONTRACT_NAME } from './constants.ts';
import { communityPostListQuerySchema, communityPostListSchema, communityPostSchema, communityPostStatusBodySchema, createCommunityPostBodySchema } from './schemas.ts';
import { messageSchema } from '../schemas/page.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams, pageQuery } from '../contracts/params.ts';

/**
 * The community sharing contract (spec 000 §1 community sharing; docs/decisions/182-endpoint-contracts.md): open posts
 * are public; a given or closed post is seen only by its poster and the admin (others get 404). The poster's
 * `contactPhone` only reaches the poster, the admin and members with paid contact access (contact source
 * `community`). Someone else's post cannot be marked or deleted: 404. Posting is rate-limited per member (stored posts
 * count) and honours `Idempotency-Key`. Status changes are conditional UPDATEs (decision 160).
 */
export const communityContract = defineContract(COMMUNITY_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/community-posts',
    access: 'public',
    summary: 'Open community posts (offers and requests), newest first (keyset pages); kind, category, city and search',
    description: 'With `search` (Tamil, Latin-letter Tamil, English), best matches first and `total` null. `contactPhone` is null (and `contactHidden` true) unless the viewer is entitled to it.',
    query: communityPostListQuerySchema,
    responses: { 200: communityPostListSchema, 304: null },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/my/community-posts',
    access: 'member',
    summary: "The caller's own community posts in every status (open, given, closed), newest first",
    query: pageQuery,
    responses: { 200: communityPostListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/community-posts/:id',
    access: 'public',
    summary: 'One community post (a given or closed one only for its poster and the admin)',
    params: idParams,
    responses: { 200: communityPostSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/community-posts',
    access: 'member',
    summary: 'Post an offer or a request with up to 4 photos the caller uploaded',
    description: "Photos are object paths from `PUT /api/product-images`; another member's upload is 403, an unknown one 400. 10 posts an hour per member (429); refused posts do not count.",
    body: createCommunityPostBodySchema,
    responses: { 201: communityPostSchema },
    errors: {
      403: 'A photo uploaded by someone else (`forbidden`)',
      409: 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)',
      429: 'Too many requests (`rate_limited`, Retry-After)',
    },
    idempotent: true,
    location: true,
    rateLimits: ['communityPostAccount'],
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/community-posts/:id/status',
    access: 'owner',
    summary: "Mark one's post given or closed (it leaves the public list), or open again (its poster or the admin)",
    description:
      'Given / closed only from open, open only from given / closed: a post in another state (e.g. marked given at the same moment as this close) is 409 `status_changed` with `currentStatus`. The status it is in already is a 200.',
    params: idParams,
    // `status` is required, but checked after ownership (the handler): someone else's post is 404 whatever the body.
    body: z.partial(communityPostStatusBodySchema),
    responses: { 200: communityPostSchema },
    errors: { 409: 'Changed meanwhile (`status_changed` with `currentStatus`)' },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/community-posts/:id',
    access: 'owner',
    summary: 'Delete a post and its photos (its poster or the admin)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
});
