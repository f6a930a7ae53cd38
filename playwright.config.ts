/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the production
 * server: `node api/main.ts` serving the built PWA (`npm run test:e2e` builds it first; nothing is built here).
 * The global set-up seeds one embedded database (migrations and the demo seed, as on a newcomer's first
 * `npm start`); each worker runs its own server on a copy of it (e2e/support/server.ts, e2e/support/test.ts;
 * decision 156). Three workers: the two cores stay busy while a test waits on the page (E2E_WORKERS to change).
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

export default defineConfig({
  testDir: './e2e',
  globalSetup: path.resolve(import.meta.dirname, 'e2e/global-setup.ts'),
  // Files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    // Locally a failed test keeps a trace of DOM snapshots (`npx playwright show-trace`); no screencast — recording
    // one for every test cost ~30 % of the suite's CPU. CI records none: its log cannot carry a trace, and the
    // recording (DOM snapshots and response bodies for every action) cost another ~15 % (decision 156, amendment
    // of 2026-11-28). A failure there still prints its error, its page's ARIA snapshot and a screenshot.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    // The service worker is blocked unless a test asks for it (`test.use({ serviceWorkers: 'allow' })`, or the option
    // of memberPage / tamil320): a context that allows it installs it and precaches ~240 files in the background
    // while the test runs — ~25 % of the CPU of a test that never goes offline (decision 156). The specs that go
    // offline, wait for its control or test installing allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
});
