import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { taxiRequestSchema, type createTaxiRequestBodySchema, type TaxiRequest } from '#shared/schemas/taxi.ts';
import { apiJson } from '../../../lib/api/client.ts';
import { TAXI_REQUESTS_KEY } from './get-taxi-requests.ts';

/** A post body after the shared schema has normalised it (trimmed texts, numbers, E.164 phone, no empty optionals). */
export type CreateTaxiRequestPayload = z.output<typeof createTaxiRequestBodySchema>;

/**
 * POST /api/taxi-services — posts a taxi request (spec 000 §5 Post-taxi form, §7). Login required.
 * @returns the created request (201).
 * @throws ApiRequestError: 401 `unauthorized` for guests, 400 `validation_failed` with `fields`; TypeError offline.
 */
export function createTaxiRequest(body: CreateTaxiRequestPayload): Promise<TaxiRequest> {
  return apiJson(taxiRequestSchema, 'POST', '/api/taxi-services', body);
}

/** Posts a taxi request; on success the taxi list is refetched (spec 000 §4 Post-request dialog). */
export function useCreateTaxiRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxiRequest,
    // not awaited: the dialog closes at once while the list refetches in the background
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TAXI_REQUESTS_KEY }),
  });
}
