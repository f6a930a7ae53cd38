import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useTaxiRequest } from '../api/get-taxi-request.ts';
import { TaxiFacts, TaxiPostedAndContact, YourRequestBadge } from './taxi-facts.tsx';
import type { RenderTaxiContact } from './taxi-list.tsx';
import { uiLanguage } from './taxi-labels.ts';

/**
 * One taxi request's page (the detail of the list → detail → post pattern; spec 000 §2 Taxi, §7): the route as
 * the page's heading, "your request" for its poster, the facts, when it was posted and the contact area the route
 * passes (`renderContact`: "View Contact (£1)" or the number, as in the list). Offline it shows the copy saved
 * on the device ("Offline — saved copy"); an unknown id gets a not-found message with a way back to the list.
 */
export function TaxiDetail({ id, renderContact }: { id: string; renderContact?: RenderTaxiContact }) {
  const { t, i18n } = useLingui();
  const { item, isLoading, isStale, isNotFound, query } = useTaxiRequest(id);
  const language = uiLanguage(i18n);
  const format = useMemo(() => formatters(language), [language]);

  if (isLoading) {
    return (
      <div className="taxi-detail" aria-busy="true">
        <div className="card taxi-card taxi-card--skeleton" aria-hidden="true" />
        <p className="visually-hidden" role="status">
          <Trans>Loading taxi request…</Trans>
        </p>
      </div>
    );
  }
  if (!item) {
    return (
      <div className="taxi-detail empty-state" role="alert">
        <h1 className="taxi-detail__title">{isNotFound ? <Trans>This taxi request does not exist</Trans> : <Trans>Could not load this taxi request.</Trans>}</h1>
        <p>{isNotFound ? <Trans>It may have been removed. The list shows every open request.</Trans> : describeError(query.error, msg`Please try again.`)}</p>
        <p className="taxi-detail__actions">
          {!isNotFound && (
            <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <Trans>Retry</Trans>
            </button>
          )}
          <Link to="/taxi-services" className="btn btn--primary">
            <Trans>All taxi requests</Trans>
          </Link>
        </p>
      </div>
    );
  }

  const from = item.fromLocation;
  const to = item.toLocation;
  return (
    <article className="taxi-detail card" aria-labelledby="taxi-detail-title">
      {isStale && (
        <p className="taxi-list__saved" role="status">
          <Trans>Offline — saved copy</Trans>
        </p>
      )}
      <header className="taxi-card__header">
        <h1 id="taxi-detail-title" className="taxi-detail__title" aria-label={t`From ${from} to ${to}`}>
          <span>{from}</span> <span aria-hidden="true">→</span> <span>{to}</span>
        </h1>
        <YourRequestBadge item={item} />
      </header>
      <TaxiFacts item={item} format={format} />
      <TaxiPostedAndContact item={item} format={format} renderContact={renderContact} />
    </article>
  );
}
