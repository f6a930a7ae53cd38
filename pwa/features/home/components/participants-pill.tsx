import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { usePublicStats } from '../api/public-stats.ts';

/**
 * The "active participants" pill (spec 000 §2 Home) with a real number: the members who spun the daily wheel
 * today, London day (GET /api/stats/public `participantsToday`), not the spec's simulated 47 ± 3 — decision 127.
 * Until the count arrives (and offline, when it cannot) the pill shows no number rather than an invented one.
 */
export function ParticipantsPill() {
  const { i18n } = useLingui();
  const stats = usePublicStats();
  const today = stats.data?.participantsToday;
  if (today === undefined) {
    return (
      <p className="participants-pill participants-pill--pending">
        <span className="participants-pill__dot" aria-hidden="true" />
        <span>
          <Trans>Today's draw: join with your free spin</Trans>
        </span>
      </p>
    );
  }
  const count = formatters(i18n.locale as Language).number(today);
  return (
    <p className="participants-pill">
      <span className="participants-pill__dot" aria-hidden="true" />
      <span>
        <Trans>
          <strong className="participants-pill__count">{count}</strong> taking part in today's draw
        </Trans>
      </span>
    </p>
  );
}
