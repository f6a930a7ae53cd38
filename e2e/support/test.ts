/**
 * The e2e specs' `test` and `expect`: Playwright's, with one app server and database per worker
 * (e2e/support/server.ts) — `baseURL`, and with it `page`, `request` and every context the browser makes, point at
 * this worker's server. Specs import from here, never `test` from '@playwright/test' itself.
 */
import { test as base } from '@playwright/test';
import { startWorkerServer, type AppServer } from './server.ts';

export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseURL),
});

export { expect } from '@playwright/test';
