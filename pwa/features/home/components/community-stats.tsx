import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { usePublicStats } from '../api/public-stats.ts';

function Stat({ value, children }: { value: string; children: ReactNode }) {
  return (
    <li className="card community-stats__item">
      <strong className="community-stats__value">{value}</strong>
      <span className="community-stats__label">{children}</span>
    </li>
  );
}

/**
 * The home page statistics (spec 000 §1: active users, total profiles, community members, services offered) —
 * real counts from GET /api/stats/public (definitions in shared/stats/schemas.ts), never invented. While they load,
 * and offline, each figure shows a dash.
 */
export function CommunityStats() {
  const { t, i18n } = useLingui();
  const { data } = usePublicStats();
  const n = (value: number | undefined) => (value === undefined ? '–' : formatters(i18n.locale as Language).number(value));
  return (
    <section className="section community-stats" aria-labelledby="community-stats-title" aria-busy={data === undefined}>
      <div className="container">
        <h2 id="community-stats-title" className="section__title">
          <Trans>Our community today</Trans>
        </h2>
        <ul className="community-stats__grid" aria-label={t`Community statistics`}>
          <Stat value={n(data?.activeUsers)}>
            <Trans>active users (last 30 days)</Trans>
          </Stat>
          <Stat value={n(data?.totalProfiles)}>
            <Trans>marriage profiles</Trans>
          </Stat>
          <Stat value={n(data?.communityMembers)}>
            <Trans>community members</Trans>
          </Stat>
          <Stat value={n(data?.servicesOffered)}>
            <Trans>services offered now</Trans>
          </Stat>
        </ul>
      </div>
    </section>
  );
}
