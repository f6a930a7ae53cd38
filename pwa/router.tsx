import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Spinner } from './components/ui/spinner.tsx';
import { routeTree } from './route-tree.gen.ts';

/** Context every route receives (for loaders and guards). */
export interface RouterContext {
  queryClient: QueryClient;
}

/** Options of the build's pre-render (pwa/prerender.tsx); the browser uses the defaults. */
export interface AppRouterOptions {
  /** Where the router reads the location: the browser's history by default, a memory history when pre-rendering. */
  history?: RouterHistory;
  /** Scroll restoration (default on). Off when pre-rendering: on the server it would emit an inline script. */
  scrollRestoration?: boolean;
}

/** A member page's guard waiting for the session shows the full-page spinner after this long (ms). */
const PENDING_SPINNER_AFTER_MS = 150;

/**
 * The app's router: file routes from pwa/routes, code-split per route; a route's code is preloaded when a link
 * to it is hovered or focused ('intent') or scrolls into view (`preload="viewport"` on the link). A route still
 * waiting in a guard (member pages wait for the session, pwa/routes/_authed.tsx) shows the full-page spinner;
 * public pages never wait for the session (docs/decisions/067-session-unknown-state.md).
 */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: options.scrollRestoration ?? true,
    defaultPendingComponent: FullPageSpinner,
    defaultPendingMs: PENDING_SPINNER_AFTER_MS,
    defaultPendingMinMs: 0,
    ...(options.history ? { history: options.history } : {}),
  });
}

function FullPageSpinner() {
  return <Spinner fullPage />;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
