import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AnyRoute } from '@tanstack/react-router';
import { loadErrorMessages } from './lib/i18n/error-table/load.ts';
import { activateLanguage, storedLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { App } from './app.tsx';
import { FIRST_RENDER_MARK, PAINT_WAIT_MAX_MS } from '#shared/first-paint.ts';
import './styles/fonts.css';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The page may already show the build's pre-rendered HTML of this route (api/http/static.ts picks it by the
// language cookie; docs/decisions/065-pre-rendered-first-paint.md). It is hydrated when it is in the language this
// device uses, else (a device whose choice predates the cookie, or the service worker's shell) rendered afresh.
const container = document.getElementById('root')!;
const language = storedLanguage();
const prerendered = container.dataset.prerendered === language;

// The first screen's requests start together instead of one after another (each is a round trip on a weak
// connection): the session request already left from index.html's boot script (shared/first-paint.ts); the code
// of the page's routes loads while the UI language's catalog does. Guards and loaders run once the catalog is
// active (a guard may show a toast), before the first render, so hydration renders exactly what the build did.
// No top-level await: this module is part of the `start` chunk, which the awaited chunks import from (vite.config.ts).
/**
 * Resolves once the browser has had a chance to paint: the next animation frame, then a task after it — or after
 * PAINT_WAIT_MAX_MS when no frame comes (a background tab; decision 150, amended).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_MAX_MS);
  });
}

async function start() {
  const routesById = router.routesById as unknown as Record<string, AnyRoute | undefined>;
  for (const match of router.matchRoutes(router.state.location)) {
    const route = routesById[match.routeId as string];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  await activateLanguage(language);

  // Everything requested before FIRST_RENDER_MARK is the JavaScript and CSS the first screen needs (bench/frontend.ts):
  // the code of its routes, the catalogs their loaders load. What loads later (the device database, the toast
  // region, country names, the home page below the fold, the service worker) is not.
  if (prerendered) {
    // Render as TanStack Router does when it hydrates its own server output: no Suspense around the root match.
    (router as unknown as { ssr?: object }).ssr = { manifest: undefined };
    await router.load();
    // Let the browser paint the pre-rendered page before React spends its long task hydrating it: with the
    // JavaScript already at hand (a repeat visit from the cache, a fast network) a slow phone would otherwise show
    // nothing until hydration had finished (decision 150).
    await afterNextPaint();
    performance.mark(FIRST_RENDER_MARK);
    hydrateRoot(container, <App queryClient={queryClient} router={router} />, {
      // A mismatch makes React throw the server markup away and render afresh (a visual change): report it loudly,
      // e2e/prerender.spec.ts fails on it.
      onRecoverableError: (error, info) => console.error('Hydration failed: the pre-rendered page did not match', error, info.componentStack?.split('\n').slice(0, 4).join(' <')),
    });
  } else {
    performance.mark(FIRST_RENDER_MARK);
    createRoot(container).render(<App queryClient={queryClient} router={router} />);
  }

  // The service worker (workbox-window, the outbox's Background Sync) is not needed for the first screen, nor are
  // the error messages (decision 153): both load once the page has loaded.
  const registerLater = () => {
    void import('./lib/pwa/register-sw.ts').then((m) => m.registerServiceWorker());
    loadErrorMessages().catch(() => undefined); // tried again on the first refusal or form check
  };
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}
void start();
