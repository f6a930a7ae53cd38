import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../../services/clock.ts';
import type { PaymentProvider } from '../../services/payments/types.ts';

/**
 * What the payment services need: the request's EntityManager, the provider, the clock and a logger. Its own file
 * so that the checkout and payment-event services and payments.service.ts, which calls them, share it without
 * importing each other back (decision 175).
 */
export interface PaymentsContext {
  em: EntityManager;
  provider: PaymentProvider;
  clock: Clock;
  log: Logger;
  /** The server's public URL, for the links in receipts (none: no receipt is mailed). */
  publicUrl?: string;
}
