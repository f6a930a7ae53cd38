import { memo, useMemo, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { TaxiRequest } from '#shared/taxi/schemas.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useTaxiRequests } from '../api/get-taxi-requests.ts';
import { uiLanguage } from './taxi-labels.ts';
import { TaxiFacts, TaxiPostedAndContact, YourRequestBadge, type Formatters } from './taxi-facts.tsx';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';

/** Placeholder cards while the first page loads; they reserve the list's space so nothing jumps. */
const SKELETON_CARDS = 3;

/**
 * Renders a request's contact area (spec 000 §4 Contact access: the number, or "View Contact (£1)"). Route files
 * pass the payments feature's component here; a feature never imports another feature.
 */
export type RenderTaxiContact = (item: TaxiRequest) => ReactNode;

/**
 * The taxi request list (spec 000 §2 Taxi): the count (`total`), a scrollable list with a maximum height, loading,
 * empty and error states, and "Load more" while the server has a next page. Each card's contact area comes from
 * `renderContact`; without it, a number the server sent is shown as text.
 */
export function TaxiList({ renderContact }: { renderContact?: RenderTaxiContact } = {}) {
  const { t, i18n } = useLingui();
  const list = useTaxiRequests();
  const { query, rows: items, total } = list;
  const language = uiLanguage(i18n);
  const format = useMemo(() => formatters(language), [language]);

  if (list.isLoading) {
    return (
      <div className="taxi-list" aria-busy="true">
        <p className="taxi-list__count taxi-skeleton__line" aria-hidden="true" />
        <div className="list-scroll taxi-list__scroll">
          <ul className="taxi-list__items" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className="card taxi-card taxi-card--skeleton" />
            ))}
          </ul>
        </div>
        <p className="visually-hidden" role="status">
          <Trans>Loading taxi requests…</Trans>
        </p>
      </div>
    );
  }

  if (query.isError && items.length === 0) {
    return (
      <div className="taxi-list">
        <div className="empty-state taxi-list__error" role="alert">
          <p>
            <Trans>Could not load taxi requests.</Trans> {describeError(query.error, msg`Please try again.`)}
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <Trans>Retry</Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="taxi-list">
      {list.isStale && list.savedAt !== undefined && <SavedOnNotice savedAt={list.savedAt} />}
      <p className="taxi-list__count" aria-live="polite">
        <Plural value={total} one="# taxi request" other="# taxi requests" />
      </p>
      {items.length === 0 ? (
        <p className="empty-state">
          <Trans>No taxi services yet</Trans>
        </p>
      ) : (
        <div className="list-scroll taxi-list__scroll" role="region" aria-label={t`Taxi requests`} tabIndex={0}>
          <ul className="taxi-list__items" role="list">
            {items.map((item) => (
              <TaxiCard key={item.id} item={item} format={format} renderContact={renderContact} />
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <p className="field__error taxi-list__more-error" role="alert">
              {describeError(query.error, msg`Could not load more requests.`)}
            </p>
          )}
          {query.isRefetchError && (
            <p className="field__error taxi-list__more-error" role="alert">
              {describeError(query.error, msg`Could not refresh the list.`)}{' '}
              <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
                <Trans>Retry</Trans>
              </button>
            </p>
          )}
          {query.hasNextPage && (
            <button
              type="button"
              className="btn btn--secondary taxi-list__more"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** One taxi request: its route (a link to its page), the facts, notes, when it was posted and the contact area. */
const TaxiCard = memo(function TaxiCard({ item, format, renderContact }: { item: TaxiRequest; format: Formatters; renderContact?: RenderTaxiContact | undefined }) {
  const { t } = useLingui();
  const headingId = `taxi-${item.id}`;
  const from = item.fromLocation;
  const to = item.toLocation;
  return (
    <li className="taxi-card card">
      <article aria-labelledby={headingId}>
        <header className="taxi-card__header">
          <h3 className="taxi-card__route" id={headingId} aria-label={t`From ${from} to ${to}`}>
            <Link to="/taxi-services/$id" params={{ id: item.id }} className="taxi-card__link">
              <span>{from}</span> <span aria-hidden="true">→</span> <span>{to}</span>
            </Link>
          </h3>
          <YourRequestBadge item={item} />
        </header>
        <TaxiFacts item={item} format={format} />
        <TaxiPostedAndContact item={item} format={format} renderContact={renderContact} />
      </article>
    </li>
  );
});
