import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MemberOnly } from '../../components/ui/member-only.tsx';
import { loadMarriageCatalog } from '../../features/marriage/catalog.ts';

/** The screen's own chunk, fetched once the visitor is known to be a member (components/ui/member-only.tsx). */
const loadProfileForm = () => import('../../features/marriage/components/profile-form.tsx').then((m) => m.ProfileForm);

/** /create-marriage-profile (spec 001 §2; issue 16 item 5): create, or edit one's own; guests see "Login Required". */
export const Route = createFileRoute('/_page/create-marriage-profile')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: () => (
    <div className="container container--narrow marriage">
      <MemberOnly title={<Trans>Create a marriage profile</Trans>} load={loadProfileForm} props={{}} />
    </div>
  ),
});
