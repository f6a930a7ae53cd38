import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { taxiContract } from './contract.ts';
import type { CreateTaxiRequestBody, TaxiRequest } from './schemas.ts';

/** Today's date in UTC plus `days`, as YYYY-MM-DD (travel dates must not be in the past). */
export function isoDateInDays(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The sample bodies of the taxi contract (decision 182 "Samples"). `create` is THE valid POST /api/taxi-services
 * body of every test and benchmark (spec 000 §5 Post-taxi form): Jaffna → Colombo Airport, 3 passengers, 20 kg, in
 * 7 days at 08:00, an international number.
 */
export const taxiSamples = defineSamples(taxiContract, {
  create: () => ({
    fromLocation: 'Jaffna',
    toLocation: 'Colombo Airport (BIA)',
    fromCountry: 'Sri Lanka',
    passengerCount: 3,
    luggageWeight: 20,
    contactNumber: '+94 77 123 4567',
    travelDate: isoDateInDays(7),
    travelTime: '08:00',
    additionalNotes: 'Two suitcases.',
  }),
});

/**
 * The taxi sample ({@link taxiSamples} `create`) with `overrides` replacing fields as given (including invalid
 * values, for validation tests).
 */
export function taxiBody(overrides: Record<string, unknown> = {}): CreateTaxiRequestBody & Record<string, unknown> {
  return { ...sampleBody(taxiSamples, 'create'), ...overrides } as CreateTaxiRequestBody & Record<string, unknown>;
}

/**
 * A taxi request as the API presents it (`taxiRequestSchema`, spec 000 §3) for client-side tests: the same trip
 * as {@link taxiBody}, posted by someone else, without a contact number. `overrides` replace fields.
 */
export function presentedTaxiRequest(overrides: Partial<TaxiRequest> = {}): TaxiRequest {
  return {
    id: '3f1c2a3e-1b2c-4d5e-8f90-1a2b3c4d5e6f',
    fromLocation: 'Jaffna',
    toLocation: 'Colombo Airport (BIA)',
    fromCountry: 'Sri Lanka',
    passengerCount: 3,
    luggageWeight: 20,
    travelDate: isoDateInDays(7),
    travelTime: '08:00',
    additionalNotes: 'Two suitcases.',
    createdAt: '2026-11-20T09:30:00.000Z',
    isMine: false,
    ...overrides,
  };
}
