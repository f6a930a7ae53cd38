import type { EntityManager } from '@mikro-orm/core';
import type { CommunityPostInput } from '#shared/community/schemas.ts';
import type { CommunityStatus } from '#shared/community/constants.ts';
import { notFound } from '../../http/errors.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import { attachUploads, deleteObjects } from '../uploads/attachments.service.ts';
import type { User } from '../users/user.entity.ts';
import { CommunityPostSchema, type CommunityPost } from './community.entity.ts';

/** The uploads purpose of community post photos (public; attachments.service.ts). */
export const COMMUNITY_POST_PURPOSE = 'community-post';

/**
 * Stores a post of `owner` (issue 19 item 5) with its photos attached in the same unit of work, then one flush.
 * @throws HttpError 400 (`fields.images`: a path that is not a ready upload), 403 (another member's upload), 409
 *   (an upload attached to another record) — from attachUploads; nothing is stored then.
 */
export async function createPost(em: EntityManager, owner: User, body: CommunityPostInput): Promise<CommunityPost> {
  const { images, ...fields } = body;
  const post = em.create(CommunityPostSchema, { ...fields, owner, images: [], status: 'open', closedAt: null } as never) as CommunityPost;
  const attached = await attachUploads(em, owner.id, images, { purpose: COMMUNITY_POST_PURPOSE, ref: post.id });
  post.images = attached.map((image) => image.objectPath);
  await em.flush();
  return post;
}

/**
 * The states a post may move to each status from (decision 160): it leaves the public list (`given`, `closed`) only
 * while `open`, and is listed again only from `given` / `closed`. A given post is not closed over (nor the
 * reverse): it is opened again first.
 */
export const POST_MOVES_FROM: Readonly<Record<CommunityStatus, readonly CommunityStatus[]>> = { open: ['given', 'closed'], given: ['open'], closed: ['open'] };

/**
 * Moves `post` to `status` at `now` in one conditional UPDATE from {@link POST_MOVES_FROM} (decision 160):
 * `given` / `closed` take it off the public list (and its number off sale), `open` lists it again; `closedAt`
 * records when it was given or closed (null while open). Asking for the status the post is in is its own answer
 * (a resend, or the same change made by another request at the same moment). Returns `post`, reloaded.
 * @throws HttpError 409 `status_changed` with `currentStatus` when the post is in a state it cannot move from (e.g.
 *   marked `given` by another request at the same moment as this `closed`); 404 when it was deleted meanwhile.
 */
export async function setPostStatus(em: EntityManager, post: CommunityPost, status: CommunityStatus, now: Date): Promise<CommunityPost> {
  if (post.status === status) return post;
  await transition(em, CommunityPostSchema, {
    where: { id: post.id },
    field: 'status',
    from: POST_MOVES_FROM[status],
    set: { status, closedAt: status === 'open' ? null : now },
  });
  if (!(await em.refresh(post))) throw notFound('No such community post');
  if (post.status !== status) throw statusConflict(post.status, `This post is ${post.status} now; reload it before changing it`);
  return post;
}

/** Removes a post and marks its photos deleted (the cleanup job removes the files), in one flush. */
export async function deletePost(em: EntityManager, post: CommunityPost): Promise<void> {
  await deleteObjects(em, { purpose: COMMUNITY_POST_PURPOSE, ref: post.id });
  em.remove(post);
  await em.flush();
}
