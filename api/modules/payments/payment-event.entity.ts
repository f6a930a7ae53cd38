import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROVIDER_EVENT_TYPE_LENGTH, PROVIDER_NAME_LENGTH, PROVIDER_REF_LENGTH } from '../../db/column-lengths.ts';

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
    provider: p.string().length(PROVIDER_NAME_LENGTH),
    eventId: p.string().length(PROVIDER_REF_LENGTH),
    type: p.string().length(PROVIDER_EVENT_TYPE_LENGTH),
    eventCreatedAt: p.datetime(),
    createdAt: p.datetime().index(),
  },
});
export type PaymentEventRow = InferEntity<typeof PaymentEventSchema>;
