import { useEffect, useState } from 'react';
import { QuestionsSection } from '../../features/questions/components/questions-section.tsx';
import { StoreSection } from '../../features/store/components/store-section.tsx';
import { StoriesSection } from '../../features/stories/components/stories-section.tsx';
import { TaxiSection } from '../../features/taxi/components/taxi-section.tsx';
import { WheelSection } from '../../features/wheel/components/wheel-section.tsx';
import { NearViewport } from '../../lib/near-viewport.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { renderStoreContact } from './store-contact.tsx';
import { renderTaxiContact, TaxiPaymentReturn } from './taxi-contact.tsx';

/**
 * The home page below the fold (spec 000 §2, 001 §2), one chunk loaded after the first screen (issue 10 item 3,
 * docs/decisions/144-start-chunk-and-lazy-home.md): the embedded vehicle-booking section (#taxi-services), the daily
 * coin wheel (#daily-wheel), the Tamil store (#tamil-store), community questions (#questions), the newest success
 * stories, and the return from a redirect-based payment. On a first visit the pre-rendered page already shows
 * them and React hydrates them when this chunk arrives. Each section asks for its data when it nears the screen
 * ({@link NearViewport}; docs/decisions/152), not all at once when the chunk hydrates.
 */
export function HomeBelowFold() {
  useScrollToHashWhenRenderedLate();
  return (
    <>
      <NearViewport className="section section--deferred home__taxi">
        <div className="container">
          <TaxiSection renderContact={renderTaxiContact} />
        </div>
      </NearViewport>
      <NearViewport className="section--deferred">
        <WheelSection />
      </NearViewport>
      <NearViewport className="section section--deferred">
        <div className="container">
          <StoreSection variant="home" renderContact={renderStoreContact} />
        </div>
      </NearViewport>
      <NearViewport className="section section--deferred">
        <div className="container">
          <QuestionsSection variant="home" />
        </div>
      </NearViewport>
      <NearViewport className="section--deferred">
        <StoriesSection variant="home" />
      </NearViewport>
      <TaxiPaymentReturn />
    </>
  );
}

/**
 * `/#daily-wheel` opened from within the app (the return from a login, a footer link): the router scrolled to the
 * anchor before this chunk had rendered it, so scroll once it is there. Not when hydrating a pre-rendered page:
 * the browser found the anchor in the HTML, and the reader may have scrolled since.
 */
function useScrollToHashWhenRenderedLate() {
  const hydrated = useHydrated();
  const [renderedLate] = useState(hydrated);
  useEffect(() => {
    if (!renderedLate || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [renderedLate]);
}
