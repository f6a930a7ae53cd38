import { existsSync } from 'node:fs';
import path from 'node:path';
import type { User } from '../modules/users/user.entity.ts';
import type { AppModule } from '../modules/module.ts';
import type { Endpoint } from '#shared/contracts/contract.ts';
import type { TestApp } from './harness.ts';

/** Makes a record owned by `owner` and returns the path to call on it (its `:params` filled in). */
export type OwnerSample = (t: TestApp, owner: User) => Promise<string>;

/**
 * A module's owner-route samples for the authorization matrix (decision 180), exported as `ownerSamples` from
 * `api/modules/<name>/<name>.test-samples.ts` beside its routes: `METHOD path` (the route as declared, e.g.
 * `PATCH /api/job-listings/:id`) → a record of the owner's to call it on.
 */
export type OwnerSamples = Readonly<Record<string, OwnerSample>>;

/**
 * The key of an endpoint's owner sample, `METHOD path` as the route is declared (`PATCH /api/job-listings/:id`),
 * taken from its contract (docs/decisions/182-endpoint-contracts.md).
 */
export function routeKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

/**
 * Every module's `ownerSamples`, for the modules given (the registry's list): a module with owner routes keeps their
 * samples in its own folder, so adding one edits no central table.
 * @throws Error when two modules give a sample for the same route.
 */
export async function collectOwnerSamples(modules: readonly Pick<AppModule, 'name'>[]): Promise<Record<string, OwnerSample>> {
  const samples: Record<string, OwnerSample> = {};
  for (const { name } of modules) {
    const file = path.join(MODULES_DIR, name, `${name}.test-samples.ts`);
    if (!existsSync(file)) continue;
    const { ownerSamples } = (await import(file)) as { ownerSamples: OwnerSamples };
    for (const [route, sample] of Object.entries(ownerSamples)) {
      if (samples[route]) throw new Error(`owner sample for ${route} is given twice (module ${name})`);
      samples[route] = sample;
    }
  }
  return samples;
}
