import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Language, PaymentStatus, Product } from '#shared/constants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useBillingHistory } from '../../../lib/payments/entitlements.ts';

const PRODUCT_LABELS: Record<Product, MessageDescriptor> = {
  monthly: msg`Contact access — this month`,
  yearly: msg`Contact access — 12 months`,
  membership: msg`Membership`,
  education: msg`Education subscription`,
};
const STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Waiting for payment`,
  failed: msg({ message: 'Declined', context: 'payment' }),
  canceled: msg`Cancelled`,
  succeeded: msg`Paid`,
  refund_pending: msg`Being refunded`,
  refunded: msg`Refunded`,
};

/**
 * The member's billing (decision 157), in the profile's financial tab at `#billing` (where receipts link): what they
 * hold and until when — contact access, the membership, education — and every payment, newest first: date, what,
 * amount, status, and when it was refunded.
 */
export function BillingHistory() {
  const { i18n } = useLingui();
  const history = useBillingHistory();
  const format = formatters(i18n.locale as Language);
  const date = (seconds: number) => format.date(new Date(seconds * 1000));
  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <p role="alert">
        {describeError(history.error, msg`Could not load your payments.`)}{' '}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void history.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </p>
    );
  }
  const { payments, contactUntil, educationUntil, membership } = history.data;
  return (
    <section id="billing" className="profile-section billing" aria-labelledby="billing-title">
      <h3 id="billing-title">
        <Trans>Billing</Trans>
      </h3>
      <dl className="profile-facts">
        <div className="profile-facts__item">
          <dt>
            <Trans>Contact access</Trans>
          </dt>
          <dd>{contactUntil !== null ? <Trans>Until {date(contactUntil)}</Trans> : <Trans>None</Trans>}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Membership</Trans>
          </dt>
          <dd>
            {!membership.isActive || membership.periodEnd === null ? (
              <Trans>Not a member</Trans>
            ) : membership.cancelAtPeriodEnd ? (
              <Trans>Ends on {date(membership.periodEnd)}</Trans>
            ) : (
              <Trans>Renews on {date(membership.periodEnd)}</Trans>
            )}
          </dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Education</Trans>
          </dt>
          <dd>{educationUntil !== null ? <Trans>Until {date(educationUntil)}</Trans> : <Trans>None</Trans>}</dd>
        </div>
      </dl>
      {payments.length === 0 ? (
        <p>
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <ul className="billing__payments">
          {payments.map((payment) => (
            <li key={payment.id} className="billing__payment" data-status={payment.status}>
              <span className="billing__what">{i18n._(PRODUCT_LABELS[payment.product])}</span>
              <span className="billing__amount">{format.money(payment.amountPence)}</span>
              <span className="billing__when">{date(payment.at)}</span>
              <span className="billing__status">
                {i18n._(STATUS_LABELS[payment.status])}
                {payment.refundedAt !== null && <> · {date(payment.refundedAt)}</>}
                {payment.status === 'succeeded' && payment.validUntil !== null && (
                  <>
                    {' · '}
                    <Trans>until {date(payment.validUntil)}</Trans>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
