import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { Fairness } from '#shared/wheel/responses.ts';
import { verifyDraw } from '#shared/wheel/fairness.ts';
import { useSession } from '../../../lib/session.ts';
import { useDrawProof } from '../api/wheel.ts';

/** One line of the check: what was checked, and whether it held. */
function CheckLine(props: { ok: boolean | null; children: ReactNode }) {
  const { t } = useLingui();
  if (props.ok === null) return null;
  return (
    <li>
      <span className={props.ok ? 'fairness__ok' : 'fairness__fail'}>{props.ok ? t`Yes` : t`No`}</span> {props.children}
    </li>
  );
}

/** The recomputation of one day's published draw in the browser, with shared/wheel/fairness.ts. */
function DrawResult(props: { day: string }) {
  const proof = useDrawProof(props.day);
  const { user } = useSession();
  if (proof.isPending) return <p role="status"><Trans>Loading the draw…</Trans></p>;
  if (proof.isError) return <p role="status"><Trans>The list of this draw is not published.</Trans></p>;
  const data = proof.data;
  const check = verifyDraw(data, user?.id);
  const position = data.winnerIndex === null ? null : data.winnerIndex + 1;
  const participants = data.entries.length;
  const ticket = data.ticketId ?? '';
  return (
    <div role="status">
      <p>
        {position === null ? (
          <Trans>{participants} entries; too few for a draw, so nobody won.</Trans>
        ) : (
          <Trans>{participants} entries; the seed picks entry number {position}, ticket {ticket}.</Trans>
        )}
      </p>
      <ul className="fairness__checks">
        <CheckLine ok={check.seedMatchesCommitment}><Trans>The seed matches the commitment published that morning.</Trans></CheckLine>
        <CheckLine ok={data.version >= 2 ? check.entriesSorted : null}><Trans>The entries are in sorted order, so nobody chose their order.</Trans></CheckLine>
        <CheckLine ok={check.winnerMatches}><Trans>The seed picks the published winner from this list.</Trans></CheckLine>
        <CheckLine ok={check.memberIncluded}><Trans>Your own entry is in the list.</Trans></CheckLine>
      </ul>
      {data.version < 2 && (
        <p className="fairness__note">
          <Trans>This day was drawn before the lists were published: its entries are in the order of the member ids we used then, which the list does not show, so their order cannot be checked.</Trans>
        </p>
      )}
      {data.winnerEntry && (
        <p className="fairness__hash">
          <Trans>Winning entry:</Trans> <code>{data.winnerEntry}</code>
        </p>
      )}
    </div>
  );
}

/**
 * Checking a past day's 6 PM draw (docs/decisions/161-email-change-and-draw-proof.md): pick a day whose draw list is
 * published and the browser recomputes it — the seed against its commitment, the sorted entries, the winner's
 * position — and, for a signed-in member, whether their own entry is in it. The same check runs outside the
 * site with `node scripts/verify-draw.ts`.
 */
export function DrawCheck(props: { revealed: Fairness['revealed'] }) {
  const days = props.revealed.filter((r) => r.draw?.proof).map((r) => r.day);
  const [day, setDay] = useState<string | null>(null);
  if (days.length === 0) {
    return (
      <p>
        <Trans>No draw list is published yet: each one appears the day after its draw.</Trans>
      </p>
    );
  }
  return (
    <div className="fairness__form card">
      <label>
        <span><Trans>Draw of the day (UK)</Trans></span>
        <select value={day ?? ''} onChange={(e) => setDay(e.target.value || null)}>
          <option value="">—</option>
          {days.map((d) => (
            <option key={d} value={d}>{d}</option>
          ))}
        </select>
      </label>
      {day && <DrawResult day={day} />}
    </div>
  );
}
