import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './route-tree.gen.ts';

/** Context every route receives (for loaders and guards). */
export interface RouterContext {
  queryClient: QueryClient;
}

/** The app's router: file routes from pwa/routes, code-split per route, intent preloading. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
