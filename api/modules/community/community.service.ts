import type { EntityManager } from '@mikro-orm/core';
import type { CommunityPostInput } from '#shared/schemas/community.ts';
import type { CommunityStatus } from '#shared/community/constants.ts';
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
 * Moves a post to `status` at `now`: `given` / `closed` take it off the public list (and its number off sale),
 * `open` lists it again. `closedAt` records when it was given or closed (null while open).
 */
export async function setPostStatus(em: EntityManager, post: CommunityPost, status: CommunityStatus, now: Date): Promise<CommunityPost> {
  if (post.status !== status) {
    em.assign(post, { status, closedAt: status === 'open' ? null : now } as never);
    await em.flush();
  }
  return post;
}

/** Removes a post and marks its photos deleted (the cleanup job removes the files), in one flush. */
export async function deletePost(em: EntityManager, post: CommunityPost): Promise<void> {
  await deleteObjects(em, { purpose: COMMUNITY_POST_PURPOSE, ref: post.id });
  em.remove(post);
  await em.flush();
}
