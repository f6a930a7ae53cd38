import type { Context } from 'koa';
import type { ComposedPaymentsContract } from '#shared/payments/contract.ts';
import type { AppConfig } from '../../config.ts';
import type { AppState } from '../../http/state.ts';
import type { Clock } from '../../services/clock.ts';
import type { PaymentProvider } from '../../services/payments/types.ts';
import type { ContactSources } from './contact-sources.ts';
import type { PaymentsContext } from './payments-context.ts';

/** What the payment routes share: their contract, the provider, the clock, the contact sources and a per-request {@link PaymentsContext}. */
export interface PaymentRoutesDeps {
  /** The contract the routes bind: the composition's contact types in the check's body (shared `paymentsContractFor`). */
  contract: ComposedPaymentsContract;
  provider: PaymentProvider;
  clock: Clock;
  /** Every feature's registered contact source (api/modules/module.ts `contactSources`). */
  contactSources: ContactSources;
  /** The team's public contact details, sent with GET /api/config (AppConfig `support`). */
  support: AppConfig['support'];
  /** The server's public URL, for the links in receipts. */
  publicUrl: string;
  context(ctx: Context | { state: AppState }): PaymentsContext;
}
