import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { Fact } from './fact.tsx';
import { ComingSoon } from './coming-soon.tsx';
import { RewardFacts } from './reward-facts.tsx';

/**
 * Financial tab (spec 000 §2 Profile): current balance, total spent, coins earned and extra wheel turns (the spec's
 * total winnings and free spins, in neutral words — docs/decisions/073). The spec's
 * "total deposited" has no field in the API yet, so it is not shown rather than invented. "View Transaction
 * History" has no action in the spec: it is disabled with a "coming soon" note.
 */
export function FinancialTab({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const format = formatters(i18n.locale as Language);
  const hintId = useId();
  return (
    <div className="profile-financial">
      <dl className="profile-facts">
        <Fact label={<Trans>Current balance</Trans>}>{format.money(user.balance)}</Fact>
        <Fact label={<Trans>Total spent</Trans>}>{format.money(user.totalSpent)}</Fact>
        <RewardFacts user={user} />
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
