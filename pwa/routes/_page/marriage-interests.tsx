import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadMarriageCatalog } from '../../features/marriage/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadMyInterests = () => import('../../features/marriage/components/my-interests.tsx').then((m) => m.MyInterests);

/** /marriage-interests (issue 16 item 5): interests received (accept / decline) and sent. */
export const Route = createFileRoute('/_page/marriage-interests')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: () => (
    <div className="container container--narrow marriage">
      <MemberOnly title={<Trans>My interests</Trans>} load={loadMyInterests} props={{}} />
    </div>
  ),
});
