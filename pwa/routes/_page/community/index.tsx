import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CommunityPage } from '../../../features/community/components/community-page.tsx';
import { renderCommunityContact } from '../../-components/community-contact.tsx';
import { loadCommunityCatalog } from '../../../features/community/catalog.ts';

/** /community (spec 000 §1 community sharing; issue 19 item 5): open offers and requests with filters; works offline. */
export const Route = createFileRoute('/_page/community/')({
  loader: loadCommunityCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container community">
      <CommunityPage renderContact={renderCommunityContact} />
    </div>
  ),
});
