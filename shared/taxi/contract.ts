import { TAXI_CONTRACT_NAME } from '../constants.ts';
import { createTaxiRequestBodySchema, taxiListQuerySchema, taxiListSchema, taxiRequestSchema } from './schemas.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

/**
 * The taxi / vehicle service requests contract (spec 000 §3, §5 Post-taxi form, §6, §7;
 * docs/decisions/182-endpoint-contracts.md). The list and the detail carry `contactNumber` only for a viewer the
 * entitlement rule allows (admin, poster, paying member); the POST's answer never does. Missing, inactive or
 * unapproved requests are 404. POST honours `Idempotency-Key` (UUID v4; decision 008).
 */
export const taxiContract = defineContract(TAXI_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/taxi-services',
    access: 'public',
    summary: 'Published taxi requests, newest first (keyset pages)',
    description: "A guest's first page (no cursor) carries an ETag (304 on If-None-Match) and is shared by guests for up to 5 s.",
    query: taxiListQuerySchema,
    responses: { 200: taxiListSchema, 304: null },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/taxi-services/:id',
    access: 'public',
    summary: 'One published taxi request',
    params: idParams,
    responses: { 200: taxiRequestSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/taxi-services',
    access: 'member',
    summary: 'Post a taxi request',
    body: createTaxiRequestBodySchema,
    responses: { 201: taxiRequestSchema },
    idempotent: true,
    location: true,
  }),
});
