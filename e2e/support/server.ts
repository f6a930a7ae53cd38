/**
 * One production server and one database per Playwright worker (decision 156): the global set-up starts the server
 * once on a fresh embedded database (migrations and the demo seed run, as on a newcomer's first `npm start`) and
 * keeps that data folder as a template; each worker copies it and starts `node api/main.ts` on the copy, on a port
 * of its own. Workers never see each other's members, posts or rate-limit counters.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startChild, type Child } from '../../bench/lib/processes.ts';
import { healthContract } from '../../shared/health/contract.ts';
import { endpointPath } from '../../shared/contracts/contract.ts';

/** Environment variable naming the seeded template data folder (set by e2e/global-setup.ts for the workers). */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DATA_DIR';

/** A running app server of the e2e run. */
export interface AppServer {
  baseURL: string;
  /** Stops the server (SIGTERM: graceful shutdown closes the database) and removes its data folder. */
  stop(): Promise<void>;
}

/** The server's environment: the embedded database in `dataDir`, never an exported DATABASE_URL. */
function serverEnv(port: number, dataDir: string): Record<string, string | undefined> {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'development',
    // Always the embedded database: an exported DATABASE_URL must not make the walk write into a real one.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Test members registered through the API each come from their own (documentation-range) address in
    // X-Forwarded-For, as real members do: the per-IP registration limit (20 an hour) then holds for the
    // browser's own sign-ups without every spec's set-up sharing one allowance.
    TRUST_PROXY: 'true',
    // The footer's and help page's contact details come from configuration (decision 128): give the walk some.
    SUPPORT_EMAIL: 'help@tamil-community.example',
    SUPPORT_PHONE: '+44 20 7946 0123',
  };
}

/** Starts `node api/main.ts` on `dataDir`; `stop()` ends it and removes the folder unless `keepData`. */
async function start(dataDir: string, keepData = false): Promise<AppServer> {
  const port = await freePort();
  const removeData = () => keepData || rmSync(dataDir, { recursive: true, force: true });
  let child: Child;
  try {
    child = await startChild({ name: 'e2e app server', script: 'api/main.ts', port, env: serverEnv(port, dataDir), readyPath: endpointPath(healthContract.endpoints.health), timeoutMs: 120_000 });
  } catch (err) {
    removeData();
    throw err;
  }
  child.process.stderr!.pipe(process.stderr);
  return {
    baseURL: child.origin,
    async stop() {
      await child.stop(10_000);
      removeData();
    },
  };
}

/**
 * Starts a server on a new data folder, lets it migrate and seed, stops it (the graceful shutdown closes the
 * database), and returns the folder: the template of every worker's data. Throws when the server does not become
 * healthy within two minutes.
 */
export async function prepareSeededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-e2e-template-'));
  const server = await start(dataDir, true);
  await server.stop();
  return dataDir;
}

/** Starts a server on a copy of the seeded template folder named by {@link TEMPLATE_ENV}. */
export async function startWorkerServer(): Promise<AppServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the e2e suite through playwright.config.ts (its global set-up seeds the template)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return start(dataDir);
}
