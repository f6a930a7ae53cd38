import type { Context } from 'koa';
import type { AppState } from '../../http/state.ts';
import type { Clock } from '../../services/clock.ts';
import type { PaymentProvider } from '../../services/payments/types.ts';
import type { PaymentsContext } from './payments.service.ts';

/** What the payment routes share: the provider, the clock and a per-request {@link PaymentsContext}. */
export interface PaymentRoutesDeps {
  provider: PaymentProvider;
  clock: Clock;
  context(ctx: Context | { state: AppState }): PaymentsContext;
}
