import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CommunityPage } from '../../../features/community/components/community-page.tsx';
import { renderCommunityContact } from '../../-components/community-contact.tsx';
import { loadCommunityCatalog } from '../../../features/community/catalog.ts';
import { definedOnly, mineParam } from '../../-components/search-params.ts';

/**
 * /community (spec 000 §1 community sharing): open offers and requests with filters; works offline.
 * `?mine=1`: the member's own posts (decision 179).
 */
export const Route = createFileRoute('/_page/community/')({
  loader: loadCommunityCatalog,
  validateSearch: (search: Record<string, unknown>) => definedOnly({ mine: mineParam(search.mine) }),
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: CommunityRoute,
});

function CommunityRoute() {
  const { mine } = Route.useSearch();
  return (
    <div className="container community">
      <CommunityPage renderContact={renderCommunityContact} mine={mine === 1} />
    </div>
  );
}
