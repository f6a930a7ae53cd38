import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { verifySpin } from '#shared/wheel/fairness.ts';
import { useSession } from '../../../lib/session.ts';
import { useFairness, useSpinHistory } from '../api/wheel.ts';
import { DrawCheck } from './draw-check.tsx';
import '../wheel.css';

/** Verifies one past spin in the browser with the shared function: the seed against its commitment, the segment. */
function VerifyForm() {
  const { t } = useLingui();
  const fairness = useFairness();
  const { user } = useSession();
  const history = useSpinHistory();
  const [outcome, setOutcome] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const day = String(form.get('day') ?? '');
    const userId = String(form.get('userId') ?? '').trim();
    const segmentText = String(form.get('segment') ?? '').trim();
    const segmentIndex = Number(segmentText);
    if (!userId) {
      setOutcome(t`Enter the member id of the spin to check.`);
      return;
    }
    if (!/^[0-5]$/.test(segmentText)) {
      setOutcome(t`The segment is a whole number from 0 to 5.`);
      return;
    }
    const revealed = fairness.data?.revealed.find((r) => r.day === day);
    if (!revealed) {
      setOutcome(t`That day's seed is not revealed yet: seeds are published the day after.`);
      return;
    }
    const check = verifySpin({ seedHex: revealed.seed, commitment: revealed.commitment, userId, day, segmentIndex });
    setOutcome(check.seedMatchesCommitment && check.segmentMatches ? t`Verified: the seed matches the published commitment and gives this segment.` : t`Not verified: the seed or the segment does not match.`);
  };

  const days = fairness.data?.revealed.map((r) => r.day) ?? [];
  const lastSpin = history.data?.history.find((h) => days.includes(h.day));
  // The fields are prefilled (uncontrolled defaults) from answers that arrive after the first render — the session,
  // the revealed days, the member's last spin: the form starts afresh with them when they arrive.
  const prefill = `${user?.id ?? ''}|${days.length}|${lastSpin?.day ?? ''}`;
  return (
    // noValidate: the browser's own popups would speak the browser's language, not the member's (decision 178)
    <form key={prefill} className="fairness__form card" onSubmit={onSubmit} noValidate>
      <label>
        <span><Trans>Day (UK)</Trans></span>
        <select name="day" defaultValue={lastSpin?.day ?? days[0]}>
          {days.map((d) => (
            <option key={d} value={d}>{d}</option>
          ))}
        </select>
      </label>
      <label>
        <span><Trans>Member id</Trans></span>
        <input name="userId" defaultValue={user?.id ?? ''} autoComplete="off" />
      </label>
      <label>
        <span><Trans>Segment (0–5)</Trans></span>
        <input name="segment" type="number" inputMode="numeric" min={0} max={5} defaultValue={lastSpin ? [0, 5, 10, 20, 50, 100].indexOf(lastSpin.coinsWon) : 0} required />
      </label>
      <button type="submit" className="btn btn--gold"><Trans>Check</Trans></button>
      {outcome && <p role="status">{outcome}</p>}
    </form>
  );
}

/**
 * /wheel-fairness (decision 161): how an outcome is derived, how a draw is checked (in the
 * browser, or with scripts/verify-draw.ts), today's commitment, the revealed seeds of past days and in-browser
 * checks of a past spin and a past draw with shared/wheel/fairness.ts.
 */
export function FairnessPage() {
  const fairness = useFairness();
  return (
    <div className="container container--narrow fairness">
      <h1><Trans>How the wheel stays fair</Trans></h1>
      <p><Trans>Each UK day has a secret random seed. Before the first spin we publish its SHA-256 fingerprint (the commitment), so the seed cannot be changed later.</Trans></p>
      <p><Trans>Your segment is computed from HMAC-SHA256 of the seed with your member id and the day, mapped without bias onto the published chances: 0 coins 30%, 5 coins 30%, 10 coins 20%, 20 coins 12%, 50 coins 6%, 100 coins 2%. The 6 PM draw uses the same seed to pick one participant.</Trans></p>
      <p><Trans>The day after, we reveal the seed. Anyone can then recompute every spin and the draw of that day.</Trans></p>
      <h2><Trans>How to check a draw</Trans></h2>
      <p><Trans>With the seed we publish the draw's list: one entry per member who spun that day, made from the member's id with the seed (HMAC-SHA256), so the list names nobody. The entries are sorted and the seed picks the winning position among them. Each member can find their own entry with their member id.</Trans></p>
      <p><Trans>To check a day without trusting this page, run the script scripts/verify-draw.ts from our source code. It needs only Node.js and its built-in cryptography. SITE is this site's address, DAY the day (YYYY-MM-DD), and MEMBER_ID your member id, if you want it to find your entry:</Trans></p>
      <p><code>node scripts/verify-draw.ts SITE DAY [MEMBER_ID]</code></p>
      {fairness.data && (
        <>
          <h2><Trans>Today's commitment</Trans></h2>
          <p className="fairness__hash"><code>{fairness.data.today.commitment}</code></p>
          <h2><Trans>Check a past spin</Trans></h2>
          <VerifyForm />
          <h2><Trans>Check a past draw</Trans></h2>
          <DrawCheck revealed={fairness.data.revealed} />
          <h2><Trans>Revealed seeds</Trans></h2>
          <ul className="fairness__seeds">
            {fairness.data.revealed.map((r) => (
              <li key={r.day}>
                <strong>{r.day}</strong> <code>{r.seed}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
