import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { V } from '#shared/messages.ts';
import type { z } from 'zod';
import type { createQuoteRequestBodySchema, StoreProductInput, updateStoreProductBodySchema } from '#shared/store/schemas.ts';
import type { AppConfig } from '../../config.ts';
import { storeCurrencyFor } from '#shared/store/money.ts';
import { badRequest } from '../../http/errors.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { attachUploads, deleteObjects, syncAttachments } from '../uploads/attachments.service.ts';
import type { User } from '../users/user.entity.ts';
import { StoreProductSchema, StoreQuoteRequestSchema, type QuoteLine, type StoreProduct, type StoreQuoteRequest } from './store.entity.ts';
import { quoteRequestMail } from './store.mail.ts';

/** The uploads purpose of product photos (public; attachments.service.ts). */
export const STORE_PRODUCT_PURPOSE = 'store-product';

/**
 * Adds a product of `owner` (spec 001 §5 Add-product form, §7 POST /api/tamil-store-products): the parsed body
 * (`pricePaise` in minor units) priced in the seller's currency (by their profile country, decision 170), and its
 * images attached in the same unit of work, then one flush.
 * @throws HttpError 400 (`fields.images`: a path that is not a ready upload), 403 (another member's upload), 409
 *   (an upload attached to another record) — from attachUploads; nothing is stored then.
 */
export async function createProduct(em: EntityManager, owner: User, body: StoreProductInput): Promise<StoreProduct> {
  const { images, ...fields } = body;
  const currency = storeCurrencyFor(owner.country);
  const product = em.create(StoreProductSchema, { ...fields, tamilName: fields.tamilName ?? null, currency, owner, images: [] } as never) as StoreProduct;
  const attached = await attachUploads(em, owner.id, images, { purpose: STORE_PRODUCT_PURPOSE, ref: product.id });
  product.images = attached.map((image) => image.objectPath);
  await em.flush();
  return product;
}

/**
 * Edits a product (its seller or the admin): the given fields only (`pricePaise` in minor units). New `images` replace the
 * list: new uploads are attached, dropped ones deleted. Photos must be the **seller's** uploads, also when the
 * admin edits (the admin may remove or reorder photos, not add their own).
 * @throws HttpError 400/403/409 as {@link createProduct} for images.
 */
export async function updateProduct(em: EntityManager, product: StoreProduct, body: z.output<typeof updateStoreProductBodySchema>): Promise<StoreProduct> {
  const { images, ...fields } = body;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) changes[key] = value;
  if ('tamilName' in fields && fields.tamilName === undefined) changes.tamilName = null;
  if (images !== undefined) {
    const attached = await syncAttachments(em, product.owner.id, images, { purpose: STORE_PRODUCT_PURPOSE, ref: product.id });
    changes.images = attached.map((image) => image.objectPath);
  }
  em.assign(product, changes as never);
  await em.flush();
  return product;
}

/** Removes a product and marks its photos deleted (the cleanup job removes the files), in one flush. */
export async function deleteProduct(em: EntityManager, product: StoreProduct): Promise<void> {
  await deleteObjects(em, { purpose: STORE_PRODUCT_PURPOSE, ref: product.id });
  em.remove(product);
  await em.flush();
}

/** Parsed POST /api/tamil-store-quote-requests body. */
export type QuoteRequestInput = z.output<typeof createQuoteRequestBodySchema>;

/**
 * Stores a quote request (spec 001 §3, §4, §7; issue 14 item 1) and queues its mails in the same flush: one to the
 * admin (`config.adminEmail`, every line) and one to each seller concerned (their lines only), each with the
 * buyer's contact. The lines are re-read from the products (name, weight, unit, price at this moment); the client's
 * copies of those fields are ignored. No mail goes to the buyer's address (it is unverified input). With a
 * client-made `body.id` already stored (a resend), nothing is stored or mailed again and the first request returns
 * with `created: false` (so it does not count against the sender's quota; decision 160).
 * @throws HttpError 400 `validation_failed` with `fields.items` when a product does not exist (any more).
 */
export async function createQuoteRequest(em: EntityManager, body: QuoteRequestInput, requester: User | undefined, config: Pick<AppConfig, 'adminEmail'>): Promise<{ request: StoreQuoteRequest; created: boolean }> {
  if (body.id) {
    const earlier = await em.findOne(StoreQuoteRequestSchema, { id: body.id });
    if (earlier) return { request: earlier as StoreQuoteRequest, created: false };
  }
  const products = (await em.find(StoreProductSchema, { id: { $in: body.items.map((i) => i.id) } }, { populate: ['owner'] })) as StoreProduct[];
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = body.items.filter((item) => !byId.has(item.id));
  if (missing.length > 0) {
    throw badRequest(`${V.quoteItemUnavailable} (${missing.map((m) => m.id).join(', ')})`, { items: [V.quoteItemUnavailable] });
  }
  const lines: QuoteLine[] = body.items.map((item) => {
    const p = byId.get(item.id)!;
    return { productId: p.id, sellerId: p.owner.id, name: p.name, tamilName: p.tamilName ?? null, weight: String(Number(p.weight)), unit: p.unit, pricePaise: p.pricePaise, currency: p.currency, quantity: item.quantity };
  });
  const request = em.create(StoreQuoteRequestSchema, {
    ...(body.id ? { id: body.id } : {}),
    requester: requester ?? null,
    contactName: body.contactName,
    contactMethod: body.contactMethod,
    contactValue: body.contactValue,
    additionalNotes: body.additionalNotes ?? null,
    items: lines,
  } as never) as StoreQuoteRequest;
  const sent = new Set<string>([config.adminEmail.toLowerCase()]);
  queueMail(em, quoteRequestMail(config.adminEmail, request, lines));
  for (const seller of new Map(products.map((p) => [p.owner.id, p.owner])).values()) {
    const address = seller.email.toLowerCase();
    if (sent.has(address)) continue;
    sent.add(address);
    queueMail(em, quoteRequestMail(seller.email, request, lines.filter((line) => line.sellerId === seller.id)));
  }
  try {
    await em.flush();
  } catch (err) {
    // A resend racing the first one with the same client-made id: the unique key decided; answer the first.
    if (!(err instanceof UniqueConstraintViolationException) || !body.id) throw err;
    em.clear();
    return { request: (await em.findOneOrFail(StoreQuoteRequestSchema, { id: body.id })) as StoreQuoteRequest, created: false };
  }
  return { request, created: true };
}
