import * as z from 'zod/mini';
import { COUNTRY_OPTIONS } from '../countries.ts';
import { V } from '../messages.ts';

/**
 * A country field of a request body: one of COUNTRY_OPTIONS' values (English names, or `Other`), as an enum so the
 * OpenAPI document lists them (decision 173). Refused with `V.countryInvalid`. Apart from shared/countries.ts, so the
 * country pickers of the PWA do not load zod with the country names. Written with `zod/mini` for the endpoint contracts
 * (docs/decisions/182-endpoint-contracts.md); classic schemas take it unchanged.
 */
export const countryField = z.enum(COUNTRY_OPTIONS.map((c) => c.value) as [string, ...string[]], { error: V.countryInvalid });
