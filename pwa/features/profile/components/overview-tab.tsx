import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { Fact } from './fact.tsx';
import { RewardFacts } from './reward-facts.tsx';

/**
 * Overview tab (spec 000 §2 Profile): balance, coins earned (the spec's "total winnings in coins"), member since,
 * customer ID and its QR code, last login (or 'Never'), extra wheel turns (the spec's free spins, when any) and
 * total spent. Money is integer pence formatted with Intl.
 */
export function OverviewTab({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const format = formatters(i18n.locale as Language);
  const { customerId } = user;
  return (
    <div className="profile-overview">
      <dl className="profile-facts">
        <Fact label={<Trans>Balance</Trans>}>{format.money(user.balance)}</Fact>
        <RewardFacts user={user} />
        <Fact label={<Trans>Member since</Trans>}>{format.date(user.createdAt)}</Fact>
        <Fact label={<Trans>Last login</Trans>}>{user.lastLoginAt ? format.dateTime(user.lastLoginAt) : <Trans>Never</Trans>}</Fact>
        <Fact label={<Trans>Total spent</Trans>}>{format.money(user.totalSpent)}</Fact>
        <div className="profile-facts__item">
          <dt>
            <Trans>Customer ID</Trans>
          </dt>
          <dd className="profile-customer-id">{customerId}</dd>
        </div>
      </dl>
      {user.qrCode ? (
        <figure className="profile-qr">
          <img src={user.qrCode} alt={t`QR code of customer ID ${customerId}`} width={160} height={160} />
          <figcaption>
            <Trans>Show this code to identify your account.</Trans>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
