import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MyInterests } from '../../features/marriage/components/my-interests.tsx';
import { loadMarriageCatalog } from '../../features/marriage/catalog.ts';

/** /marriage-interests (issue 16 item 5): interests received (accept / decline) and sent. */
export const Route = createFileRoute('/_page/marriage-interests')({
  loader: loadMarriageCatalog,
  staticData: { back: { to: '/marriage', label: msg`All profiles` } },
  component: () => (
    <div className="container container--narrow marriage">
      <MyInterests />
    </div>
  ),
});
