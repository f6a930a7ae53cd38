import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { ComingSoon } from './coming-soon.tsx';

/**
 * Financial tab (spec 000 §2 Profile): current balance, total spent, total winnings and free spins. The spec's
 * "total deposited" has no field in the API yet, so it is not shown rather than invented. "View Transaction
 * History" has no action in the spec: it is disabled with a "coming soon" note.
 */
export function FinancialTab({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const format = formatters(i18n.locale as Language);
  const hintId = useId();
  const coins = user.totalWinnings;
  return (
    <div className="profile-financial">
      <dl className="profile-facts">
        <div className="profile-facts__item">
          <dt>
            <Trans>Current balance</Trans>
          </dt>
          <dd>{format.money(user.balance)}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>
            <Trans>Total spent</Trans>
          </dt>
          <dd>{format.money(user.totalSpent)}</dd>
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
            <Trans>Free spins</Trans>
          </dt>
          <dd>{format.number(user.freeSpins)}</dd>
        </div>
      </dl>
      <div className="profile-action">
        <button type="button" className="btn btn--secondary" disabled aria-describedby={hintId}>
          <Trans>View Transaction History</Trans>
        </button>
        <ComingSoon id={hintId} />
      </div>
    </div>
  );
}
