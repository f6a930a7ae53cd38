import { Trans } from '@lingui/react/macro';
import { TAXI_RESPONSE_HOURS } from '#shared/constants.ts';

/** A small decorative line icon (24×24 outline paths), so no icon font or emoji font is needed. */
function Icon({ d }: { d: string }) {
  return (
    <svg className="taxi-info__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const CLOCK = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2';
const LOCK = 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3';
const SHIELD = 'M12 3l8 3v6c0 4.5-3.4 8-8 9c-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5l4.5-5';

/** The three info cards of the taxi header: quick response, privacy, trusted (spec 000 §2 Taxi, §9). */
export function TaxiInfoCards() {
  const hours = TAXI_RESPONSE_HOURS;
  return (
    <ul className="taxi-info list-page__after" role="list">
      <li className="card taxi-info__card">
        <Icon d={CLOCK} />
        <h3 className="taxi-info__title">
          <Trans>Quick response</Trans>
        </h3>
        <p className="taxi-info__text">
          <Trans>We respond to every request within {hours} hours.</Trans>
        </p>
      </li>
      <li className="card taxi-info__card">
        <Icon d={LOCK} />
        <h3 className="taxi-info__title">
          <Trans>Privacy</Trans>
        </h3>
        <p className="taxi-info__text">
          <Trans>Guests never see contact numbers: only the person who posted, the admin and members who have paid for contact access do.</Trans>
        </p>
      </li>
      <li className="card taxi-info__card">
        <Icon d={SHIELD} />
        <h3 className="taxi-info__title">
          <Trans>Trusted</Trans>
        </h3>
        <p className="taxi-info__text">
          <Trans>Drivers and travellers from our own Tamil community.</Trans>
        </p>
      </li>
    </ul>
  );
}
