import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { STORE_CURRENCY } from '#shared/store/constants.ts';
import { totalsByCurrency } from '#shared/store/money.ts';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatters } from '../../../lib/i18n/format.ts';
import { useRetryableLazy } from '../../../lib/use-retryable-lazy.ts';
import { changeBasketLine, removeBasketLine, type Basket } from '../api/basket.ts';
import { STORE_UNIT_LABELS } from '../labels.ts';
import { QuantityCounter } from './product-card.tsx';

/** The quote form (form kit, validation) is its own chunk, fetched when the buyer opens it. */
const loadQuoteForm = () => import('./quote-form.tsx').then((m) => m.QuoteForm);

/**
 * The basket (spec 001 §4 Basket): each line with its photo, name, price and a counter (decreasing at 1 removes
 * it), "Remove", the estimated total in each seller currency, and "Request a quote" that opens the quote form. Drawn from the
 * device, so it works with no network.
 */
export function BasketPanel({ basket }: { basket: Basket }) {
  const { t, i18n } = useLingui();
  const [quoting, setQuoting] = useState(false);
  const quoteForm = useRetryableLazy(loadQuoteForm);
  const format = formatters(i18n.locale as Language);
  // one total per currency: products of sellers in different countries are never added together (decision 170)
  const totals = totalsByCurrency(basket.map((l) => ({ currency: l.product.currency ?? STORE_CURRENCY, amount: l.product.pricePaise * l.quantity })))
    .map((x) => format.money(x.amount, x.currency))
    .join(' + ');
  const count = basket.reduce((sum, l) => sum + l.quantity, 0);
  const onFailed = () => {
    toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
    setQuoting(false);
    quoteForm.reset();
  };
  return (
    <section className="card store-basket" id="basket" aria-labelledby="basket-title">
      <h2 id="basket-title">
        <Trans>Your basket ({count})</Trans>
      </h2>
      {basket.length === 0 ? (
        <p>
          <Trans>Your basket is empty. Add products, then ask the sellers for a quote.</Trans>
        </p>
      ) : (
        <>
          <ul className="store-basket__lines">
            {basket.map((line) => {
              const name = i18n.locale === 'ta' && line.product.tamilName ? line.product.tamilName : line.product.name;
              return (
                <li key={line.productId} className="store-basket__line">
                  {line.product.photoUrl ? <img src={line.product.photoUrl} width={48} height={48} alt="" loading="lazy" /> : <span className="store-basket__thumb" aria-hidden="true" />}
                  <span>
                    <strong>{name}</strong> · {line.product.weight} {i18n._(STORE_UNIT_LABELS[line.product.unit])} · {format.money(line.product.pricePaise, line.product.currency ?? STORE_CURRENCY)}
                  </span>
                  <span className="store-basket__controls">
                    <QuantityCounter value={line.quantity} min={0} onChange={(n) => void changeBasketLine(line.productId, n - line.quantity)} label={t`Quantity of ${name}`} />
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => void removeBasketLine(line.productId)}>
                      <Trans>Remove</Trans>
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <p>
            <Trans>Estimated total: {totals} (the sellers confirm prices and delivery)</Trans>
          </p>
          {quoting ? (
            <LoadBoundary key={quoteForm.key} onError={onFailed}>
              <Suspense
                fallback={
                  <p role="status" aria-busy="true">
                    <Trans>Loading…</Trans>
                  </p>
                }
              >
                <quoteForm.Component basket={basket} onDone={() => setQuoting(false)} />
              </Suspense>
            </LoadBoundary>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => setQuoting(true)} onPointerEnter={() => void loadQuoteForm().catch(() => undefined)}>
              <Trans>Request a quote</Trans>
            </button>
          )}
        </>
      )}
    </section>
  );
}
