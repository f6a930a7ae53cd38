import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TaxiRequest } from '#shared/taxi/schemas.ts';
import type { formatters } from '../../../lib/i18n/format.ts';
import { useCountryLabel } from '../../../lib/i18n/country-label.ts';
import { luggageLabel, travelTimeLabel, uiLanguage } from './taxi-labels.ts';

/** The formatters of the UI language (lib/i18n/format.ts). */
export type Formatters = ReturnType<typeof formatters>;

/**
 * A taxi request's facts, shared by the list's card and the detail page: country, passengers, luggage, travel
 * date and time (when set) as a description list, then the notes.
 */
export function TaxiFacts({ item, format }: { item: TaxiRequest; format: Formatters }) {
  const { i18n } = useLingui();
  const country = useCountryLabel(item.fromCountry, uiLanguage(i18n));
  return (
    <>
      <dl className="taxi-card__facts">
        <div>
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>{country}</dd>
        </div>
        <div>
          <dt>
            <Trans>Passengers</Trans>
          </dt>
          <dd>{format.number(item.passengerCount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Luggage</Trans>
          </dt>
          <dd>{luggageLabel(i18n, item.luggageWeight)}</dd>
        </div>
        {item.travelDate && (
          <div>
            <dt>
              <Trans>Travel date</Trans>
            </dt>
            <dd>
              <time dateTime={item.travelDate}>{format.date(item.travelDate)}</time>
            </dd>
          </div>
        )}
        {item.travelTime && (
          <div>
            <dt>
              <Trans>Time</Trans>
            </dt>
            <dd>{travelTimeLabel(i18n, item.travelTime)}</dd>
          </div>
        )}
      </dl>
      {item.additionalNotes && <p className="taxi-card__notes">{item.additionalNotes}</p>}
    </>
  );
}

/** "Your request" for the request's own poster (nothing for anyone else). */
export function YourRequestBadge({ item }: { item: TaxiRequest }) {
  if (!item.isMine) return null;
  return (
    <span className="badge">
      <Trans>Your request</Trans>
    </span>
  );
}

/**
 * The foot of a taxi request, in the list and on its page: when it was posted (date and time in the UI
 * language) and the contact area — what `renderContact` renders ("View Contact (£1)" or the number), else the
 * number the server sent, if any.
 */
export function TaxiPostedAndContact({ item, format, renderContact }: { item: TaxiRequest; format: Formatters; renderContact?: ((item: TaxiRequest) => ReactNode) | undefined }) {
  const posted = format.dateTime(item.createdAt);
  return (
    <footer className="taxi-card__footer">
      <span className="taxi-card__posted">
        <Trans>
          Posted <time dateTime={item.createdAt}>{posted}</time>
        </Trans>
      </span>
      <span className="taxi-card__contact">{renderContact ? renderContact(item) : item.contactNumber}</span>
    </footer>
  );
}
