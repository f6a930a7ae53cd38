import { useId, useState, type ReactNode } from 'react';
import './list-page.css';
import { Plural, Trans } from '@lingui/react/macro';

/**
 * How many of a list's applied filters are set: each key whose value is not undefined, null or '' (a `false` — e.g.
 * "waiting for an answer" — is a filter too). The count the filter button shows (decision 172).
 */
export function countActiveFilters(filters: object): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== null && value !== '').length;
}

/** The number of applied filters as a badge inside a filter button (nothing when none): "(2 filters applied)" to a screen reader. */
export function FilterCount({ count }: { count: number }) {
  if (count === 0) return null;
  // the space: a word boundary in the button's accessible name ("Filters (2 filters applied)")
  return (
    <>
      {' '}
      <span className="filter-panel__count">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">
          <Plural value={count} one="(# filter applied)" other="(# filters applied)" />
        </span>
      </span>
    </>
  );
}

/**
 * A list page's search and filters (decision 172): on a phone (below 48 rem) they fold behind one "Filters" button
 * that shows how many filters are applied, so the first listing is on the first screen; from 48 rem they are always
 * shown and the button is not. Folded is the state of the pre-rendered HTML too (decision 155): the first paint
 * shows the same screen the app hydrates, and the CSS alone decides by width (styles/app.css `.filter-panel`).
 * `activeCount`: the applied filters (see {@link countActiveFilters}); `children`: the form or chips.
 */
export function FilterPanel({ activeCount, children, className }: { activeCount: number; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className={className ? `filter-panel ${className}` : 'filter-panel'} data-open={open}>
      <button type="button" className="btn btn--secondary filter-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)}>
        <svg className="btn__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Trans>Search and filters</Trans>
        <FilterCount count={activeCount} />
      </button>
      <div id={bodyId} className="filter-panel__body">
        {children}
      </div>
    </div>
  );
}
