import { useCallback } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../components/ui/language-switcher.tsx';
import { SubscriptionScreen } from '../features/subscription/components/subscription-screen.tsx';

/** `?success=true` marks the return from a redirect-based subscription payment (spec 000 §2, §7). */
interface SubscriptionSearch {
  success?: boolean;
}

export const Route = createFileRoute('/subscription')({
  validateSearch: (search: Record<string, unknown>): SubscriptionSearch =>
    search.success === true || search.success === 'true' ? { success: true } : {},
  component: SubscriptionPage,
});

/** /subscription (spec 000 §2): header (back to home, language switcher) and the subscription screen. */
function SubscriptionPage() {
  const { success } = Route.useSearch();
  const navigate = useNavigate();
  const clearSuccess = useCallback(() => void navigate({ to: '/subscription', search: {}, replace: true }), [navigate]);
  return (
    <div className="page subscription-page">
      <header className="subscription-page__header">
        <div className="container subscription-page__bar">
          <Link to="/" className="subscription-page__back">
            <span aria-hidden="true">← </span>
            <Trans>Back to home</Trans>
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="container container--narrow subscription-page__main">
        <h1 className="subscription-page__title">
          <Trans>Subscription</Trans>
        </h1>
        <SubscriptionScreen success={success === true} onSuccessShown={clearSuccess} />
      </main>
    </div>
  );
}
