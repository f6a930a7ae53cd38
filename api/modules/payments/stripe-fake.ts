/**
 * An msw fake of the parts of the Stripe API the Stripe provider uses (customers, PaymentIntents and their
 * cancellation, refunds, products, subscriptions), for the API tests. It keeps the objects it made so a test can change them (e.g. a PaymentIntent
 * the browser confirmed) and records every request (form body, Idempotency-Key) for assertions.
 */
import Stripe from 'stripe';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

const API = 'https://api.stripe.com/v1';

/** A request the fake received: method, path, the form body as flat `key[sub]` → value, and the idempotency key. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | null;
}

type Json = Record<string, unknown>;

const notFound = (message: string) =>
  HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message } }, { status: 404 });

/** Installs the fake's handlers on `server` and returns its state. New subscriptions' period ends at `periodEnd` (Unix s). */
export function installStripeFake(server: SetupServer, opts: { periodEnd: number }) {
  const calls: StripeCall[] = [];
  const intents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const products = new Set<string>();
  const refunds: Json[] = [];
  /** Set to make PaymentIntent cancellation fail (as for an intent Stripe is confirming at that moment). */
  const behaviour = { failCancel: false };
  let seq = 0;
  const next = (prefix: string) => `${prefix}_test_${++seq}`;

  const record = async (request: Request): Promise<StripeCall> => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      form: Object.fromEntries(new URLSearchParams(text)),
      idempotencyKey: request.headers.get('idempotency-key'),
    };
    calls.push(call);
    return call;
  };

  server.use(
    http.post(`${API}/customers`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: next('cus'), object: 'customer' });
    }),
    http.post(`${API}/payment_intents`, async ({ request }) => {
      const { form } = await record(request);
      const id = next('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        metadata: { userId: form['metadata[userId]'], paymentId: form['metadata[paymentId]'], plan: form['metadata[plan]'] },
        status: 'requires_payment_method',
        last_payment_error: null,
        client_secret: `${id}_secret_fake`,
      };
      intents.set(id, intent);
      return HttpResponse.json(intent);
    }),
    http.get(`${API}/payment_intents/:id`, async ({ request, params }) => {
      await record(request);
      const intent = intents.get(String(params.id));
      return intent ? HttpResponse.json(intent) : notFound('No such payment_intent');
    }),
    http.post(`${API}/payment_intents/:id/cancel`, async ({ request, params }) => {
      await record(request);
      const intent = intents.get(String(params.id));
      if (!intent) return notFound('No such payment_intent');
      if (behaviour.failCancel) {
        return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent is being confirmed' } }, { status: 400 });
      }
      intent.status = 'canceled';
      return HttpResponse.json(intent);
    }),
    http.post(`${API}/refunds`, async ({ request }) => {
      const call = await record(request);
      // Stripe answers a repeated idempotency key with the first refund.
      const earlier = refunds.find((r) => r.idempotencyKey === call.idempotencyKey);
      if (earlier) return HttpResponse.json(earlier);
      const refund = { id: next('re'), object: 'refund', payment_intent: call.form.payment_intent, reason: call.form.reason, status: 'succeeded', idempotencyKey: call.idempotencyKey };
      refunds.push(refund);
      return HttpResponse.json(refund);
    }),
    http.get(`${API}/products/:id`, async ({ request, params }) => {
      await record(request);
      return products.has(String(params.id)) ? HttpResponse.json({ id: params.id, object: 'product' }) : notFound('No such product');
    }),
    http.post(`${API}/products`, async ({ request }) => {
      const { form } = await record(request);
      products.add(form.id ?? '');
      return HttpResponse.json({ id: form.id, object: 'product', name: form.name });
    }),
    http.post(`${API}/subscriptions`, async ({ request }) => {
      const { form } = await record(request);
      const id = next('sub');
      const subscription = {
        id,
        object: 'subscription',
        customer: form.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: { userId: form['metadata[userId]'], ...(form['metadata[plan]'] ? { plan: form['metadata[plan]'] } : {}) },
        items: { object: 'list', data: [{ id: next('si'), object: 'subscription_item', current_period_end: opts.periodEnd }] },
        latest_invoice: { id: next('in'), object: 'invoice', confirmation_secret: { client_secret: `${id}_invoice_secret_fake`, type: 'payment_intent' } },
      };
      subscriptions.set(id, subscription);
      return HttpResponse.json(subscription);
    }),
    http.get(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      const sub = subscriptions.get(String(params.id));
      return sub ? HttpResponse.json({ ...sub, latest_invoice: (sub.latest_invoice as Json).id }) : notFound('No such subscription');
    }),
    http.post(`${API}/subscriptions/:id`, async ({ request, params }) => {
      const { form } = await record(request);
      const sub = subscriptions.get(String(params.id));
      if (!sub) return notFound('No such subscription');
      if (form.cancel_at_period_end) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return HttpResponse.json({ ...sub, latest_invoice: (sub.latest_invoice as Json).id });
    }),
    http.delete(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      const sub = subscriptions.get(String(params.id));
      if (!sub) return notFound('No such subscription');
      sub.status = 'canceled';
      return HttpResponse.json(sub);
    }),
  );
  return { calls, intents, subscriptions, products, refunds, behaviour };
}

/**
 * A Stripe event in the webhook's JSON shape, signed with `secret` by Stripe's own test helper
 * (`stripe.webhooks.generateTestHeaderString`). `timestamp` is the signature's time (Unix seconds; default now).
 */
export function signedEvent(secret: string, event: { id: string; type: string; created: number; object: Json }, timestamp?: number) {
  const payload = JSON.stringify({ id: event.id, object: 'event', api_version: Stripe.API_VERSION, type: event.type, created: event.created, data: { object: event.object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, header };
}
