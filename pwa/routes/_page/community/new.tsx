import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { COMMUNITY_KINDS } from '#shared/community/constants.ts';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../../components/ui/member-only.tsx';
import { loadCommunityCatalog } from '../../../features/community/catalog.ts';
import { definedOnly, oneOf } from '../../-components/search-params.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadPostForm = () => import('../../../features/community/components/post-form.tsx').then((m) => m.PostForm);

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
      <MemberOnly title={<Trans>Share with the community</Trans>} load={loadPostForm} props={{ kind: kind ?? 'offer' }} />
    </div>
  );
}
