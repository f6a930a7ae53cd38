/**
 * The shared endpoint contracts and the mounted routes agree (docs/decisions/182-endpoint-contracts.md): every endpoint
 * of every contract the modules declare (`contracts` of each in api/registry.ts, and the API reference's) is mounted
 * exactly once, bound from its declaration (so the
 * route's access rule, schemas, statuses and headers are the contract's — what the authorization matrix, the bad-input
 * test, the contract test and the OpenAPI document read), and every mounted route is one of them (none declared by
 * hand: `defineRoute` is left for the tests' own fixture routes).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { fillPath } from '#shared/contracts/contract.ts';
import { modules } from '../registry.ts';
import { declaredErrors, type RouteDef } from '../http/route.ts';
import { documentedRoutes } from './declared-routes.ts';
import { createTestApp, type TestApp } from './harness.ts';

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const routes = documentedRoutes(t).map(({ route }) => route);
/** The contracts of the composition: each module's, and the API reference's (api/http/api-docs.ts, mounted by the app). */
const contracts = [...modules.flatMap((m) => m.contracts ?? []), apiDocsContract];
const label = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe.each(contracts.map((c) => [c.name, c] as const))('contract %s', (_name, contract) => {
  for (const [name, endpoint] of Object.entries(contract.endpoints)) {
    it(`${name}: ${label(endpoint)} is mounted once, bound from the contract`, () => {
      const mounted = routes.filter((r) => label(r) === label(endpoint));
      expect(mounted).toHaveLength(1);
      const route = mounted[0] as RouteDef;
      expect(route.endpoint).toBe(endpoint);
      expect([route.access, route.params, route.query, route.body, route.responses]).toEqual([endpoint.access, endpoint.params, endpoint.query, endpoint.body, endpoint.responses]);
      for (const status of Object.keys(endpoint.errors ?? {})) expect(declaredErrors(route).has(Number(status))).toBe(true);
    });
  }

  it('fills its paths as the router reads them (a parameter is one encoded segment)', () => {
    for (const endpoint of Object.values(contract.endpoints)) {
      const filled = fillPath(endpoint.path, Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, p]) => [p, 'a/b c'])));
      expect(filled).not.toMatch(/:\w/);
      expect(filled.split('/')).toHaveLength(endpoint.path.split('/').length);
    }
  });
});

it('every mounted route is bound from a contract: none is declared by hand', () => {
  expect(routes.filter((r) => !r.endpoint).map(label)).toEqual([]);
});

it("every route's contract is one its module declares (a feature lists its contract in its module, nowhere else)", () => {
  const declared = new Set(contracts.flatMap((c) => Object.values(c.endpoints)));
  expect(routes.filter((r) => r.endpoint && !declared.has(r.endpoint)).map(label)).toEqual([]);
  expect(new Set(contracts.map((c) => c.name)).size, 'contract names (the PWA query-key roots) are unique').toBe(contracts.length);
});
