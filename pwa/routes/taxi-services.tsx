import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../components/ui/language-switcher.tsx';
import { ConnectionStatus } from '../components/ui/connection-status.tsx';
import { TaxiSection } from '../features/taxi/components/taxi-section.tsx';
import { renderTaxiContact } from './-components/taxi-contact.tsx';

export const Route = createFileRoute('/taxi-services')({ component: TaxiServicesPage });

/** /taxi-services (spec 000 §2): a simple header (back to home, language switcher) and the taxi section. */
function TaxiServicesPage() {
  return (
    <div className="page taxi-page">
      <header className="taxi-page__header">
        <div className="container taxi-page__bar">
          <Link to="/" className="taxi-page__back">
            <span aria-hidden="true">← </span>
            <Trans>Back to home</Trans>
          </Link>
          <ConnectionStatus />
          <LanguageSwitcher />
        </div>
      </header>
      <main className="container taxi-page__main">
        <h1 className="visually-hidden">
          <Trans>Taxi services</Trans>
        </h1>
        <TaxiSection renderContact={renderTaxiContact} />
      </main>
    </div>
  );
}
