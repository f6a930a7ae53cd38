import { createFileRoute } from '@tanstack/react-router';
import { Faq } from '../features/home/components/faq.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { PricingBanner } from '../features/home/components/pricing-banner.tsx';
import { ServicesGrid } from '../features/home/components/services-grid.tsx';
import { SiteFooter } from '../features/home/components/site-footer.tsx';
import { SiteHeader } from '../features/home/components/site-header.tsx';
import { TaxiSection } from '../features/taxi/components/taxi-section.tsx';
import { renderTaxiContact, TaxiPaymentReturn } from './-components/taxi-contact.tsx';

export const Route = createFileRoute('/')({ component: HomePage });

/**
 * Home (spec 000 §2): sticky header; hero with the active-participants pill; services grid; FAQ; pricing
 * banner; the embedded vehicle-booking section (#taxi-services); footer. The daily wheel comes with its issue.
 */
function HomePage() {
  return (
    <div className="page home">
      <SiteHeader mainId="main-content" />
      <main id="main-content" tabIndex={-1} className="home__main">
        <Hero />
        <ServicesGrid />
        <Faq />
        <PricingBanner />
        <div className="section home__taxi">
          <div className="container">
            <TaxiSection renderContact={renderTaxiContact} />
          </div>
        </div>
      </main>
      <SiteFooter />
      <TaxiPaymentReturn />
    </div>
  );
}
