import type { Context } from 'koa';
import { BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import type { SimulatorConfirmResult } from '#shared/payments/schemas.ts';
import { currentUser } from '../../http/auth.ts';
import { HttpError, badRequest, conflict, forbidden } from '../../http/errors.ts';
import { readRawBody } from '../../http/raw-body.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { PaymentNotPendingError, PaymentProviderError, WebhookSignatureError, type SimulatorOutcome } from '../../services/payments/types.ts';
import { processPaymentEvent } from './payment-events.ts';
import { noSuchPayment } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

const endpoints = paymentsContract.endpoints;

/**
 * The provider's callbacks (spec 000 §4; issue 4 items 1–2):
 * - `POST /api/webhooks/stripe` — public; raw body with a `Stripe-Signature` header, verified by the provider
 *   (stripe.webhooks.constructEvent). 200 `{ received: true, duplicate }`; 400 `invalid_signature`. Each event id
 *   is processed once (payment_events), so replays and concurrent deliveries are harmless.
 * - `POST /api/payments/simulator/confirm` — member, simulator only (404 otherwise); body `{ clientSecret,
 *   cardNumber, expiry: 'MM/YY', cvc }`. 200 `{ status: 'succeeded' | 'requires_action' }`; 402 `card_declined` /
 *   `card_invalid` with the provider's message; 404 for an unknown secret, 403 for someone else's; 409
 *   `payment_not_pending` (already paid) or `payment_canceled` (superseded by another product, decision 157).
 * - `POST /api/payments/simulator/authenticate` — member, simulator only; body `{ clientSecret, outcome:
 *   'complete' | 'fail' }` answers the 3-D Secure challenge. 200 `{ status: 'succeeded' }`; 402
 *   `authentication_failed`; 404; 403; 409 `payment_not_pending` / `payment_canceled`.
 * The simulator's events go through the same handler as the webhook's. Declarations: the contract's
 * (shared/payments/contract.ts, decision 182); the simulator's routes are mounted only when it runs.
 */
export function webhookRoutes(deps: PaymentRoutesDeps): RouteDef[] {
  const { provider } = deps;
  const webhook = [
    bindRoute(endpoints.webhook, {
      async handler(ctx) {
        const raw = await readRawBody(ctx.req, BODY_LIMIT_BYTES);
        let event;
        try {
          event = provider.parseWebhook(raw, ctx.get('stripe-signature') || undefined);
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw badRequest('Invalid webhook signature', undefined, 'invalid_signature');
          throw err;
        }
        const result = await processPaymentEvent(ctx.state.em, provider.name, event, { log: ctx.state.log, publicUrl: deps.publicUrl });
        ctx.body = { received: true, duplicate: result === 'duplicate' };
      },
    }),
  ];
  const simulator = provider.simulator;
  if (!simulator) return webhook;

  /** Hands the outcome's events to the one event handler, then answers like Stripe.js would. */
  const settle = async (ctx: Context, outcome: SimulatorOutcome) => {
    for (const event of outcome.events) await processPaymentEvent(ctx.state.em, provider.name, event, { log: ctx.state.log, publicUrl: deps.publicUrl });
    if (outcome.status === 'failed') throw new HttpError(402, outcome.code, outcome.message);
    const body: SimulatorConfirmResult = { status: outcome.status };
    ctx.body = body;
  };
  /**
   * Runs a simulator step for the member who owns the client secret: an unknown secret is 404, someone else's 403,
   * a payment cancelled (superseded by another product) 409 `payment_canceled`, one already paid 409.
   */
  const step = async (ctx: Context, clientSecret: string, run: () => Promise<SimulatorOutcome>) => {
    const owner = simulator.ownerOf(clientSecret);
    if (owner === null) throw noSuchPayment();
    if (owner !== currentUser(ctx).id) throw forbidden('This payment belongs to another account.');
    try {
      await settle(ctx, await run());
    } catch (err) {
      if (err instanceof PaymentNotPendingError && err.reason === 'canceled') {
        throw conflict('This payment was replaced by a newer one or cancelled. Close it and start again.', 'payment_canceled');
      }
      if (err instanceof PaymentNotPendingError) throw conflict(err.message, 'payment_not_pending');
      if (err instanceof PaymentProviderError) throw noSuchPayment();
      throw err;
    }
  };

  return [
    ...webhook,
    bindRoute(endpoints.simulatorConfirm, {
      async handler(ctx, { body }) {
        const [month, year] = body.expiry.split('/').map((part) => Number(part.trim()));
        await step(ctx, body.clientSecret, () => simulator.confirm(body.clientSecret, { number: body.cardNumber, expMonth: month ?? 0, expYear: year ?? 0 }));
      },
    }),
    bindRoute(endpoints.simulatorAuthenticate, {
      async handler(ctx, { body }) {
        await step(ctx, body.clientSecret, () => simulator.authenticate(body.clientSecret, body.outcome));
      },
    }),
  ];
}
