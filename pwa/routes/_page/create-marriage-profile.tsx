import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ProfileForm } from '../../features/marriage/components/profile-form.tsx';
import { loadMarriageCatalog } from '../../features/marriage/catalog.ts';

/** /create-marriage-profile (spec 001 §2; issue 16 item 5): create, or edit one's own; guests see "Login Required". */
export const Route = createFileRoute('/_page/create-marriage-profile')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: () => (
    <div className="container container--narrow marriage">
      <ProfileForm />
    </div>
  ),
});
