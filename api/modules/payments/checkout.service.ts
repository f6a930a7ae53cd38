import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PRODUCT_ENTITLEMENT, type Product } from '#shared/constants.ts';
import type { ProviderName } from '../../services/payments/types.ts';
import type { User } from '../users/user.entity.ts';
import { OPEN_CHECKOUT_STATUSES, type CheckoutStatus } from './checkout.entity.ts';
import type { PaymentsContext } from './payments-context.ts';
import { sql } from './sql.ts';

/** What the provider made for a checkout: the PaymentIntent (or subscription) id and the secret the browser pays with. */
export interface CreatedIntent {
  providerRef: string;
  clientSecret: string;
}

/** How one product's checkout talks to the provider. */
export interface CheckoutStrategy {
  /** Asks the provider for a new intent; `checkoutId` is fresh for each call (the provider's idempotency key). */
  create(checkoutId: string): Promise<CreatedIntent>;
  /** Whether an open checkout's intent can still be paid, has been paid, or is gone at the provider. */
  check(providerRef: string): Promise<'payable' | 'paid' | 'gone'>;
  /** Cancels it at the provider (superseded by another product of the same entitlement). */
  cancel(providerRef: string): Promise<void>;
}

/** The result of {@link openCheckout}: the secret to pay with, or "it was paid meanwhile" (reconcile, then refuse). */
export type OpenedCheckout = { kind: 'open'; checkoutId: string; clientSecret: string; created: boolean } | { kind: 'paid' };

/** A checkout still `creating` after this long belongs to a request that died mid-way (ms). */
export const STALE_CREATING_MS = 2 * 60 * 1000;
/** How long a request waits for a concurrent request creating the same checkout (ms), and how often it looks. */
const WAIT_FOR_CREATOR_MS = 20_000;
const POLL_MS = 100;

interface OpenRow {
  id: string;
  status: CheckoutStatus;
  provider: string;
  provider_ref: string | null;
  client_secret: string | null;
  created_at: Date | string;
}

const openStatuses = OPEN_CHECKOUT_STATUSES.map((s) => `'${s}'`).join(', ');

/** Closes a checkout if it is still open; returns whether this call closed it. */
async function close(em: EntityManager, id: string, status: Exclude<CheckoutStatus, 'creating' | 'open'>): Promise<boolean> {
  const rows = await sql(em, `update checkouts set status = ?, client_secret = null, updated_at = now() where id = ? and status in (${openStatuses}) returning id`, [status, id]);
  return rows.length > 0;
}

/**
 * Closes the open checkout whose intent is `providerRef` (paid → `completed`, gone → `canceled`). Called by the
 * payment-event handler inside its transaction.
 */
export async function closeCheckoutOf(em: EntityManager, provider: ProviderName, providerRef: string, status: 'completed' | 'canceled'): Promise<void> {
  await sql(em, `update checkouts set status = ?, client_secret = null, updated_at = now() where provider = ? and provider_ref = ? and status in (${openStatuses})`, [
    status,
    provider,
    providerRef,
  ]);
}

/**
 * The member's one open payment for `product` (decision 157; Stripe's advice for PaymentIntents: one per purchase,
 * reused until it succeeds or is cancelled). The partial unique index on open checkouts decides who creates it: the
 * request whose INSERT claims the row asks the provider (`strategy.create`) and stores the secret; a concurrent or
 * later request finds the row, waits while it is being created, checks with the provider that it can still be
 * paid, and answers the same secret. An intent that is gone at the provider (cancelled, forgotten by a restarted
 * simulator) or left by a request that died is closed and a new one made. If the provider fails, the claim is
 * removed and the error thrown (the next request tries again).
 */
export async function openCheckout(c: PaymentsContext, user: User, product: Product, strategy: CheckoutStrategy): Promise<OpenedCheckout> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomUUID();
    const claimed = await sql(
      c.em,
      `insert into checkouts (id, user_id, product, provider, status, created_at, updated_at) values (?, ?, ?, ?, 'creating', now(), now())
       on conflict (user_id, product) where status in (${openStatuses}) do nothing returning id`,
      [id, user.id, product, c.provider.name],
    );
    if (claimed.length) {
      let created: CreatedIntent;
      try {
        created = await strategy.create(id);
      } catch (err) {
        await sql(c.em, `delete from checkouts where id = ? and status = 'creating'`, [id]);
        throw err;
      }
      await sql(c.em, `update checkouts set status = 'open', provider_ref = ?, client_secret = ?, updated_at = now() where id = ? and status = 'creating'`, [
        created.providerRef,
        created.clientSecret,
        id,
      ]);
      return { kind: 'open', checkoutId: id, clientSecret: created.clientSecret, created: true };
    }
    const row = await waitWhileCreating(c, user, product);
    if (!row) continue;
    if (row.status === 'creating' || row.provider !== c.provider.name || !row.provider_ref || !row.client_secret) {
      // Left by a request that died mid-way, or made with another provider (configuration changed): start again.
      await close(c.em, row.id, 'canceled');
      continue;
    }
    const verdict = await strategy.check(row.provider_ref);
    if (verdict === 'payable') return { kind: 'open', checkoutId: row.id, clientSecret: row.client_secret, created: false };
    if (verdict === 'paid') return { kind: 'paid' };
    await close(c.em, row.id, 'canceled');
  }
  throw new Error(`could not open a checkout for ${product} after 5 attempts`);
}

/** The member's open checkout of `product`, once no request is creating it (or it has been creating for too long). */
async function waitWhileCreating(c: PaymentsContext, user: User, product: Product): Promise<OpenRow | undefined> {
  const deadline = Date.now() + WAIT_FOR_CREATOR_MS;
  for (;;) {
    const [row] = await sql<OpenRow>(
      c.em,
      `select id, status, provider, provider_ref, client_secret, created_at from checkouts where user_id = ? and product = ? and status in (${openStatuses})`,
      [user.id, product],
    );
    if (!row || row.status === 'open') return row;
    const age = c.clock.now().getTime() - new Date(row.created_at).getTime();
    if (age > STALE_CREATING_MS || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Supersedes the member's open checkouts of the other products of `product`'s entitlement (buying the year after
 * opening the month): each is closed `superseded` and cancelled at the provider through its product's strategy, so
 * it can no longer be paid. A provider that fails to cancel is logged: if that payment still succeeds, it is
 * refunded (decision 157).
 */
export async function supersedeOtherCheckouts(c: PaymentsContext, user: User, product: Product, strategies: Record<Product, CheckoutStrategy>): Promise<void> {
  const entitlement = PRODUCT_ENTITLEMENT[product];
  const others = Object.entries(PRODUCT_ENTITLEMENT)
    .filter(([p, e]) => e === entitlement && p !== product)
    .map(([p]) => p as Product);
  if (!others.length) return;
  const rows = await sql<{ id: string; product: Product; provider: string; provider_ref: string | null }>(
    c.em,
    `update checkouts set status = 'superseded', client_secret = null, updated_at = now()
     where user_id = ? and product in (${others.map(() => '?').join(', ')}) and status in (${openStatuses}) returning id, product, provider, provider_ref`,
    [user.id, ...others],
  );
  for (const row of rows) {
    if (!row.provider_ref || row.provider !== c.provider.name) continue;
    await strategies[row.product].cancel(row.provider_ref).catch((err: unknown) => c.log.warn({ err, checkoutId: row.id }, 'could not cancel a superseded payment'));
  }
}
