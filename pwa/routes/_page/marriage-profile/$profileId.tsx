import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ProfileDetail } from '../../../features/marriage/components/profile-detail.tsx';
import { loadMarriageCatalog } from '../../../features/marriage/catalog.ts';

export const Route = createFileRoute('/_page/marriage-profile/$profileId')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: ProfilePage,
});

/** /marriage-profile/$profileId (spec 001 §2; issue 16 item 5); opens offline when seen before. */
function ProfilePage() {
  const { profileId } = Route.useParams();
  return (
    <div className="container container--narrow marriage">
      <ProfileDetail id={profileId} />
    </div>
  );
}
