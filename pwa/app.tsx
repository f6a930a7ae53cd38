import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './lib/i18n/i18n.ts';
import type { createAppRouter } from './router.tsx';

/**
 * The whole app's React tree, the same in the browser (pwa/main.tsx) and in the build's pre-render
 * (pwa/prerender.tsx) — what hydration needs to find identical.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
