import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../../lib/i18n/i18n.ts';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { countActiveFilters, FilterPanel } from '../filter-panel.tsx';

/** A list page's filters as the pages use them: a draft in the form, the applied filters counted on the button. */
function Filters() {
  const [draft, setDraft] = useState<{ city?: string; kind?: string }>({});
  const [filters, setFilters] = useState(draft);
  return (
    <FilterPanel activeCount={countActiveFilters(filters)}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <input aria-label="City" value={draft.city ?? ''} onChange={(e) => setDraft((d) => ({ ...d, city: e.target.value || undefined }))} />
        <select aria-label="Kind" value={draft.kind ?? ''} onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value || undefined }))}>
          <option value="">Any</option>
          <option value="offer">Offered</option>
        </select>
        <button type="submit">Search</button>
      </form>
    </FilterPanel>
  );
}

describe('FilterPanel (a list page\'s filters folded behind one button on a phone; decision 172)', () => {
  it('starts folded, opens and closes with its button, and counts the applied filters', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Filters />);
    const toggle = screen.getByRole('button', { name: 'Search and filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.closest('.filter-panel')).toHaveAttribute('data-open', 'false');

    await act(() => user.click(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.closest('.filter-panel')).toHaveAttribute('data-open', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('search'));

    // typing is a draft: only applied filters count
    await act(() => user.type(screen.getByRole('textbox', { name: 'City' }), 'Jaffna'));
    expect(screen.getByRole('button', { name: 'Search and filters' })).toBeInTheDocument();
    await act(() => user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'offer'));
    await act(() => user.click(screen.getByRole('button', { name: 'Search' })));
    expect(screen.getByRole('button', { name: 'Search and filters (2 filters applied)' })).toBeInTheDocument();

    await act(() => user.clear(screen.getByRole('textbox', { name: 'City' })));
    await act(() => user.click(screen.getByRole('button', { name: 'Search' })));
    expect(screen.getByRole('button', { name: 'Search and filters (1 filter applied)' })).toHaveAttribute('aria-expanded', 'true');

    await act(() => user.click(screen.getByRole('button', { name: /^Search and filters/ })));
    expect(screen.getByRole('button', { name: /^Search and filters/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says it in Tamil', async () => {
    await renderWithProviders(<FilterPanel activeCount={3}>x</FilterPanel>, { locale: 'ta' });
    expect(screen.getByRole('button').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('is folded in the pre-rendered HTML too (the first paint is the screen the app hydrates)', async () => {
    await activateLanguage('ta');
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <FilterPanel activeCount={0}>filters</FilterPanel>
      </I18nProvider>,
    );
    expect(html).toContain('data-open="false"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('counts set values only: undefined, null and empty text are not filters, false is', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ a: undefined, b: null, c: '', d: 'x', e: false, f: 0 })).toBe(3);
  });
});
