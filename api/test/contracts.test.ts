/**
 * The shared endpoint contracts and the mounted routes agree (docs/decisions/182-endpoint-contracts.md): every endpoint
 * of every contract the modules declare (`contracts` of each in api/registry.ts, and the API reference's) is mounted
 * exactly once, bound from its declaration (so the
 * route's access rule, schemas, statuses and headers are the contract's — what the authorization matrix, the bad-input
 * test, the contract test and the OpenAPI document read), and every mounted route is one of them (none declared by
 * hand: `defineRoute` is left for the tests' own fixture routes). Every endpoint that takes a JSON body has one sample
 * body (`shared/<feature>/samples.ts`, declared by its module's `samples`; decision 182 "Samples") that its body
 * schema accepts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { fillPath, type Endpoint } from '#shared/contracts/contract.ts';
import { contractSamples, sampleFor } from './samples.ts';
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

/** Whether an endpoint takes a JSON body: a body schema, neither `bodyless` nor `rawBody`. */
const takesJson = (endpoint: Endpoint) => Boolean(endpoint.body && !endpoint.rawBody && !endpoint.bodyless);
const bodyEndpoints = contracts.flatMap((c) => Object.entries(c.endpoints).filter(([, e]) => takesJson(e)).map(([name, e]) => [`${c.name}.${name}`, e] as const));

describe('samples (decision 182 "Samples")', () => {
  it('every endpoint that takes a JSON body has a sample, and every sample is of such an endpoint of a mounted contract', () => {
    expect(bodyEndpoints.length).toBeGreaterThan(40);
    expect(bodyEndpoints.filter(([, e]) => sampleFor(e) === undefined).map(([name, e]) => `${name} (${label(e)}): no sample (shared/<feature>/samples.ts, in its module's samples)`)).toEqual([]);
    const sampled = contractSamples.flatMap(({ contract, bodies }) => Object.keys(bodies).map((name) => [`${contract.name}.${name}`, contract.endpoints[name]] as const));
    const mounted = new Set(bodyEndpoints.map(([, e]) => label(e)));
    expect(sampled.filter(([, e]) => !e || !mounted.has(label(e))).map(([name]) => name)).toEqual([]);
  });

  it.each(bodyEndpoints)('%s: its sample passes the body schema', (_name, endpoint) => {
    const result = z.safeParse(endpoint.body!, sampleFor(endpoint));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('each call makes a fresh sample (a test that changes its body changes no other test\'s)', () => {
    for (const [, endpoint] of bodyEndpoints) {
      const first = sampleFor(endpoint);
      expect(sampleFor(endpoint)).not.toBe(first);
      expect(sampleFor(endpoint)).toEqual(first);
    }
  });
});
