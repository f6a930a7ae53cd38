import { createFileRoute } from '@tanstack/react-router';
import { CommunityStats } from '../../features/home/components/community-stats.tsx';
import { Faq } from '../../features/home/components/faq.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { PricingBanner } from '../../features/home/components/pricing-banner.tsx';
import { QuestionsSection } from '../../features/questions/components/questions-section.tsx';
import { ServicesGrid } from '../../features/home/components/services-grid.tsx';
import { StoreSection } from '../../features/store/components/store-section.tsx';
import { StoriesSection } from '../../features/stories/components/stories-section.tsx';
import { TaxiSection } from '../../features/taxi/components/taxi-section.tsx';
import { WheelSection } from '../../features/wheel/components/wheel-section.tsx';
import { renderStoreContact } from '../-components/store-contact.tsx';
import { renderTaxiContact, TaxiPaymentReturn } from '../-components/taxi-contact.tsx';

export const Route = createFileRoute('/_page/')({ staticData: { footer: true }, component: HomePage });

/**
 * Home (spec 000 §2), inside the page layout (sticky header, footer): hero with the active-participants pill;
 * the community statistics (spec 000 §1, real counts); services grid; FAQ; pricing banner; the embedded vehicle-booking section (#taxi-services); the daily coin wheel
 * (#daily-wheel); the Tamil store (#tamil-store, spec 001 §2 Tamil store section); community questions (#questions,
 * spec 001 §2 Q&A section); the newest success stories (when there are any).
 */
function HomePage() {
  return (
    <>
      <Hero />
      <CommunityStats />
      <ServicesGrid />
      <Faq />
      <PricingBanner />
      <div className="section home__taxi">
        <div className="container">
          <TaxiSection renderContact={renderTaxiContact} />
        </div>
      </div>
      <WheelSection />
      <div className="section">
        <div className="container">
          <StoreSection variant="home" renderContact={renderStoreContact} />
        </div>
      </div>
      <div className="section">
        <div className="container">
          <QuestionsSection variant="home" />
        </div>
      </div>
      <StoriesSection variant="home" />
      <TaxiPaymentReturn />
    </>
  );
}
