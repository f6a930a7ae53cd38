import { STORE_LIMITS } from '#shared/store/constants.ts';
import type { StoreProduct } from '#shared/store/responses.ts';
import type { BasketLine } from '../../../lib/offline/db.ts';
import { deviceDb } from '../../../lib/offline/device-db.ts';
import { useDeviceQuery } from '../../../lib/offline/hooks.ts';
import { keepPhoto } from '../../../lib/offline/photo-cache.ts';

/**
 * What a basket line keeps of its product to draw the basket with no network (spec 001 §3 Basket line): names,
 * price in paise, weight and unit, the grid photo. The server re-reads every product when the quote is sent.
 */
export interface BasketProduct {
  name: string;
  tamilName: string | null;
  pricePaise: number;
  /** The product's currency (decision 170); absent on lines saved before, which were INR. */
  currency?: string;
  weight: string;
  unit: StoreProduct['unit'];
  photoUrl: string | null;
}

/** A basket line with its product snapshot. */
export type Basket = (Omit<BasketLine, 'data'> & { product: BasketProduct })[];

const snapshot = (p: StoreProduct): BasketProduct => ({
  name: p.name,
  tamilName: p.tamilName,
  pricePaise: p.pricePaise,
  currency: p.currency,
  weight: p.weight,
  unit: p.unit,
  photoUrl: p.photos[0]?.variants.w320.url ?? null,
});

/**
 * The basket, oldest line first, live from IndexedDB (spec 001 §4 Basket; issue 14 item 5): it survives reloads,
 * going offline and closing the app. `undefined` until the device database has answered.
 */
export function useBasket(): Basket | undefined {
  return useDeviceQuery(async (db) => (await db.basket.orderBy('addedAt').toArray()).map(({ data, ...line }) => ({ ...line, product: data as BasketProduct })), []);
}

/**
 * Sets `product`'s quantity in the basket (spec 001 §4: "add sets the quantity"), clamped to 1–99; 0 or less
 * removes the line. A line keeps its place (its first `addedAt`).
 */
export async function setBasketQuantity(product: StoreProduct, quantity: number): Promise<void> {
  const db = await deviceDb();
  if (quantity < STORE_LIMITS.quantityMin) {
    await db.basket.delete(product.id);
    return;
  }
  const existing = await db.basket.get(product.id);
  const data = snapshot(product);
  await db.basket.put({ productId: product.id, quantity: Math.min(quantity, STORE_LIMITS.quantityMax), data, addedAt: existing?.addedAt ?? Date.now() });
  // The grid may have drawn a larger variant (srcset): keep the thumbnail the basket draws, for offline.
  void keepPhoto(data.photoUrl);
}

/** Changes a line's quantity by `delta`; at 1, decreasing removes it (spec 001 §4). */
export async function changeBasketLine(productId: string, delta: number): Promise<void> {
  const db = await deviceDb();
  const line = await db.basket.get(productId);
  if (!line) return;
  const quantity = line.quantity + delta;
  if (quantity < STORE_LIMITS.quantityMin) await db.basket.delete(productId);
  else await db.basket.update(productId, { quantity: Math.min(quantity, STORE_LIMITS.quantityMax) });
}

/** Removes a line. */
export async function removeBasketLine(productId: string): Promise<void> {
  await (await deviceDb()).basket.delete(productId);
}

/** Empties the basket (after the quote request is queued). */
export async function clearBasket(): Promise<void> {
  await (await deviceDb()).basket.clear();
}
