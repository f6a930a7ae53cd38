import { z } from 'zod';
import {
  ADDITIONAL_NOTES_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  LUGGAGE_WEIGHTS_KG,
  PASSENGER_COUNTS,
  TRAVEL_TIMES,
} from '../constants.ts';
import { countryField } from './country.ts';
import { V } from '../messages.ts';
import { pageQuerySchema, pageSchema, phoneField, textField, travelDateField } from './common.ts';
import * as taxiListResponse from './taxi-list.ts';

const location = textField({ error: V.locationRequired }).trim().min(1, V.locationRequired).max(LOCATION_MAX_LENGTH, V.textTooLong);
/**
 * A required whole number from `choices`: a JSON number, or the numeric string of a form's select ("20").
 * Blank strings, null, booleans and arrays are rejected (plain `z.coerce.number()` would turn '' and null into 0,
 * silently posting 0 kg for an unanswered luggage select).
 */
const numberChoice = (choices: readonly number[], message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).refine((n) => choices.includes(n), message),
    // What a client may send, for the OpenAPI document (the preprocess hides it from JSON Schema; decision 173).
  ).meta({ anyOf: [{ type: 'integer', enum: [...choices] }, { type: 'string', enum: choices.map(String) }] });
const optionalText = (max: number, message: string) =>
  textField().trim().max(max, message).transform((s) => (s === '' ? undefined : s)).optional();

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
  travelDate: z.union([z.literal('').transform(() => undefined), travelDateField], { error: V.dateInvalid }).optional(),
  travelTime: z.union([z.literal('').transform(() => undefined), z.enum(TRAVEL_TIMES)], { error: V.travelTimeInvalid }).optional(),
  additionalNotes: optionalText(ADDITIONAL_NOTES_MAX_LENGTH, V.notesTooLong),
});
export type CreateTaxiRequestBody = z.input<typeof createTaxiRequestBodySchema>;

/** GET /api/taxi-services query: cursor pagination, newest first. */
export const taxiListQuerySchema = pageQuerySchema;

/**
 * A taxi request as the API presents it (spec 000 §3). `contactNumber` is present only for a viewer entitled to
 * it (spec 000 §4 paid contact access); `isMine` tells the viewer they posted it. The shape is defined once, in
 * taxi-list.ts (with `zod/mini`, for the PWA's first screen); this is the same schema in classic zod.
 */
export const taxiRequestSchema = z.object(taxiListResponse.taxiRequestSchema.shape);
export type TaxiRequest = z.infer<typeof taxiRequestSchema>;

/** GET /api/taxi-services response: `{ items, nextCursor, total }`. */
export const taxiListSchema = pageSchema(taxiRequestSchema);
export type TaxiList = z.infer<typeof taxiListSchema>;
