import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PostDetail } from '../../../features/community/components/post-detail.tsx';
import { renderCommunityContact } from '../../-components/community-contact.tsx';
import { loadCommunityCatalog } from '../../../features/community/catalog.ts';

export const Route = createFileRoute('/_page/community/$postId')({
  loader: loadCommunityCatalog,
  staticData: { back: { to: '/community', label: msg`All posts` } },
  component: PostPage,
});

/** /community/$postId (issue 19 item 5): one post with its contact behind paid access; opens offline when seen before. */
function PostPage() {
  const { postId } = Route.useParams();
  return (
    <div className="container container--narrow community">
      <PostDetail id={postId} renderContact={renderCommunityContact} />
    </div>
  );
}
