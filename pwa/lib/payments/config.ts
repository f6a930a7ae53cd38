import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/schemas/payment-responses.ts';
import { apiJson } from '../api/client.ts';

/** Query key of GET /api/config. */
export const PUBLIC_CONFIG_KEY = ['config'] as const;

/**
 * GET /api/config: `stripePublishableKey` (null → the server runs the payment simulator), `supportEmail`, `supportPhone`.
 * Every page's footer asks for it, so its schema (and zod) loads beside the request (decision 144).
 */
export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiJson(() => import('#shared/schemas/payment-responses.ts').then((m) => m.publicConfigSchema), 'GET', '/api/config');
}

/** The public configuration, read once per session (never stale, spec 000 §1 caching defaults). */
export function usePublicConfig() {
  return useQuery({ queryKey: PUBLIC_CONFIG_KEY, queryFn: fetchPublicConfig });
}
