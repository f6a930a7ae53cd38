import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_ACCESS_PRICE_PENCE, EDUCATION_MONTHLY_PENCE, SUBSCRIPTION_MONTHLY_PENCE, type Language } from '#shared/constants.ts';
import { AlreadyEntitled } from '../../../lib/payments/already-entitled.tsx';
import { useBillingHistory } from '../../../lib/payments/entitlements.ts';
import { formatPrice } from '../../../lib/payments/price.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The one catalog (decision 157), at the top of /subscription: what is paid and what it unlocks, in both languages.
 * Contact access — the phone numbers on taxi and vehicle requests, store products and community posts — is one
 * thing bought one of three ways (a calendar month, twelve months, or the renewing membership); education is
 * teachers' numbers. A member who holds one is told until when instead of being offered it; `contactAction` is the
 * way to buy a month or a year (the route composes the payment dialog's button).
 */
export function PlansOverview({ contactAction }: { contactAction?: ReactNode }) {
  const { i18n } = useLingui();
  const session = useSession();
  const history = useBillingHistory();
  const price = (pence: number) => formatPrice(pence, i18n.locale as Language);
  const month = price(CONTACT_ACCESS_PRICE_PENCE.monthly);
  const year = price(CONTACT_ACCESS_PRICE_PENCE.yearly);
  const membership = price(SUBSCRIPTION_MONTHLY_PENCE);
  const education = price(EDUCATION_MONTHLY_PENCE);
  const contactUntil = history.data?.contactUntil ?? null;
  const educationUntil = history.data?.educationUntil ?? null;
  return (
    <section className="card plans" aria-labelledby="plans-title">
      <h2 id="plans-title" className="plans__title">
        <Trans>Plans and prices</Trans>
      </h2>
      <p>
        <Trans>Reading, posting, asking and answering are free. Two things are paid:</Trans>
      </p>
      <h3 className="plans__heading">
        <Trans>Contact access</Trans>
      </h3>
      <p>
        <Trans>The phone numbers on taxi and vehicle requests, store products and community posts. One access, three ways to pay:</Trans>
      </p>
      <ul className="plans__list">
        <li>
          <Trans>
            <strong>{month}</strong> — until the end of this calendar month, paid once
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{year}</strong> — 12 months from the day you pay, paid once
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{membership} a month</strong> — the membership: renews every month until you cancel
          </Trans>
        </li>
      </ul>
      <p className="plans__note">
        <Trans>Coins from the daily wheel can also earn months of contact access.</Trans>
      </p>
      {session.user && contactUntil !== null ? <AlreadyEntitled until={contactUntil} /> : session.user ? contactAction : null}
      <h3 className="plans__heading">
        <Trans>Education</Trans>
      </h3>
      <p>
        <Trans>
          Teachers' phone numbers: <strong>{education} a month</strong>, renews every month until you cancel.
        </Trans>
      </p>
      {session.user && educationUntil !== null && <AlreadyEntitled until={educationUntil} />}
    </section>
  );
}
