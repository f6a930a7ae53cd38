import '../store.css';
import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { STORE_CATEGORIES, type StoreCategory } from '#shared/store/constants.ts';
import type { StoreProduct } from '#shared/store/responses.ts';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useRetryableLazy } from '../../../lib/use-retryable-lazy.ts';
import { useBasket } from '../api/basket.ts';
import { QUOTE_OUTBOX_KIND } from '../api/keys.ts';
import { useDeleteProduct, useStoreProducts, type StoreFilters } from '../api/store-api.ts';
import { STORE_CATEGORY_LABELS } from '../labels.ts';
import { BasketPanel } from './basket-panel.tsx';
import { ProductCard, type RenderProductContact } from './product-card.tsx';
import { useLoginFirst } from './login-first.ts';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';
import { countActiveFilters, FilterPanel } from '../../../components/ui/filter-panel.tsx';

/** The add-product form (form kit, uploads) is its own chunk, fetched when a member opens it. */
const loadAddProductForm = () => import('./add-product-form.tsx').then((m) => m.AddProductForm);

/** Products on the home page's section (the rest on /store); skeleton cards while loading (spec 001 §4). */
const HOME_COUNT = 4;
const SKELETONS = 8;

/** The saved products that match `filters` (offline: filtered on the device, case-insensitive). */
function matchesOffline(p: StoreProduct, f: StoreFilters): boolean {
  const needle = f.search?.toLocaleLowerCase();
  return (!f.category || p.category === f.category) && (!needle || `${p.name} ${p.tamilName ?? ''} ${p.description}`.toLocaleLowerCase().includes(needle));
}

/**
 * The Tamil store (spec 001 §2 Tamil store section, §4; issue 14 item 4): search box, category buttons, a grid of
 * products with photos, quantity and "Add to basket", the seller's contact behind paid access, "Add a product" for
 * members (guests log in and come back; `renderContact` draws the seller's contact), and the basket with the quote request. On the home page
 * (`variant="home"`, anchor #tamil-store) the newest few and a link to /store; offline the saved list and the
 * basket from the device; quote requests waiting to be sent are listed until they are.
 */
export function StoreSection({ variant, renderContact }: { variant: 'home' | 'page'; renderContact?: RenderProductContact }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const [filters, setFilters] = useState<StoreFilters>({});
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const loginFirst = useLoginFirst();
  const addForm = useRetryableLazy(loadAddProductForm);
  const { filtered, offline, query } = useStoreProducts(filters);
  const remove = useDeleteProduct();
  const basket = useBasket();
  const waiting = useOutboxEntries(QUOTE_OUTBOX_KIND).filter((e) => e.status !== 'sent');
  const serverRows = query.data?.pages.flatMap((p) => p.items);
  const useSaved = !filtered || (query.isError && !serverRows);
  const all = useSaved ? offline.rows.filter((p) => matchesOffline(p, filters)) : (serverRows ?? []);
  const rows = variant === 'home' ? all.slice(0, HOME_COUNT) : all;
  const loading = useSaved ? offline.isLoading : query.isPending;
  const failed = useSaved ? offline.query.isError && offline.rows.length === 0 : query.isError;
  const more = useSaved ? offline.query : query;
  const member = hydrated && session.status === 'member';
  const isAdmin = hydrated && session.status === 'member' && session.user.role === 'admin';
  const inBasket = new Map((basket ?? []).map((l) => [l.productId, l.quantity]));
  const basketCount = (basket ?? []).reduce((sum, l) => sum + l.quantity, 0);
  const Heading = variant === 'home' ? 'h2' : 'h1';

  const onAddFailed = () => {
    toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
    setAdding(false);
    addForm.reset();
  };
  const onDelete = (product: StoreProduct) => {
    if (!window.confirm(t`Delete this product and its photos?`)) return;
    remove.mutate(product.id, {
      onSuccess: () => toast({ title: t`Product deleted` }),
      onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Failed to delete the product`), variant: 'destructive' }),
    });
  };

  return (
    <section className="store-section" id={variant === 'home' ? 'tamil-store' : undefined} aria-labelledby="store-heading">
      <header className="store-section__head">
        <div>
          <Heading id="store-heading">
            <Trans>Tamil goods store</Trans>
          </Heading>
          <p className="list-intro">
            <Trans>Rice, spices, vegetables and more from Tamil sellers. Fill your basket and ask the sellers for a quote — no payment on the site.</Trans>
          </p>
        </div>
        <p className="store-section__actions">
          {variant === 'home' ? (
            <Link to="/store" hash="basket" className="btn btn--secondary">
              <Trans>Basket ({basketCount})</Trans>
            </Link>
          ) : (
            <a href="#basket" className="btn btn--secondary">
              <Trans>Basket ({basketCount})</Trans>
            </a>
          )}
          {member ? (
            <button type="button" className="btn btn--primary" aria-expanded={adding} onClick={() => setAdding((a) => !a)} onPointerEnter={() => void loadAddProductForm().catch(() => undefined)}>
              {adding ? <Trans>Close</Trans> : <Trans>Add a product</Trans>}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={loginFirst}>
              <Trans>Add a product</Trans>
            </button>
          )}
          {variant === 'home' && (
            <Link to="/store" className="btn btn--ghost">
              <Trans>All products</Trans>
            </Link>
          )}
        </p>
      </header>
      {member && adding && (
        <LoadBoundary key={addForm.key} onError={onAddFailed}>
          <Suspense
            fallback={
              <p role="status" aria-busy="true">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <addForm.Component onDone={() => setAdding(false)} />
          </Suspense>
        </LoadBoundary>
      )}
      <FilterPanel activeCount={countActiveFilters(filters)}>
      <form
        className="store-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, search: search.trim() || undefined }));
        }}
      >
        <input className="input" type="search" aria-label={t`Search products`} placeholder={t`Search: தக்காளி, thakkali, tomato`} value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="btn btn--secondary">
          <Trans>Search</Trans>
        </button>
      </form>
      <div className="store-categories" role="group" aria-label={t`Categories`}>
        <button type="button" className="chip" aria-pressed={!filters.category} onClick={() => setFilters((f) => ({ ...f, category: undefined }))}>
          <Trans>All</Trans>
        </button>
        {STORE_CATEGORIES.map((c: StoreCategory) => (
          <button key={c} type="button" className="chip" aria-pressed={filters.category === c} onClick={() => setFilters((f) => ({ ...f, category: c }))}>
            {i18n._(STORE_CATEGORY_LABELS[c])}
          </button>
        ))}
      </div>
      </FilterPanel>
      {useSaved && offline.isStale && offline.savedAt !== undefined && <SavedOnNotice savedAt={offline.savedAt} />}
      {waiting.length > 0 && (
        <p className="badge" role="status">
          {waiting.some((e) => e.status === 'failed') ? <Trans>A quote request was not sent — open the basket to try again.</Trans> : <Trans>Quote request waiting to send</Trans>}
        </p>
      )}
      {loading ? (
        <ul className="store-grid" aria-busy="true" aria-label={t`Loading products…`}>
          {Array.from({ length: variant === 'home' ? HOME_COUNT : SKELETONS }, (_, i) => (
            <li key={i} className="card store-card store-card--skeleton" />
          ))}
        </ul>
      ) : failed ? (
        <div className="empty-state" role="alert">
          <p>{describeError(more.error, msg`Failed to load products. Please try again.`)}</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-state">
          <Trans>No products found. Try another word or category.</Trans>
        </p>
      ) : (
        <ul className="store-grid" role="list">
          {rows.map((p, i) => (
            <ProductCard key={p.id} product={p} inBasket={inBasket.get(p.id)} eager={i < 2} onDelete={p.isMine || isAdmin ? () => onDelete(p) : undefined} renderContact={renderContact} />
          ))}
        </ul>
      )}
      {variant === 'page' && more.hasNextPage && (
        <button type="button" className="btn btn--secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
          {more.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
      {variant === 'page' && basket && <BasketPanel basket={basket} />}
    </section>
  );
}
