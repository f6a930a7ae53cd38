import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { activateLanguage, i18n, storedLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { CURRENT_USER_KEY, fetchCurrentUser } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import { registerServiceWorker } from './lib/pwa/register-sw.ts';
import './styles/fonts.css';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The first screen's requests start together instead of one after another (each is a round trip on a weak
// connection): the signed-in user (the root shows a spinner until it is known) and the code of the page's routes
// load while the UI language's catalog does (docs/decisions/032-initial-load-budget.md). Only code is loaded here;
// guards and loaders run when the router renders, with the catalog active.
void queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
const routesById = router.routesById as unknown as Record<string, AnyRoute | undefined>;
for (const match of router.matchRoutes(router.state.location)) {
  const route = routesById[match.routeId as string];
  if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
}
await activateLanguage(storedLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);

registerServiceWorker();
