import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { Fact } from './fact.tsx';
import { BillingHistory } from './billing-history.tsx';
import { RewardFacts } from './reward-facts.tsx';

/**
 * Financial tab (spec 000 §2 Profile): current balance, total spent, coins earned and extra wheel turns (the spec's
 * total winnings and free spins, in neutral words — docs/decisions/073). The spec's "total deposited" has no field
 * in the API, so it is not shown rather than invented. The transaction history is the billing history: what the
 * member holds and every payment (decision 157).
 */
export function FinancialTab({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const format = formatters(i18n.locale as Language);
  return (
    <div className="profile-financial">
      <dl className="profile-facts">
        <Fact label={<Trans>Current balance</Trans>}>{format.money(user.balance)}</Fact>
        <Fact label={<Trans>Total spent</Trans>}>{format.money(user.totalSpent)}</Fact>
        <RewardFacts user={user} />
      </dl>
      <BillingHistory />
    </div>
  );
}
