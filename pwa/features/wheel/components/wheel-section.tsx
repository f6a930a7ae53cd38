import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Language } from '#shared/constants.ts';
import type { SpinResult } from '#shared/wheel/responses.ts';
import { COINS_PER_MEMBERSHIP_MONTH, DRAW_MIN_PARTICIPANTS } from '#shared/wheel/constants.ts';
import { WHEEL_SEGMENTS } from '#shared/wheel/fairness.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useApplySpin, useRecentWinners, useRefreshWheel, useSpin, useSpinHistory, useSpinStatus } from '../api/wheel.ts';
import { WheelCanvas, type WheelCanvasHandle } from './wheel-canvas.tsx';
import { WheelClock } from './wheel-clock.tsx';
import '../wheel.css';

/** Spec 000 §9 timings (ms). */
export const WHEEL_TIMINGS = { freeSpin: 4200, landing: 3000, result: 5000 } as const;

/** Dot colour of a history entry by coins won (spec 000 §2): 0 grey, ≤ 10 blue, ≤ 50 green, more yellow. */
export function historyDot(coins: number): 'grey' | 'blue' | 'green' | 'yellow' {
  if (coins === 0) return 'grey';
  if (coins <= 10) return 'blue';
  if (coins <= 50) return 'green';
  return 'yellow';
}

/** "H h M m" until the next spin. */
function useUntil(seconds: number) {
  const { t } = useLingui();
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return t`${h} h ${m} m`;
}

/** The signed-in member's wheel: clock, canvas, spin button, status, balance, history. */
function MemberWheel() {
  const { t, i18n } = useLingui();
  const fmt = formatters(i18n.locale as Language);
  const status = useSpinStatus();
  const history = useSpinHistory();
  const spin = useSpin();
  const refresh = useRefreshWheel();
  const applySpin = useApplySpin();
  const wheel = useRef<WheelCanvasHandle>(null);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [segment, setSegment] = useState(0);
  const until = useUntil(status.data?.timeToNextSpin ?? 0);

  // The answer becomes the status at once (the button stays disabled with the time to the next spin) and the
  // history is read again as soon as the wheel has landed; the result stays on screen (spec 000 §2, §4 Spin).
  const onSpin = async () => {
    setSpinning(true);
    setResult(null);
    setFailed(false);
    try {
      const [answer] = await Promise.all([spin.mutateAsync(), wheel.current?.spinFree(WHEEL_TIMINGS.freeSpin)]);
      applySpin(answer);
      if (answer.success && answer.segmentIndex !== null) await wheel.current?.landOn(answer.segmentIndex, WHEEL_TIMINGS.landing, 4 + Math.floor(Math.random() * 3));
      setResult(answer);
      void refresh();
    } catch {
      setFailed(true);
    } finally {
      setSpinning(false);
    }
  };

  if (status.isError) {
    return (
      <div className="wheel__error" role="alert">
        <p><Trans>Error loading status</Trans></p>
        <button type="button" className="btn btn--outline" onClick={() => void status.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  const canSpin = status.data?.canSpin === true;
  const balance = status.data?.balance ?? 0;
  const disabled = spinning || spin.isPending || status.isLoading || !canSpin;
  const segmentCoins = WHEEL_SEGMENTS[segment] ?? 0;
  const coinsMessage = (r: SpinResult) => (r.prize > 0 ? t`You won ${r.prize} coins!` : t`No win this time`);

  return (
    <div className="wheel__member">
      <WheelClock />
      <div className="wheel__stage">
        <WheelCanvas ref={wheel} label={t`Wheel with six segments: ${WHEEL_SEGMENTS.join(', ')} coins`} onSegment={setSegment} />
      </div>
      <button type="button" className="btn btn--gold btn--lg wheel__spin" onClick={() => void onSpin()} disabled={disabled}>
        {spinning ? <Trans>Spinning…</Trans> : <Trans>Spin the wheel</Trans>}
      </button>
      <p className="wheel__message" role="status" aria-live="polite">
        {result && (result.success ? coinsMessage(result) : t`You have already spun today. Try again tomorrow!`)}
        {result?.subscriptionReady && <strong className="wheel__ready"> <Trans>Subscription Ready: your coins added a month of membership.</Trans></strong>}
        {!result && failed && <Trans>Something went wrong. Please try again.</Trans>}
      </p>
      {!spinning && status.data && !canSpin ? (
        <p className="wheel__next" role="status">
          <Trans>Today's chance is used — next spin in {until}.</Trans>
        </p>
      ) : null}
      <dl className="wheel__facts">
        <div>
          <dt><Trans>Coins</Trans></dt>
          <dd>{fmt.number(balance)}</dd>
        </div>
        <div>
          <dt><Trans>Balance credit</Trans></dt>
          <dd>{fmt.money(balance)}</dd>
        </div>
        <div className="wheel__segment">
          <dt><Trans>At the pointer</Trans></dt>
          <dd><Trans>{segmentCoins} coins</Trans></dd>
        </div>
        <div>
          <dt><Trans>Months of membership earned</Trans></dt>
          <dd>{fmt.number(status.data?.membershipMonthsEarned ?? 0)}</dd>
        </div>
      </dl>
      <h3 className="wheel__subtitle" id="wheel-history-title"><Trans>Your spins</Trans></h3>
      {history.data && history.data.history.length === 0 && <p><Trans>No spins yet.</Trans></p>}
      <ul className="wheel__history" aria-labelledby="wheel-history-title">
        {history.data?.history.map((h) => (
          <li key={h.id}>
            <span className={`wheel__dot wheel__dot--${historyDot(h.coinsWon)}`} aria-hidden="true" />
            <span>{fmt.date(h.day)}</span>
            <span><Trans>{h.coinsWon} coins</Trans></span>
            {h.kind === 'draw' ? (
              <span className="badge wheel__draw-win">
                <Trans>Draw win</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Recent draw winners (first name and initial), refreshed every 30 s. */
function RecentWinners() {
  const { i18n } = useLingui();
  const winners = useRecentWinners();
  if (!winners.data?.length) return null;
  const fmt = formatters(i18n.locale as Language);
  return (
    <div className="wheel__winners">
      <h3 className="wheel__subtitle"><Trans>Recent winners</Trans></h3>
      <ul>
        {winners.data.map((w) => (
          <li key={w.ticketId}>
            {w.name} · {fmt.date(w.winDate)} · <Trans>{w.coins} coins</Trans>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The daily spinning wheel on the home page (spec 000 §2, §4 Spin and Coin rewards, §8 Wheel, §9; issue 18
 * item 4): a login card for guests; for members the 300 px wheel (4.2 s free spin, then the server's segment with
 * a 3 s landing; the result then stays, the button stays disabled with the time to the next spin, and the history
 * shows the spin at once; status every 60 s), the segment at the pointer, the UK and Sri Lanka clocks, balance,
 * history (spins and draw wins), the rules with the free-draw statement, recent winners and the fairness check.
 */
export function WheelSection() {
  // `unknown` (the pre-rendered page and its hydration) renders like a guest, so hydration matches the HTML.
  const session = useSession();
  const coinsPerMonth = COINS_PER_MEMBERSHIP_MONTH;
  const minimum = DRAW_MIN_PARTICIPANTS;
  return (
    <section id="daily-wheel" className="section wheel" aria-labelledby="wheel-title">
      {/* #daily-game: the spec's name for this anchor (spec 000 §1 links); #daily-wheel stays for links made before */}
      <div className="container" id="daily-game">
        <h2 id="wheel-title" className="section__title"><Trans>Daily coin wheel</Trans></h2>
        <p className="section__lead"><Trans>One free spin every day. Coins add up to free months of membership.</Trans></p>
        <div className="wheel__layout">
          {session.status === 'member' ? (
            <MemberWheel />
          ) : (
            <div className="wheel__guest card">
              <p><Trans>Log in to spin the wheel and collect coins.</Trans></p>
              <Link to="/auth" search={{ redirect: '/#daily-wheel' }} className="btn btn--gold"><Trans>Log in</Trans></Link>
            </div>
          )}
          <aside className="wheel__rules card">
            <h3 className="wheel__subtitle"><Trans>Rules</Trans></h3>
            <ul>
              <li><Trans>One free spin per member each day (UK calendar day).</Trans></li>
              <li><Trans>Every {coinsPerMonth} coins give one month of membership; 100 coins are worth £1.</Trans></li>
              <li><Trans>At 6 PM UK time, when at least {minimum} members have spun that day, one of them wins 100 coins in a free draw.</Trans></li>
              <li><Trans>Entry is free: a paid membership never gives extra entries.</Trans></li>
              <li><Trans>Winners are told by e-mail; our team contacts them within 24 hours.</Trans></li>
            </ul>
            <Link to="/wheel-fairness" className="wheel__fair-link"><Trans>How we prove the wheel is fair</Trans></Link>
          </aside>
        </div>
        <RecentWinners />
      </div>
    </section>
  );
}
