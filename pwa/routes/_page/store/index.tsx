import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { StoreSection } from '../../../features/store/components/store-section.tsx';
import { renderStoreContact } from '../../-components/store-contact.tsx';

export const Route = createFileRoute('/_page/store/')({
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container">
      <StoreSection variant="page" renderContact={renderStoreContact} />
    </div>
  ),
});
