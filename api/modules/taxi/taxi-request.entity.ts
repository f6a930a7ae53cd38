import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COUNTRY_COLUMN_LENGTH, LOCATION_MAX_LENGTH, LUGGAGE_WEIGHTS_KG, PHONE_COLUMN_LENGTH, TRAVEL_TIMES } from '#shared/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A taxi / vehicle service request (spec 000 §3). `luggageWeight` is kg; `contactNumber` is E.164 and is only
 * ever sent to a viewer entitled to it (see taxi.presenter.ts). `travelDate` is YYYY-MM-DD.
 */
export const TaxiRequestSchema = defineEntity({
  name: 'TaxiRequest',
  tableName: 'taxi_requests',
  indexes: [{ name: 'taxi_requests_created_at_id_idx', properties: ['createdAt', 'id'] }],
  checks: [
    { name: 'taxi_requests_passenger_count_check', expression: '(passenger_count >= 1) AND (passenger_count <= 8)' },
    { name: 'taxi_requests_luggage_weight_check', expression: `luggage_weight in (${LUGGAGE_WEIGHTS_KG.join(', ')})` },
  ],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    fromLocation: p.string().length(LOCATION_MAX_LENGTH),
    toLocation: p.string().length(LOCATION_MAX_LENGTH),
    fromCountry: p.string().length(COUNTRY_COLUMN_LENGTH),
    passengerCount: p.integer(),
    luggageWeight: p.integer(),
    contactNumber: p.string().length(PHONE_COLUMN_LENGTH),
    travelDate: p.date().nullable(),
    travelTime: p.enum(TRAVEL_TIMES).nullable(),
    additionalNotes: p.text().nullable(),
    isActive: p.boolean().default(true),
    isApproved: p.boolean().default(true),
  },
});
export type TaxiRequest = InferEntity<typeof TaxiRequestSchema>;
