import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { INTL_LOCALE, type Language } from '#shared/constants.ts';

/** Ticks every second (spec 000 §2: a clock that ticks each second). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** Today's date and the time in the UK (the draw's clock) and in Sri Lanka, side by side. */
export function WheelClock() {
  const { i18n } = useLingui();
  const now = useNow();
  const locale = INTL_LOCALE[i18n.locale as Language] ?? 'en-GB';
  const time = (timeZone: string) => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(now);
  const date = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/London', dateStyle: 'full' }).format(now);
  return (
    <div className="wheel__clock">
      <p className="wheel__date">{date}</p>
      <dl className="wheel__times">
        <div>
          <dt><Trans>UK time</Trans></dt>
          <dd><time>{time('Europe/London')}</time></dd>
        </div>
        <div>
          <dt><Trans>Sri Lanka time</Trans></dt>
          <dd><time>{time('Asia/Colombo')}</time></dd>
        </div>
      </dl>
    </div>
  );
}
