import type { EntityManager } from '@mikro-orm/core';
import { V } from '#shared/messages.ts';
import { idParamSchema, messageSchema, pageQuerySchema } from '#shared/schemas/common.ts';
import {
  communityPostListQuerySchema,
  communityPostListSchema,
  communityPostSchema,
  communityPostStatusBodySchema,
  createCommunityPostBodySchema,
} from '#shared/schemas/community.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guestPageCache } from '../../http/guest-cache.ts';
import { idempotency } from '../../http/idempotency.ts';
import { loadOwned, mayManage } from '../../http/ownership.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';
import type { User } from '../users/user.entity.ts';
import { CommunityPostSchema, type CommunityPost } from './community.entity.ts';
import { loadPostPhotos, presentPost } from './community.presenter.ts';
import { listOpenPosts, listOwnPosts, type CommunityPostRow } from './community.repository.ts';
import { createPost, deletePost, setPostStatus } from './community.service.ts';

/** Path of one post; also the Location of a created one. */
export const communityPostPath = (id: string) => `/api/community-posts/${id}`;

const NO_POST = 'No such community post';

/**
 * Community sharing (spec 000 §1 community sharing; issue 19 item 5): open posts are public; a given or closed post
 * is seen only by its poster and the admin (others get 404). The poster's `contactPhone` only reaches the poster,
 * the admin and members with paid contact access (contact source `community`). Someone else's post cannot be
 * marked or deleted: 404. Posting is rate-limited per member (stored posts count) and honours `Idempotency-Key`.
 * Status changes are conditional UPDATEs (decision 160; community.service.ts).
 */
export function communityRoutes({ orm, clock, limits }: ModuleDeps): RouteDef[] {
  /** `rows` presented for `user`, with the viewer's contact access and the photos read once. */
  const present = async (em: EntityManager, rows: readonly CommunityPostRow[], user: User | undefined) => {
    const [access, photos] = await Promise.all([loadContactAccess(em, user, clock.now()), loadPostPhotos(em, rows)]);
    return rows.map((row) => presentPost(row, user, access, photos));
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/api/community-posts',
      access: 'public',
      summary: 'Open community posts (offers and requests), newest first (keyset pages); kind, category, city and search',
      description: 'With `search` (Tamil, Latin-letter Tamil, English), best matches first and `total` null. `contactPhone` is null (and `contactHidden` true) unless the viewer is entitled to it.',
      query: communityPostListQuerySchema,
      responses: { 200: communityPostListSchema, 304: null },
      use: [guestPageCache({ orm, entities: [CommunityPostSchema], isFirstPage: (ctx) => !ctx.query.cursor })],
      async handler(ctx, { query, user }) {
        const page = await listOpenPosts(ctx.state.em, query, clock.now());
        return { items: await present(ctx.state.em, page.items, user), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/my/community-posts',
      access: 'member',
      summary: "The caller's own community posts in every status (open, given, closed), newest first",
      query: pageQuerySchema,
      responses: { 200: communityPostListSchema },
      async handler(ctx, { query }) {
        const user = currentUser(ctx);
        const page = await listOwnPosts(ctx.state.em, user.id, query);
        return { items: await present(ctx.state.em, page.items, user), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/community-posts/:id',
      access: 'public',
      summary: 'One community post (a given or closed one only for its poster and the admin)',
      params: idParamSchema,
      responses: { 200: communityPostSchema },
      async handler(ctx, { params, user }) {
        const post = (await ctx.state.em.findOne(CommunityPostSchema, { id: params.id, ...activeOwner(user) })) as CommunityPost | null;
        if (!post || (post.status !== 'open' && !mayManage(post, user))) throw notFound(NO_POST);
        return (await present(ctx.state.em, [post], user))[0]!;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/community-posts',
      location: true,
      errors: { 403: 'A photo uploaded by someone else (`forbidden`)', 409: 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'member',
      summary: 'Post an offer or a request with up to 4 photos the caller uploaded',
      description: "Photos are object paths from `PUT /api/product-images`; another member's upload is 403, an unknown one 400. 10 posts an hour per member (429); refused posts do not count.",
      body: createCommunityPostBodySchema,
      idempotent: true,
      use: [idempotency(orm)],
      responses: { 201: communityPostSchema },
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        // Only stored posts count (decision 160): a refused photo gives its point back.
        const post = await withQuota(limits, [['communityPostAccount', owner.id]], () => createPost(ctx.state.em, owner, body));
        ctx.set('Location', communityPostPath(post.id));
        return (await present(ctx.state.em, [post], owner))[0]!;
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/community-posts/:id/status',
      errors: { 409: 'Changed meanwhile (`status_changed` with `currentStatus`)' },
      access: 'owner',
      summary: 'Mark one\'s post given or closed (it leaves the public list), or open again (its poster or the admin)',
      description: 'Given / closed only from open, open only from given / closed: a post in another state (e.g. marked given at the same moment as this close) is 409 `status_changed` with `currentStatus`. The status it is in already is a 200.',
      params: idParamSchema,
      // `status` is required, but checked after ownership: someone else's post is 404 whatever the body.
      body: communityPostStatusBodySchema.partial(),
      responses: { 200: communityPostSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        const post = await loadOwned<CommunityPost>(em, CommunityPostSchema, { id: params.id }, user, { message: NO_POST });
        if (!body.status) throw badRequest(`Validation failed: ${V.communityStatusInvalid}`, { status: [V.communityStatusInvalid] });
        await setPostStatus(em, post, body.status, clock.now());
        return (await present(em, [post], user))[0]!;
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/community-posts/:id',
      access: 'owner',
      summary: 'Delete a post and its photos (its poster or the admin)',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const post = await loadOwned<CommunityPost>(ctx.state.em, CommunityPostSchema, { id: params.id }, user, { message: NO_POST });
        await deletePost(ctx.state.em, post);
        return { message: 'Post deleted' };
      },
    }),
  ];
}
