import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useMatches, type LinkProps } from '@tanstack/react-router';
import { SiteFooter } from '../../features/home/components/site-footer.tsx';
import { SiteHeader } from '../../features/home/components/site-header.tsx';
import { ArrowLeftIcon } from '../../features/home/components/icons.tsx';
import { BasketBadge } from '../../features/store/components/basket-badge.tsx';
import { TermsGuideButton } from '../../features/help/components/terms-guide-button.tsx';
import { OfflineNotice } from '../../components/ui/connection-status.tsx';
import { FeatureHeaderEntries } from '../../components/feature-header.tsx';
import { pwaFeatures } from '../../feature-registry.ts';

/** The id of every page's <main> (the target of "skip to main content"). */
export const MAIN_ID = 'main-content';

/** A page's way back, declared by its route: `staticData: { back: { to: '/', label: msg`Back to home` } }`. */
export interface BackLink {
  to: LinkProps['to'];
  label: MessageDescriptor;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The back link the page layout shows above the page (none on the home page). */
    back?: BackLink;
    /** Whether the layout shows the site footer (contact, links, social) under the page: the home page's (spec 000 §2). */
    footer?: boolean;
  }
}

/**
 * The page layout (routes/_page.tsx, and member pages through routes/_authed.tsx): the site header (logo, connection
 * status, language switch, the Tamil-words guide, the store's basket count, what features declare for the header —
 * `header` of their feature.ts, decision 183 —, account, menu), the offline state in
 * words while offline (decision 172), the back link the deepest matched route declares in `staticData.back`, the
 * page in one <main id="main-content">, and the site footer where the route asks for it (`staticData.footer`). A page renders only its own content (a
 * `.container`, a visible or visually hidden <h1>).
 */
export function PageLayout() {
  const { i18n } = useLingui();
  const back = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.back)?.staticData.back });
  const footer = useMatches({ select: (matches) => matches.some((match) => match.staticData.footer) });
  return (
    <div className="page">
      <SiteHeader
        mainId={MAIN_ID}
        extra={
          <>
            <TermsGuideButton />
            <BasketBadge />
            <FeatureHeaderEntries features={pwaFeatures} />
          </>
        }
      />
      <OfflineNotice />
      <main id={MAIN_ID} tabIndex={-1} className={footer ? 'page__main page__main--above-footer' : 'page__main'}>
        {back && (
          <div className="container page__back">
            <Link to={back.to} className="back-link">
              <ArrowLeftIcon className="back-link__icon" />
              {i18n._(back.label)}
            </Link>
          </div>
        )}
        <Outlet />
      </main>
      {footer && <SiteFooter />}
    </div>
  );
}
