/**
 * Helpers for the payments tests: a clock tests can move, and the member's side of a payment on the simulator
 * (what the PWA's card form does), through the real HTTP endpoints.
 */
import { expect } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { endpointPath } from '#shared/contracts/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { paymentCreatedSchema } from '#shared/payments/schemas.ts';
import type { Clock } from '../../services/clock.ts';
import { call } from '../../test/call.ts';
import type { TestApp } from '../../test/harness.ts';
import { UserSchema } from '../users/user.entity.ts';

/** A clock standing still at `start` until `set` moves it. */
export function testClock(start: string | Date): Clock & { set(at: string | Date): void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set(at) {
      now = new Date(at);
    },
  };
}

/** Stripe's test cards (as typed, with spaces). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

/** A card's other fields, valid for years. */
export const CARD_EXTRAS = { expiry: '12/40', cvc: '123' } as const;

const { createContactPayment, createYearlyPayment, subscriptionCreate, educationSubscriptionCreate, simulatorConfirm } = paymentsContract.endpoints;

/** The creation endpoint's path of each thing a member can pay for (all POST; from the payments contract, decision 182). */
export const CREATE_PATHS = {
  monthly: endpointPath(createContactPayment),
  yearly: endpointPath(createYearlyPayment),
  subscription: endpointPath(subscriptionCreate),
  education: endpointPath(educationSubscriptionCreate),
} as const;

/** Starts a payment (expects 201) and returns its client secret. */
export async function startPayment(agent: TestAgent, what: keyof typeof CREATE_PATHS): Promise<string> {
  const res = await agent.post(CREATE_PATHS[what]);
  expect(res.status, res.text).toBe(201);
  return paymentCreatedSchema.parse(res.body).clientSecret;
}

/** Confirms a client secret on the simulator with `card`; returns the response. */
export function confirmCard(agent: TestAgent, clientSecret: string, card: string = CARDS.succeeds) {
  return call(agent, simulatorConfirm, { body: { clientSecret, cardNumber: card, ...CARD_EXTRAS } });
}

/** Pays for `what` with the succeeding test card on the simulator (expects success). */
export async function pay(agent: TestAgent, what: keyof typeof CREATE_PATHS): Promise<void> {
  const res = await confirmCard(agent, await startPayment(agent, what));
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual({ status: 'succeeded' });
}

/** Makes `userId` the administrator (role admin), straight in the database. */
export async function makeAdmin(t: TestApp, userId: string): Promise<void> {
  await t.orm.em.fork().nativeUpdate(UserSchema, { id: userId }, { role: 'admin' });
}

/** The member's `totalSpent` (integer pence) as stored. */
export async function totalSpent(t: TestApp, userId: string): Promise<number> {
  return (await t.orm.em.fork().findOneOrFail(UserSchema, { id: userId })).totalSpent;
}
