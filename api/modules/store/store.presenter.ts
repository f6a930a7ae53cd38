import type { EntityManager } from '@mikro-orm/core';
import type { StoreProduct as StoreProductBody } from '#shared/store/schemas.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { priceFields, trimDecimal } from '#shared/store/money.ts';
import type { ContactAccess } from '../payments/entitlement.service.ts';
import { loadImages } from '../uploads/attachments.service.ts';
import type { User } from '../users/user.entity.ts';
import type { StoreProductRow } from './store.repository.ts';

/** A datetime read as a Date (entities) or an ISO string (plain rows on some drivers). */
const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The stored images of every product in `rows`, by object path, in one query (ready images only; a path whose
 * upload is gone is left out of the presented product).
 */
export async function loadProductPhotos(em: EntityManager, rows: readonly Pick<StoreProductRow, 'images'>[]): Promise<Map<string, StoredImage>> {
  const images = await loadImages(em, rows.flatMap((row) => row.images ?? []));
  return new Map(images.map((image) => [image.objectPath, image]));
}

/**
 * A product as `storeProductSchema` (spec 001 §3) for `viewer` (undefined for a guest). Money: `pricePaise` (minor
 * units of `currency`) and the spec's `price` (major units, two decimals), both from `priceFields` (decision 181). `contactPhone` only when `access` allows it — the one entitlement rule
 * (payments' `maySeeContact`: the seller, the admin, a member with paid contact access); otherwise null with
 * `contactHidden: true`. Without `access` the number is never included. `photos` are the images found in
 * `photos` (see {@link loadProductPhotos}), in the product's order, with variant URLs and sizes in pixels.
 */
export function presentProduct(
  product: StoreProductRow,
  viewer: Pick<User, 'id' | 'role'> | undefined,
  access: ContactAccess | undefined,
  photos: ReadonlyMap<string, StoredImage>,
): StoreProductBody {
  const ownerId = product.owner.id;
  const shown = access?.allows({ ownerId }) ?? false;
  const images = (product.images ?? []).flatMap((path) => (photos.has(path) ? [photos.get(path)!] : []));
  return {
    id: product.id,
    name: product.name,
    tamilName: product.tamilName ?? null,
    description: product.description,
    category: product.category,
    ...priceFields(product.pricePaise),
    currency: product.currency,
    weight: trimDecimal(product.weight),
    unit: product.unit,
    contactName: product.contactName,
    contactPhone: shown ? product.contactPhone : null,
    contactHidden: !shown,
    location: product.location,
    images: images.map((image) => image.objectPath),
    photos: images,
    createdAt: toIso(product.createdAt),
    isMine: viewer !== undefined && ownerId === viewer.id,
  };
}
