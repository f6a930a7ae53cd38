import '../community.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CommunityStatus } from '#shared/community/constants.ts';
import type { CommunityPost } from '#shared/community/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { isAdminUser, useSession } from '../../../lib/session.ts';
import { useCommunityPost, useDeletePost, useSetPostStatus } from '../api/community-api.ts';
import { STATUS_LABELS } from '../labels.ts';
import { PostedBy, PostTags, type RenderPostContact } from './post-card.tsx';

/**
 * The poster's (or the admin's) box: the post's state, "Mark as given" / "Mark as received" (an offer given away,
 * a request met), "Close", "Open again" and "Delete" (asks first). A given or closed post leaves the public list.
 */
function ManageBox({ post }: { post: CommunityPost }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const setStatus = useSetPostStatus(post.id);
  const remove = useDeletePost();
  const change = (status: CommunityStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => toast({ title: status === 'open' ? t`Your post is listed again` : t`Your post is no longer listed` }),
      onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not save the change`), variant: 'destructive' }),
    });
  const onDelete = () => {
    if (!window.confirm(t`Delete this post and its photos?`)) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: t`Post deleted` });
        void navigate({ to: '/community' });
      },
      onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not delete the post`), variant: 'destructive' }),
    });
  };
  const busy = setStatus.isPending || remove.isPending;
  return (
    <section className="card" aria-labelledby="manage-post">
      <h2 id="manage-post">{post.isMine ? <Trans>Your post</Trans> : <Trans>Manage this post</Trans>}</h2>
      <p>
        <Trans>State: {i18n._(STATUS_LABELS[post.status])}</Trans>
      </p>
      <p className="community-actions">
        {post.status === 'open' ? (
          <>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => change('given')}>
              {post.kind === 'offer' ? <Trans>Mark as given</Trans> : <Trans>Mark as received</Trans>}
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => change('closed')}>
              <Trans>Close</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => change('open')}>
            <Trans>Open again</Trans>
          </button>
        )}
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      </p>
    </section>
  );
}

/**
 * One community post (issue 19 item 5): title, tags, photos (960 px WebP, sizes reserved), the description, who
 * posted it and when, the contact area the route passes (`renderContact`: "View Contact (£1)" or the number) and,
 * for its poster or the admin, the manage box. Opens offline once seen (without the number); an unknown, given or
 * closed post of someone else gets "not found" with a way back to the list.
 */
export function PostDetail({ id, renderContact }: { id: string; renderContact?: RenderPostContact }) {
  const session = useSession();
  const { item: post, isLoading, isStale, isNotFound, query } = useCommunityPost(id);
  if (isLoading) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading post…</Trans>
      </p>
    );
  }
  if (!post) {
    return (
      <div className="empty-state" role="alert">
        <h1>{isNotFound ? <Trans>This post is no longer listed</Trans> : <Trans>Could not load this post.</Trans>}</h1>
        <p>{isNotFound ? <Trans>It may have been given away, closed or removed.</Trans> : describeError(query.error, msg`Please try again.`)}</p>
        <Link to="/community" className="btn btn--primary">
          <Trans>All posts</Trans>
        </Link>
      </div>
    );
  }
  const isAdmin = isAdminUser(session.user);
  return (
    <article className="community-detail" aria-labelledby="post-title">
      {isStale && (
        <p className="taxi-list__saved" role="status">
          <Trans>Offline — saved copy</Trans>
        </p>
      )}
      <header className="community-card">
        <h1 id="post-title">{post.title}</h1>
        <PostTags post={post} />
      </header>
      {post.photos.length > 0 && (
        <ul className="community-photos" role="list">
          {post.photos.map((photo) => (
            <li key={photo.objectPath}>
              <img src={photo.variants.w960.url} width={photo.variants.w960.width} height={photo.variants.w960.height} loading="lazy" decoding="async" alt="" />
            </li>
          ))}
        </ul>
      )}
      <section className="card community-card">
        <p>{post.description}</p>
        <PostedBy post={post} renderContact={renderContact} />
      </section>
      {!isStale && (post.isMine || isAdmin) && <ManageBox post={post} />}
    </article>
  );
}
