import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { COMMUNITY_KINDS } from '#shared/community/constants.ts';
import { PostForm } from '../../../features/community/components/post-form.tsx';
import { loadCommunityCatalog } from '../../../features/community/catalog.ts';
import { definedOnly, oneOf } from '../../-components/search-params.ts';

/** `?kind=offer|wanted` preselects what the member is doing; anything else is dropped. */
const newPostSearch = (search: Record<string, unknown>) => definedOnly({ kind: oneOf(COMMUNITY_KINDS, search.kind) });

/** /community/new (issue 19 item 5: add donation, make request): the post form; guests see "Login Required". */
export const Route = createFileRoute('/_page/community/new')({
  loader: loadCommunityCatalog,
  validateSearch: newPostSearch,
  staticData: { back: { to: '/community', label: msg`All posts` } },
  component: NewPostPage,
});

function NewPostPage() {
  const { kind } = Route.useSearch();
  return (
    <div className="container container--narrow community">
      <PostForm kind={kind ?? 'offer'} />
    </div>
  );
}
