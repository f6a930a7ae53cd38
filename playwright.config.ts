/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the production
 * server: `node api/main.ts` serving the built PWA (`npm run test:e2e` builds it first; nothing is built here) on
 * a free port, with a fresh temporary DATA_DIR, so the embedded PGlite database starts empty and the migrations
 * and the demo seed run as on a newcomer's first `npm start`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';


/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The config is evaluated by the runner and again by each worker: the runner picks the port and the data folder
// and hands them to the workers through the environment, and removes the folder when it exits (after the web
// server has been stopped).
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const projectNode = path.resolve(import.meta.dirname, 'node_modules/.bin/node');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    serviceWorkers: 'allow',
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
  webServer: {
    // The project's Node 24 directly (not `npm start`): no rebuild here, and no npm parent that would outlive a kill.
    command: `"${projectNode}" api/main.ts`,
    url: `${baseURL}/api/health`,
    cwd: import.meta.dirname,
    env: {
      NODE_ENV: 'development',
      // Always the embedded database: an exported DATABASE_URL must not make the walk write into a real one.
      DATABASE_URL: undefined as unknown as string,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      LOG_LEVEL: 'warn',
      // Test members registered through the API each come from their own (documentation-range) address in
      // X-Forwarded-For, as real members do: the per-IP registration limit (20 an hour) then holds for the
      // browser's own sign-ups without every spec's set-up sharing one allowance.
      TRUST_PROXY: 'true',
      // The footer's and help page's contact details come from configuration (decision 128): give the walk some.
      SUPPORT_EMAIL: 'help@tamil-community.example',
      SUPPORT_PHONE: '+44 20 7946 0123',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Playwright starts the command as the leader of its own process group: SIGTERM the whole group (graceful
    // shutdown closes the database), then SIGKILL the group if it is still there after 10 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
