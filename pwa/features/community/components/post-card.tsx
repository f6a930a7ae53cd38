import { memo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Language } from '#shared/constants.ts';
import type { CommunityPost } from '#shared/community/responses.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { CATEGORY_LABELS, KIND_LABELS, STATUS_LABELS } from '../labels.ts';

/** Draws a post's contact area (the route passes the payments feature's "View contact" or the number). */
export type RenderPostContact = (post: CommunityPost) => ReactNode;

/** The tags of a post: offered / needed, its category, the city and, when not open, its state. */
export function PostTags({ post }: { post: CommunityPost }) {
  const { i18n } = useLingui();
  return (
    <ul className="community-tags" role="list">
      <li className={`community-tag community-tag--${post.kind}`}>{i18n._(KIND_LABELS[post.kind])}</li>
      <li className="community-tag">{i18n._(CATEGORY_LABELS[post.category])}</li>
      <li className="community-tag">{post.city}</li>
      {post.status !== 'open' && <li className="community-tag">{i18n._(STATUS_LABELS[post.status])}</li>}
    </ul>
  );
}

/** Who posted it and when, then the contact area (`renderContact`) while the post is open. */
export function PostedBy({ post, renderContact }: { post: CommunityPost; renderContact?: RenderPostContact | undefined }) {
  const { i18n } = useLingui();
  const format = formatters(i18n.locale as Language);
  return (
    <>
      <p className="community-note">
        <Trans>
          Posted by {post.contactName} on {format.date(post.createdAt)}
        </Trans>
      </p>
      {post.status === 'open' && renderContact?.(post)}
    </>
  );
}

/**
 * One post of the list (issue 19 item 5): its first photo (320 px WebP, size reserved, lazy), the title linking to
 * the post, the tags, the first lines, when it was posted, who posted it and the contact area (`renderContact`).
 */
export const PostCard = memo(function PostCard({ post, renderContact }: { post: CommunityPost; renderContact?: RenderPostContact | undefined }) {
  const photo = post.photos[0];
  return (
    <li className="card community-card">
      {photo && <img className="community-card__photo" src={photo.variants.w320.url} width={photo.variants.w320.width} height={photo.variants.w320.height} loading="lazy" decoding="async" alt="" />}
      <h2 className="community-card__title">
        <Link to="/community/$postId" params={{ postId: post.id }}>
          {post.title}
        </Link>
      </h2>
      <PostTags post={post} />
      <p>{post.description.length > 160 ? `${post.description.slice(0, 157)}…` : post.description}</p>
      <PostedBy post={post} renderContact={renderContact} />
    </li>
  );
});
