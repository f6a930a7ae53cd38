import { createFileRoute } from '@tanstack/react-router';
import { CommunityStats } from '../../features/home/components/community-stats.tsx';
import { Faq } from '../../features/home/components/faq.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { PricingBanner } from '../../features/home/components/pricing-banner.tsx';
import { ServicesGrid } from '../../features/home/components/services-grid.tsx';
import { LazyPart, LoadFailed } from '../../components/ui/lazy-part.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
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
  return (
    // their data is not asked for from the HTML: it would compete with the first screen's code
    <BelowTheFold>
      <LazyPart
        load={loadBelowFold}
        props={{}}
        fallback={
          <div className="home__below-fold-pending">
            <Spinner />
          </div>
        }
        renderFailed={(retry) => (
          <div className="section">
            <LoadFailed className="container home__below-fold-failed" onRetry={retry} />
          </div>
        )}
      />
    </BelowTheFold>
  );
}
