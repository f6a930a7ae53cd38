import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTaxiRequestBodySchema } from '#shared/taxi/schemas.ts';
import type { TaxiRequest } from '#shared/taxi/responses.ts';
import { endpointRef, endpointUrl, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { submitThroughOutbox, type SubmitResult } from '../../../lib/offline/submit.ts';
import { taxiApi } from './contract.ts';
import { TAXI_OUTBOX_KIND, TAXI_REQUESTS_KEY } from './keys.ts';

const create = endpointRef(taxiApi, 'create');

/** A post body after the shared schema has normalised it (trimmed texts, numbers, E.164 phone, no empty optionals). */
export type CreateTaxiRequestPayload = z.output<typeof createTaxiRequestBodySchema>;

export { TAXI_OUTBOX_KIND };

/** What happened to a submitted post: created now (`value`, the request), or saved on the device to be sent later. */
export type SubmitTaxiResult = SubmitResult<TaxiRequest>;

/**
 * POST /api/taxi-services through the outbox (spec 000 §5, §7; the taxi contract's URL and success
 * schema, decision 182), as every post is
 * (pwa/lib/offline/submit.ts): saved in IndexedDB with an Idempotency-Key and sent at once. Resolves "sent" with the
 * created request, or "queued" when the network (or the server) is unavailable — it is then delivered exactly once
 * later.
 * @throws ApiRequestError when the server refuses the post (401 for guests, 400 with `fields`). The refused entry
 * is removed from the outbox: the user is in the dialog and fixes the form. (A post refused later, after being
 * queued offline, stays in the outbox as "failed" with retry/discard.)
 */
export async function submitTaxiRequest(body: CreateTaxiRequestPayload): Promise<SubmitTaxiResult> {
  const endpoint = await loadEndpoint(create);
  return submitThroughOutbox(TAXI_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
}

/**
 * Posts a taxi request; when it was delivered the list refreshes (spec 000 §4 Post-request dialog), at once. The
 * root's outbox listener refreshes it again after its debounce (useOutboxDelivery); `cancelRefetch: false` here lets
 * this call join a refetch already running rather than restart it.
 */
export function useCreateTaxiRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTaxiRequest,
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.state === 'sent') void queryClient.invalidateQueries({ queryKey: TAXI_REQUESTS_KEY }, { cancelRefetch: false });
    },
  });
}
