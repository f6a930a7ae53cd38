/**
 * Global set-up of the e2e run: one seeded embedded database for the run, copied by each worker's server
 * (e2e/support/server.ts, decision 156); the returned teardown removes it. Under `npm test` it is already made
 * (scripts/test.ts seeds it beside the build) and named by E2E_TEMPLATE_DATA_DIR.
 */
import { existsSync, rmSync } from 'node:fs';
import { prepareSeededDataDir, TEMPLATE_ENV } from './support/server.ts';

export default async function globalSetup(): Promise<() => void> {
  // `npm test` seeds it beside the build (scripts/test.ts), and removes it after the run.
  const given = process.env[TEMPLATE_ENV];
  if (given && existsSync(given)) return () => undefined;
  const template = await prepareSeededDataDir();
  // Workers start after the global set-up and inherit the runner's environment.
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
