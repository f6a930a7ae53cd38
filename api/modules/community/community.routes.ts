import type { EntityManager } from '@mikro-orm/core';
import { V } from '#shared/messages.ts';
import { communityContract } from '#shared/community/contract.ts';
import { fillPath } from '#shared/contracts/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guestPageCache } from '../../http/guest-cache.ts';
import { idempotency } from '../../http/idempotency.ts';
import { loadOwned, mayManage } from '../../http/ownership.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';
import type { User } from '../users/user.entity.ts';
import { CommunityPostSchema, type CommunityPost } from './community.entity.ts';
import { loadPostPhotos, presentPost } from './community.presenter.ts';
import { listOpenPosts, listOwnPosts, type CommunityPostRow } from './community.repository.ts';
import { createPost, deletePost, setPostStatus } from './community.service.ts';

const NO_POST = 'No such community post';

/**
 * Community sharing (spec 000 §1 community sharing; issue 19 item 5): open posts are public; a given or closed post
 * is seen only by its poster and the admin (others get 404). The poster's `contactPhone` only reaches the poster,
 * the admin and members with paid contact access (contact source `community`). Someone else's post cannot be
 * marked or deleted: 404. Posting is rate-limited per member (stored posts count) and honours `Idempotency-Key`.
 * Status changes are conditional UPDATEs (decision 160; community.service.ts). Method, path, access, schemas and
 * statuses are the contract's (shared/community/contract.ts, decision 182); this file adds the handlers.
 */
export function communityRoutes({ orm, clock, limits }: ModuleDeps): RouteDef[] {
  /** `rows` presented for `user`, with the viewer's contact access and the photos read once. */
  const present = async (em: EntityManager, rows: readonly CommunityPostRow[], user: User | undefined) => {
    const [access, photos] = await Promise.all([loadContactAccess(em, user, clock.now()), loadPostPhotos(em, rows)]);
    return rows.map((row) => presentPost(row, user, access, photos));
  };
  const endpoints = communityContract.endpoints;
  return [
    bindRoute(endpoints.list, {
      use: [guestPageCache({ orm, entities: [CommunityPostSchema], isFirstPage: (ctx) => !ctx.query.cursor })],
      async handler(ctx, { query, user }) {
        const page = await listOpenPosts(ctx.state.em, query, clock.now());
        return { items: await present(ctx.state.em, page.items, user), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.mine, {
      async handler(ctx, { query }) {
        const user = currentUser(ctx);
        const page = await listOwnPosts(ctx.state.em, user.id, query);
        return { items: await present(ctx.state.em, page.items, user), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.detail, {
      async handler(ctx, { params, user }) {
        const post = (await ctx.state.em.findOne(CommunityPostSchema, { id: params.id, ...activeOwner(user) })) as CommunityPost | null;
        if (!post || (post.status !== 'open' && !mayManage(post, user))) throw notFound(NO_POST);
        return (await present(ctx.state.em, [post], user))[0]!;
      },
    }),
    bindRoute(endpoints.create, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        // Only stored posts count (decision 160): a refused photo gives its point back.
        const post = await withQuota(limits, [['communityPostAccount', owner.id]], () => createPost(ctx.state.em, owner, body));
        ctx.set('Location', fillPath(endpoints.detail.path, { id: post.id }));
        return (await present(ctx.state.em, [post], owner))[0]!;
      },
    }),
    bindRoute(endpoints.setStatus, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        const post = await loadOwned<CommunityPost>(em, CommunityPostSchema, { id: params.id }, user, { message: NO_POST });
        if (!body.status) throw badRequest(`Validation failed: ${V.communityStatusInvalid}`, { status: [V.communityStatusInvalid] });
        await setPostStatus(em, post, body.status, clock.now());
        return (await present(em, [post], user))[0]!;
      },
    }),
    bindRoute(endpoints.remove, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const post = await loadOwned<CommunityPost>(ctx.state.em, CommunityPostSchema, { id: params.id }, user, { message: NO_POST });
        await deletePost(ctx.state.em, post);
        return { message: 'Post deleted' };
      },
    }),
  ];
}
