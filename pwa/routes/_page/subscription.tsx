import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { EducationSubscriptionPanel } from '../../features/education/components/subscription-panel.tsx';
import { BuyContactAccess } from '../../features/payments/components/buy-contact-access.tsx';
import { PlansOverview } from '../../features/subscription/components/plans-overview.tsx';
import { SubscriptionScreen } from '../../features/subscription/components/subscription-screen.tsx';
import { loadEducationCatalog } from '../../features/education/catalog.ts';

/** `?success=true` marks the return from a redirect-based subscription payment (spec 000 §2, §7). */
interface SubscriptionSearch {
  success?: boolean;
}

export const Route = createFileRoute('/_page/subscription')({
  loader: loadEducationCatalog,
  validateSearch: (search: Record<string, unknown>): SubscriptionSearch =>
    search.success === true || search.success === 'true' ? { success: true } : {},
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: SubscriptionPage,
});

/**
 * /subscription (spec 000 §2): in the page layout (header, back to home), the plans and prices of everything paid
 * (decision 157) with the way to pay once for contact access, the membership's screen and the £2 education
 * subscription.
 */
function SubscriptionPage() {
  const { success } = Route.useSearch();
  const navigate = useNavigate();
  const clearSuccess = useCallback(() => void navigate({ to: '/subscription', search: {}, replace: true }), [navigate]);
  return (
    <div className="container container--narrow subscription-page__main">
      <h1 className="subscription-page__title">
        <Trans>Subscription</Trans>
      </h1>
      <PlansOverview contactAction={<BuyContactAccess />} />
      <SubscriptionScreen success={success === true} onSuccessShown={clearSuccess} />
      <EducationSubscriptionPanel />
    </div>
  );
}
