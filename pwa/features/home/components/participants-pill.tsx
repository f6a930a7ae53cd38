import { Trans, useLingui } from '@lingui/react/macro';
import { formatters } from '../../../lib/i18n/format.ts';
import type { Language } from '#shared/constants.ts';
import { useActiveParticipants } from '../hooks/use-active-participants.ts';

/**
 * The "active participants" pill (spec 000 §2 Home): a simulated count that drifts every 15 s. Not a live
 * region on purpose — a screen reader announcing it every 15 s would be noise.
 */
export function ParticipantsPill() {
  const { i18n } = useLingui();
  const count = formatters(i18n.locale as Language).number(useActiveParticipants());
  return (
    <p className="participants-pill">
      <span className="participants-pill__dot" aria-hidden="true" />
      <span>
        <Trans>
          <strong className="participants-pill__count">{count}</strong> people active now
        </Trans>
      </span>
    </p>
  );
}
