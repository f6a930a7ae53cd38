import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MEMBERSHIP_MONTHLY_PENCE, TAXI_RESPONSE_HOURS, type Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import { CheckIcon } from './icons.tsx';

/**
 * The pricing banner (spec 000 §1, §2, §9): membership at £1 a month for every service. The start-membership
 * button (→ /register) shows to guests only (and while the session is unknown, as in the pre-rendered page).
 */
export function PricingBanner() {
  const { i18n } = useLingui();
  const session = useSession();
  const price = formatters(i18n.locale as Language).money(MEMBERSHIP_MONTHLY_PENCE);
  const hours = TAXI_RESPONSE_HOURS;
  return (
    <section id="pricing" className="section section--deferred pricing" aria-labelledby="pricing-title">
      <div className="container">
        <div className="pricing__banner">
          <div className="pricing__intro">
            <h2 id="pricing-title" className="pricing__title">
              <Trans>One membership, every service</Trans>
            </h2>
            <p className="pricing__price">
              <Trans>
                <span className="pricing__amount">{price}</span> per month
              </Trans>
            </p>
            <p className="pricing__note">
              <Trans>Renews monthly. Cancel anytime.</Trans>
            </p>
          </div>
          <ul className="pricing__features">
            <li>
              <CheckIcon className="pricing__check" />
              <Trans>Vehicle requests with a {hours}-hour response</Trans>
            </li>
            <li>
              <CheckIcon className="pricing__check" />
              <Trans>Marriage profiles and matching</Trans>
            </li>
            <li>
              <CheckIcon className="pricing__check" />
              <Trans>Jobs board for seekers and employers</Trans>
            </li>
            <li>
              <CheckIcon className="pricing__check" />
              <Trans>Tamil store, questions and answers, and the daily game</Trans>
            </li>
          </ul>
          {session.status !== 'member' && (
            <Link to="/register" className="btn btn--gold btn--lg pricing__cta">
              <Trans>Start membership</Trans>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
