import { QueryClient } from '@tanstack/react-query';

/** TanStack Query with the spec's defaults: never stale on its own, no refetch on focus, no retries (spec 000 §1). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
