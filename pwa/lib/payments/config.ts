import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/payments/responses.ts';
import { callEndpoint, endpointKey, endpointRef } from '../api/endpoint.ts';
import { paymentsApi } from './contract.ts';

const config = endpointRef(paymentsApi, 'config');

/** Query key of GET /api/config (`['payments', 'config']`, from the contract). */
export const PUBLIC_CONFIG_KEY = endpointKey(config);

/**
 * GET /api/config: `stripePublishableKey` (null → the server runs the payment simulator), `supportEmail`, `supportPhone`.
 * Every page's footer asks for it, so the payments contract (and zod) loads beside the request (decisions 144, 182).
 */
export function fetchPublicConfig(): Promise<PublicConfig> {
  return callEndpoint(config, {});
}

/** The public configuration, read once per session (never stale, spec 000 §1 caching defaults). */
export function usePublicConfig() {
  return useQuery({ queryKey: PUBLIC_CONFIG_KEY, queryFn: fetchPublicConfig });
}
