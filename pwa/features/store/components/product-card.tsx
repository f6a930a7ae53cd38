import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import type { StoreProduct } from '#shared/store/responses.ts';
import { STORE_LIMITS } from '#shared/store/constants.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { formatters } from '../../../lib/i18n/format.ts';
import { setBasketQuantity } from '../api/basket.ts';
import { STORE_UNIT_LABELS } from '../labels.ts';
import { PhotoViewer } from './photo-viewer.tsx';

/** A quantity counter: − n +, between `min` and `max` (spec 001 §4: starts at 1). */
export function QuantityCounter({ value, onChange, label, min = STORE_LIMITS.quantityMin, max = STORE_LIMITS.quantityMax }: { value: number; onChange: (n: number) => void; label: string; min?: number; max?: number }) {
  const { t } = useLingui();
  return (
    <span className="qty" role="group" aria-label={label}>
      <button type="button" onClick={() => onChange(value - 1)} disabled={value <= min} aria-label={t`Fewer`}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={t`More`}>
        +
      </button>
    </span>
  );
}

/** Draws a product's contact area (the route passes the payments feature's "View contact"). */
export type RenderProductContact = (product: StoreProduct) => ReactNode;

/**
 * A product of the store grid (spec 001 §2 Tamil store section, §4): its first photo (320 px WebP, the 960 px one on
 * wide screens; size reserved, lazy below the fold, a placeholder when it fails), the name in both languages,
 * weight and price in the seller's currency (decision 170), a quantity counter with "Add to basket" (which sets the
 * line's quantity — guests too: the basket is the device's, spec 001 §3), and the
 * seller's contact behind paid access (`renderContact`, the payments feature's "View contact"). `inBasket` is the
 * line's quantity.
 */
export function ProductCard({
  product,
  inBasket,
  eager = false,
  onDelete,
  renderContact,
}: {
  product: StoreProduct;
  inBasket?: number | undefined;
  eager?: boolean;
  onDelete?: (() => void) | undefined;
  renderContact?: RenderProductContact | undefined;
}) {
  const { t, i18n } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const [viewing, setViewing] = useState(false);
  const [broken, setBroken] = useState(false);
  const format = formatters(i18n.locale as Language);
  const photo = product.photos[0];
  const title = i18n.locale === 'ta' && product.tamilName ? product.tamilName : product.name;
  const other = i18n.locale === 'ta' ? product.name : product.tamilName;
  const add = async () => {
    await setBasketQuantity(product, quantity);
    toast({ title: t`Added to basket`, description: t`${quantity} × ${title}` });
  };
  return (
    <li className="card store-card">
      {photo && !broken ? (
        <button type="button" className="store-card__photo" onClick={() => setViewing(true)} aria-label={t`Photos of ${title} (${product.photos.length})`}>
          <img
            src={photo.variants.w320.url}
            srcSet={`${photo.variants.w320.url} ${photo.variants.w320.width}w, ${photo.variants.w960.url} ${photo.variants.w960.width}w`}
            sizes="(min-width: 60rem) 20rem, (min-width: 30rem) 45vw, 90vw"
            width={photo.variants.w320.width}
            height={photo.variants.w320.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            alt=""
            onError={() => setBroken(true)}
          />
        </button>
      ) : (
        <div className="store-card__noimage" aria-hidden="true">
          <Trans>No photo</Trans>
        </div>
      )}
      <h3 className="store-card__name">{title}</h3>
      {other && <p className="store-card__sub">{other}</p>}
      <p className="store-card__sub">
        {product.weight} {i18n._(STORE_UNIT_LABELS[product.unit])} · {product.location}
      </p>
      <p className="store-card__price">{format.money(product.pricePaise, product.currency)}</p>
      <div className="store-card__buy">
        <QuantityCounter value={quantity} onChange={setQuantity} label={t`Quantity of ${title}`} />
        <button type="button" className="btn btn--primary btn--sm" onClick={() => void add()}>
          <Trans>Add to basket</Trans>
        </button>
      </div>
      {inBasket ? (
        <p className="store-card__sub">
          <Trans>In your basket: {inBasket}</Trans>
        </p>
      ) : null}
      <p className="store-card__sub">
        <Trans>Seller: {product.contactName}</Trans>
      </p>
      {renderContact?.(product)}
      {onDelete && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDelete}>
          <Trans>Delete product</Trans>
        </button>
      )}
      {viewing && <PhotoViewer photos={product.photos} name={title} onClose={() => setViewing(false)} />}
    </li>
  );
}
