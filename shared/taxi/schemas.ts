import * as z from 'zod/mini';
import {
  ADDITIONAL_NOTES_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  LUGGAGE_WEIGHTS_KG,
  PASSENGER_COUNTS,
  TRAVEL_TIMES,
} from '../constants.ts';
import { pageQuery } from '../contracts/params.ts';
import { V } from '../messages.ts';
import { countryField } from '../schemas/country.ts';
import { travelDateField, typedText } from '../schemas/mini-fields.ts';
import { phoneField } from '../schemas/phone-field.ts';

export { taxiListSchema, taxiRequestSchema, type TaxiList, type TaxiRequest } from './responses.ts';

/*
 * Taxi request schemas (spec 000 §3, §5 Post-taxi form, §7), written once with `zod/mini` like the response schemas
 * of taxi-list.ts (re-exported here): the taxi contract (shared/taxi/contract.ts,
 * docs/decisions/182-endpoint-contracts.md), OpenAPI, the tests and the post-taxi form use these declarations.
 */

const location = typedText({ error: V.locationRequired }).check(z.trim(), z.minLength(1, V.locationRequired), z.maxLength(LOCATION_MAX_LENGTH, V.textTooLong));
/**
 * A required whole number from `choices`: a JSON number, or the numeric string of a form's select ("20").
 * Blank strings, null, booleans and arrays are rejected (plain `z.coerce.number()` would turn '' and null into 0,
 * silently posting 0 kg for an unanswered luggage select).
 */
const numberChoice = (choices: readonly number[], message: string) =>
  z
    .pipe(
      z.transform((value: unknown) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value)),
      z.number({ error: message }).check(z.int(message), z.refine((n: number) => choices.includes(n), message)),
    )
    // What a client may send, for the OpenAPI document (the transform hides it from JSON Schema; decision 173).
    .check(z.meta({ anyOf: [{ type: 'integer', enum: [...choices] }, { type: 'string', enum: choices.map(String) }] }));
const optionalText = (max: number, message: string) =>
  z.optional(z.pipe(typedText().check(z.trim(), z.maxLength(max, message)), z.transform((s: string) => (s === '' ? undefined : s))));
/** A blank select or date: left out. */
const blank = z.pipe(z.literal(''), z.transform(() => undefined));

/**
 * POST /api/taxi-services body (spec 000 §5 Post-taxi form, §7). passengerCount 1–8; luggageWeight in kg from
 * {0,5,10,20,30,50,100}; travelDate YYYY-MM-DD not in the past; travelTime from the list or "flexible";
 * contactNumber an international number, normalised to E.164; additionalNotes ≤ 1000 characters.
 */
export const createTaxiRequestBodySchema = z.object({
  fromLocation: location,
  toLocation: location,
  fromCountry: countryField,
  passengerCount: numberChoice(PASSENGER_COUNTS, V.passengerCountInvalid),
  luggageWeight: numberChoice(LUGGAGE_WEIGHTS_KG, V.luggageWeightInvalid),
  contactNumber: phoneField(),
  // The union's own `error` is what a value matching no option gets (zod's default would be "Invalid input").
  travelDate: z.optional(z.union([blank, travelDateField], { error: V.dateInvalid })),
  travelTime: z.optional(z.union([blank, z.enum(TRAVEL_TIMES)], { error: V.travelTimeInvalid })),
  additionalNotes: optionalText(ADDITIONAL_NOTES_MAX_LENGTH, V.notesTooLong),
});
export type CreateTaxiRequestBody = z.input<typeof createTaxiRequestBodySchema>;

/** GET /api/taxi-services query: cursor pagination (`limit` 1–100, default 20; `cursor`), newest first. */
export const taxiListQuerySchema = pageQuery;
