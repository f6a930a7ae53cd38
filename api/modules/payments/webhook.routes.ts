import type Router from '@koa/router';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import { BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { simulatorAuthenticateBodySchema, simulatorConfirmBodySchema, type SimulatorConfirmResult } from '#shared/schemas/payments.ts';
import { allow } from '../../http/access.ts';
import { currentUser } from '../../http/auth.ts';
import { HttpError, badRequest, conflict, payloadTooLarge } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { PaymentNotPendingError, PaymentProviderError, WebhookSignatureError, type SimulatorOutcome } from '../../services/payments/types.ts';
import { processPaymentEvent } from './payment-events.ts';
import { noSuchPayment } from './payments.service.ts';
import type { PaymentRoutesDeps } from './route-deps.ts';

/** Reads the request body as raw bytes (the JSON parser skips /api/webhooks/*: signatures cover the exact bytes). */
async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw payloadTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The provider's callbacks (spec 000 §4; issue 4 items 1–2):
 * - `POST /api/webhooks/stripe` — public; raw body with a `Stripe-Signature` header, verified by the provider
 *   (stripe.webhooks.constructEvent). 200 `{ received: true, duplicate }`; 400 `invalid_signature`. Each event id
 *   is processed once (payment_events), so replays and concurrent deliveries are harmless.
 * - `POST /api/payments/simulator/confirm` — member, simulator only (404 otherwise); body `{ clientSecret,
 *   cardNumber, expiry: 'MM/YY', cvc }`. 200 `{ status: 'succeeded' | 'requires_action' }`; 402 `card_declined` /
 *   `card_invalid` with the provider's message; 404 for someone else's or an unknown secret; 409 `payment_not_pending`.
 * - `POST /api/payments/simulator/authenticate` — member, simulator only; body `{ clientSecret, outcome:
 *   'complete' | 'fail' }` answers the 3-D Secure challenge. 200 `{ status: 'succeeded' }`; 402
 *   `authentication_failed`; 404; 409 `payment_not_pending`.
 * The simulator's events go through the same handler as the webhook's.
 */
export function registerWebhookRoutes(router: Router, deps: PaymentRoutesDeps): void {
  const { provider } = deps;

  router.post('/api/webhooks/stripe', allow.public, async (ctx) => {
    const raw = await readRawBody(ctx.req, BODY_LIMIT_BYTES);
    let event;
    try {
      event = provider.parseWebhook(raw, ctx.get('stripe-signature') || undefined);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw badRequest('Invalid webhook signature', undefined, 'invalid_signature');
      throw err;
    }
    const result = await processPaymentEvent(ctx.state.em, provider.name, event, ctx.state.log);
    ctx.body = { received: true, duplicate: result === 'duplicate' };
  });

  const simulator = provider.simulator;
  if (!simulator) return;

  /** Hands the outcome's events to the one event handler, then answers like Stripe.js would. */
  const settle = async (ctx: Context, outcome: SimulatorOutcome) => {
    for (const event of outcome.events) await processPaymentEvent(ctx.state.em, provider.name, event, ctx.state.log);
    if (outcome.status === 'failed') throw new HttpError(402, outcome.code, outcome.message);
    const body: SimulatorConfirmResult = { status: outcome.status };
    ctx.body = body;
  };
  /** Runs a simulator step for the member who owns the client secret (others get 404, as with Stripe). */
  const step = async (ctx: Context, clientSecret: string, run: () => Promise<SimulatorOutcome>) => {
    if (simulator.ownerOf(clientSecret) !== currentUser(ctx).id) throw noSuchPayment();
    try {
      await settle(ctx, await run());
    } catch (err) {
      if (err instanceof PaymentNotPendingError) throw conflict(err.message, 'payment_not_pending');
      if (err instanceof PaymentProviderError) throw noSuchPayment();
      throw err;
    }
  };

  router.post('/api/payments/simulator/confirm', allow.member, async (ctx) => {
    const body = parseInput(simulatorConfirmBodySchema, ctx.request.body ?? {});
    const [month, year] = body.expiry.split('/').map((part) => Number(part.trim()));
    await step(ctx, body.clientSecret, () => simulator.confirm(body.clientSecret, { number: body.cardNumber, expMonth: month ?? 0, expYear: year ?? 0 }));
  });

  router.post('/api/payments/simulator/authenticate', allow.member, async (ctx) => {
    const body = parseInput(simulatorAuthenticateBodySchema, ctx.request.body ?? {});
    await step(ctx, body.clientSecret, () => simulator.authenticate(body.clientSecret, body.outcome));
  });
}
