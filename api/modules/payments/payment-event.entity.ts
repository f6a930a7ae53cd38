import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A provider event already processed (webhook or simulator): the unique (provider, event_id) makes each event
 * act once, however many times — or how concurrently — it is delivered. `eventCreatedAt` is the provider's time.
 */
export const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_events',
  uniques: [{ name: 'payment_events_provider_event_id_unique', properties: ['provider', 'eventId'] }],
  properties: {
    id: p.uuid().primary(),
    provider: p.string().length(20),
    eventId: p.string().length(255),
    type: p.string().length(100),
    eventCreatedAt: p.datetime(),
    createdAt: p.datetime().index(),
  },
});
export type PaymentEventRow = InferEntity<typeof PaymentEventSchema>;
