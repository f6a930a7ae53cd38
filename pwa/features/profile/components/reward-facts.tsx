import { Plural, Trans } from '@lingui/react/macro';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { Fact } from './fact.tsx';

/**
 * The coin facts of the profile's overview and financial tabs (spec 000 §3 User: `totalWinnings` in coins,
 * `freeSpins`), in neutral words: "Coins earned", and "Extra wheel turns" only once the member has any — until
 * the daily wheel grants them the count is always 0 and would describe a feature that is not there
 * (docs/decisions/073).
 */
export function RewardFacts({ user }: { user: Pick<CurrentUser, 'totalWinnings' | 'freeSpins'> }) {
  const coins = user.totalWinnings;
  const turns = user.freeSpins;
  return (
    <>
      <Fact label={<Trans>Coins earned</Trans>}>
        <Plural value={coins} one="# coin" other="# coins" />
      </Fact>
      {turns > 0 && (
        <Fact label={<Trans>Extra wheel turns</Trans>}>
          <Plural value={turns} one="# turn" other="# turns" />
        </Fact>
      )}
    </>
  );
}
