import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MEMBERSHIP_MONTHLY_PENCE, type Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import { ArrowDownIcon, BagIcon, BriefcaseIcon, LampArt, RingsIcon } from './icons.tsx';
import { ParticipantsPill } from './participants-pill.tsx';

/**
 * The home page hero (spec 000 §2): the page's heading, get-started (→ /auth for guests; a signed-in member, who
 * has nothing to sign up for, goes to the vehicle services — issue 11 defect 6), explore-services (→ #services on
 * this page) and quick chips for marriage, the Tamil store (→ /store, spec 001 §2) and jobs, plus the
 * active-participants pill.
 */
export function Hero() {
  const { t, i18n } = useLingui();
  // `unknown` while the pre-rendered page hydrates (and in it): the guest's link, then the member's.
  const session = useSession();
  const price = formatters(i18n.locale as Language).money(MEMBERSHIP_MONTHLY_PENCE);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__layout">
        <div className="hero__inner">
          <ParticipantsPill />
          <h1 id="hero-title" className="hero__title">
            <Trans>One home for Tamils everywhere</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>Vehicle services in Sri Lanka, marriage profiles, jobs and a Tamil store — in Tamil and English, for {price} a month.</Trans>
          </p>
          <div className="hero__actions">
            <Link to={session.status === 'member' ? '/taxi-services' : '/auth'} className="btn btn--primary btn--lg">
              <Trans>Get started</Trans>
            </Link>
            <a href="#services" className="btn btn--secondary btn--lg">
              <Trans>Explore services</Trans>
              <ArrowDownIcon className="btn__icon" />
            </a>
          </div>
          <ul className="hero__chips" aria-label={t`Popular sections`}>
            <li>
              <a className="chip" href="/marriage">
                <RingsIcon className="chip__icon" />
                <Trans>Marriage</Trans>
              </a>
            </li>
            <li>
              <a className="chip" href="/store">
                <BagIcon className="chip__icon" />
                <Trans>Tamil store</Trans>
              </a>
            </li>
            <li>
              <a className="chip" href="/jobs">
                <BriefcaseIcon className="chip__icon" />
                <Trans>Jobs</Trans>
              </a>
            </li>
          </ul>
        </div>
        <LampArt className="hero__art" />
      </div>
    </section>
  );
}
