import '../store.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useBasket } from '../api/basket.ts';

/**
 * The basket count for the site header (spec 001 §4: "count badge in the header"): a compact link to the basket
 * on /store, shown only when the basket holds something (so the header of an empty basket — and the pre-rendered
 * page — stays as it was). Read live from the device, so it also shows offline.
 */
export function BasketBadge() {
  const { t } = useLingui();
  const basket = useBasket();
  const count = (basket ?? []).reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return null;
  return (
    <Link to="/store" hash="basket" className="basket-badge" aria-label={t`Basket: ${count} items`}>
      <svg className="basket-badge__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M5 9h14l-1.5 10.5a1.5 1.5 0 0 1-1.5 1.5H8a1.5 1.5 0 0 1-1.5-1.5L5 9Zm3-1 4-5 4 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="basket-badge__count">{count}</span>
    </Link>
  );
}
