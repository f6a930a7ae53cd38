import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { activateLanguage, i18n, storedLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { registerServiceWorker } from './lib/pwa/register-sw.ts';
import './styles/fonts.css';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

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
