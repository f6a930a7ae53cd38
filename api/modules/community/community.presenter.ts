import type { EntityManager } from '@mikro-orm/core';
import type { CommunityPost as CommunityPostBody } from '#shared/community/schemas.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import type { ContactAccess } from '../payments/entitlement.service.ts';
import { loadImages } from '../uploads/attachments.service.ts';
import type { User } from '../users/user.entity.ts';
import type { CommunityPostRow } from './community.repository.ts';

/** A datetime read as a Date (entities) or an ISO string (plain rows on some drivers). */
const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The ready images of every post in `rows`, by object path, in one query (a path whose upload is gone is skipped). */
export async function loadPostPhotos(em: EntityManager, rows: readonly Pick<CommunityPostRow, 'images'>[]): Promise<Map<string, StoredImage>> {
  return new Map((await loadImages(em, rows.flatMap((row) => row.images ?? []))).map((image) => [image.objectPath, image]));
}

/**
 * A post as `communityPostSchema` for `viewer` (undefined for a guest). `contactPhone` (E.164) only when `access`
 * allows it — payments' one entitlement rule (the poster, the admin, a member with paid contact access); otherwise
 * null with `contactHidden: true`. Without `access` the number is never included. `photos`: the post's images
 * found in `photos` (see {@link loadPostPhotos}), in the post's order, with variant URLs and sizes in pixels.
 */
export function presentPost(
  post: CommunityPostRow,
  viewer: Pick<User, 'id' | 'role'> | undefined,
  access: ContactAccess | undefined,
  photos: ReadonlyMap<string, StoredImage>,
): CommunityPostBody {
  const ownerId = post.owner.id;
  const shown = access?.allows({ ownerId }) ?? false;
  const images = (post.images ?? []).flatMap((path) => (photos.has(path) ? [photos.get(path)!] : []));
  return {
    id: post.id,
    kind: post.kind,
    category: post.category,
    title: post.title,
    description: post.description,
    city: post.city,
    contactName: post.contactName,
    contactPhone: shown ? post.contactPhone : null,
    contactHidden: !shown,
    images: images.map((image) => image.objectPath),
    photos: images,
    status: post.status,
    closedAt: post.closedAt ? toIso(post.closedAt as Date | string) : null,
    createdAt: toIso(post.createdAt as Date | string),
    isMine: viewer !== undefined && ownerId === viewer.id,
  };
}
