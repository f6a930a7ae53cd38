import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { formatters } from '../../../lib/i18n/format.ts';

/**
 * Overview tab (spec 000 §2 Profile): balance, total winnings in coins, member since, customer ID and its QR
 * code, last login (or 'Never'), free spins and total spent. Money is integer pence formatted with Intl.
 */
export function OverviewTab({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const format = formatters(i18n.locale as Language);
  const { customerId, totalWinnings: coins } = user;
  return (
    <div className="profile-overview">
      <dl className="profile-facts">
        <div className="profile-facts__item">
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd>{format.money(user.balance)}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Total winnings</Trans>
          </dt>
          <dd>
            <Plural value={coins} one="# coin" other="# coins" />
          </dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Member since</Trans>
          </dt>
          <dd>{format.date(user.createdAt)}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Last login</Trans>
          </dt>
          <dd>{user.lastLoginAt ? format.dateTime(user.lastLoginAt) : <Trans>Never</Trans>}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Free spins</Trans>
          </dt>
          <dd>{format.number(user.freeSpins)}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Total spent</Trans>
          </dt>
          <dd>{format.money(user.totalSpent)}</dd>
        </div>
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
