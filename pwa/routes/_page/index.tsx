import { Suspense, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CommunityStats } from '../../features/home/components/community-stats.tsx';
import { Faq } from '../../features/home/components/faq.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { PricingBanner } from '../../features/home/components/pricing-banner.tsx';
import { ServicesGrid } from '../../features/home/components/services-grid.tsx';
import { LoadBoundary } from '../../components/ui/load-boundary.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useRetryableLazy } from '../../lib/use-retryable-lazy.ts';
import { BelowTheFold } from '../../lib/api/first-screen-requests.tsx';

export const Route = createFileRoute('/_page/')({ staticData: { footer: true }, component: HomePage });

const loadBelowFold = () => import('../-components/home-below-fold.tsx').then((m) => m.HomeBelowFold);

/**
 * Home (spec 000 §2), inside the page layout (sticky header, footer): hero with the active-participants pill; the
 * community statistics (spec 000 §1, real counts); services grid; FAQ; pricing banner — then, from a chunk of its
 * own, the sections below the fold (routes/-components/home-below-fold.tsx: taxi, wheel, store, questions,
 * stories).
 */
function HomePage() {
  return (
    <>
      <Hero />
      <CommunityStats />
      <ServicesGrid />
      <Faq />
      <PricingBanner />
      <BelowFold />
    </>
  );
}

/**
 * The sections below the fold, loaded after the first screen (issue 10 item 3; decision 144). A pre-rendered page
 * keeps showing the build's HTML of them until React hydrates it (a dehydrated Suspense boundary); a visit from
 * within the app shows a spinner meanwhile. A chunk that cannot be fetched leaves a "Try again" button.
 */
function BelowFold() {
  const { Component: Sections, key, reset } = useRetryableLazy(loadBelowFold);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="section">
        <div className="container home__below-fold-failed" role="alert">
          <p><Trans>This part of the page could not be loaded. Check your connection.</Trans></p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              reset();
              setFailed(false);
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <LoadBoundary key={key} onError={() => setFailed(true)}>
      <Suspense fallback={<div className="home__below-fold-pending"><Spinner /></div>}>
        {/* their data is not asked for from the HTML: it would compete with the first screen's code */}
        <BelowTheFold>
          <Sections />
        </BelowTheFold>
      </Suspense>
    </LoadBoundary>
  );
}
