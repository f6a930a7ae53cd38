/**
 * The generated bad-input test (issue 9 item 7; docs/decisions/056-generated-bad-input-test.md). For EVERY declared
 * route — read from the module registry, and checked to be exactly the routes mounted on the app — fast-check
 * generates plausible input from the route's own zod schemas (params, query, body; random bytes for raw-body
 * routes), or takes the endpoint's sample body (decision 182 "Samples"), and mutates it into invalid input: wrong types, NUL and lone surrogates, huge strings, deep nesting,
 * extra fields, missing fields, a different JSON value for the whole body, malformed path parameters and query
 * values. Each attempt is sent as the signed-in member whom the route's access rule lets reach its handler: the admin
 * for admin and owner routes (the admin may manage any record), a member for the others.
 * The server must never answer 5xx, and every 4xx must be the error contract `{ message, code, fields? }`.
 * Runs are bounded (BAD_INPUT_RUNS per route, default 6; 2 for a route that reads no input) so the file stays well under a minute on PGlite;
 * a failure prints fast-check's seed and the shrunk input (BAD_INPUT_SEED=<seed> replays it).
 */
import type Router from '@koa/router';
import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleFor } from './samples.ts';
import { authContract } from '#shared/auth/contract.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { MAX_JSON_DEPTH } from '../http/input-guard.ts';
import type { RouteDef } from '../http/route.ts';
import { call } from './call.ts';
import { signedIn } from './factories.ts';
import { documentedRoutes } from './declared-routes.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { z } from 'zod';
import { hasInvisibleControls } from '#shared/text.ts';
import {
  arbitraryFor,
  bodyFields,
  DOLLAR_PATTERNS,
  fitText,
  freeText,
  inputJsonSchema,
  INVISIBLE_CONTROLS_TEXT,
  isDateSchema,
  TAMIL_WITH_JOINERS,
  wrongTypeValue,
  type JsonSchema,
} from './schema-arbitrary.ts';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 6);
const SEED = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;

const t: TestApp = await createTestApp();
afterAll(() => t.close());

/** The declared routes, built from the registry exactly as api/app.ts builds them (test config: dev modules on). */
const declaredRoutes = (app: TestApp): RouteDef[] => documentedRoutes(app).map((entry) => entry.route);

/** Every method + path mounted on the app (HEAD twins of GET left out), read from its routers. */
function mountedRoutes(app: TestApp): string[] {
  const found: string[] = [];
  for (const mw of app.app.middleware) {
    for (const layer of (mw as { router?: Router }).router?.stack ?? []) {
      for (const method of layer.methods) if (!(method === 'HEAD' && layer.methods.includes('GET'))) found.push(`${method} ${String(layer.path)}`);
    }
  }
  return found;
}

const routes = declaredRoutes(t);
const label = (route: RouteDef) => `${route.method} ${route.path}`;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const hasBody = (route: RouteDef) => route.method !== 'GET';
/** Whether a route reads any input (declared schemas or a raw body); routes that read none get fewer runs. */
const takesInput = (route: RouteDef) => Boolean(route.params || route.query || route.body || route.rawBody);

/** One attempt: path parameters, query string, body (JSON text or raw bytes) and headers. */
interface Attempt {
  params: Record<string, string>;
  query: string;
  body: { json: string } | { raw: Uint8Array; type: string } | null;
  headers: Record<string, string>;
}

/** Marks a place in a body where deep nesting is spliced into the JSON text (JSON.stringify itself would overflow). */
const deepMarker = (depth: number) => `\u0001DEEP${depth}\u0001`;
const spliceDeep = (json: string) => json.replace(/"\\u0001DEEP(\d+)\\u0001"/g, (_m, depth: string) => `${'['.repeat(Number(depth))}0${']'.repeat(Number(depth))}`);

/** A change that makes a body (or a value in it) invalid. */
type Mutation = (body: unknown) => unknown;

function mutations(keys: string[]): fc.Arbitrary<Mutation> {
  const key = fc.constantFrom(...keys, 'unexpectedField');
  const set = (k: string, v: unknown): Mutation => (body) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [k]: v } : { [k]: v });
  return fc.oneof(
    fc.tuple(key, wrongTypeValue).map(([k, v]) => set(k, v)),
    fc.tuple(key, fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '\uDFFF')).map(([k, s, bad]) => set(k, `${s}${bad}${s}`)),
    fc.tuple(key, fc.integer({ min: 1_000, max: BODY_LIMIT_BYTES + 1_000 })).map(([k, size]) => set(k, 'x'.repeat(size))),
    fc.tuple(key, fc.integer({ min: MAX_JSON_DEPTH - 2, max: 20_000 })).map(([k, depth]) => set(k, deepMarker(depth))),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 }).map((extra): Mutation => (body) => ({ ...(body as object), ...extra })),
    key.map((k): Mutation => (body) => {
      if (!body || typeof body !== 'object') return body;
      const { [k]: _removed, ...rest } = body as Record<string, unknown>;
      return rest;
    }),
    fc.jsonValue({ maxDepth: 3 }).map((whole): Mutation => () => whole),
  );
}

/**
 * Bodies for a JSON route: a valid base — the endpoint's sample body (shared/<feature>/samples.ts, decision 182
 * "Samples") or plausible values from its schema — then up to three mutations.
 */
function jsonBody(route: RouteDef): fc.Arbitrary<Attempt['body']> {
  const schema = route.body ? inputJsonSchema(route.body) : undefined;
  const sample = sampleFor(route);
  const generated = schema ? arbitraryFor(schema) : fc.constant({});
  const valid = sample === undefined ? generated : fc.oneof(fc.constant(null).map(() => sampleFor(route)), generated);
  const keys = Object.keys(schema?.properties ?? {});
  return fc
    .tuple(valid, fc.array(mutations(keys), { minLength: 0, maxLength: 3 }))
    .map(([value, changes]) => ({ json: spliceDeep(JSON.stringify(changes.reduce<unknown>((body, change) => change(body), value)) ?? 'null') }));
}

/** Bodies for a raw-body route (webhooks, uploads): random bytes, JSON text, nothing, or more than the limit. */
function rawBody(route: RouteDef): fc.Arbitrary<Attempt['body']> {
  const type = fc.constantFrom(route.rawBody ?? 'application/octet-stream', 'application/json', 'image/png', 'text/plain');
  return fc.oneof(
    fc.tuple(fc.uint8Array({ maxLength: 2048 }), type).map(([raw, contentType]) => ({ raw, type: contentType })),
    fc.tuple(fc.jsonValue({ maxDepth: 3 }), type).map(([value, contentType]) => ({ raw: Buffer.from(JSON.stringify(value) ?? ''), type: contentType })),
    fc.constant({ raw: new Uint8Array(BODY_LIMIT_BYTES + 10), type: route.rawBody ?? 'application/json' }),
  );
}

/** A query value: plausible from the schema, or wrong (text for numbers, empty, huge, NUL, a surrogate). */
const badQueryValue = fc.oneof(
  fc.constantFrom('', 'abc', '-1', '0', '1e999', 'NaN', '%', '\u0000', '\uD800', 'null', '[]'),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: 1_000, max: 6_000 }).map((size) => 'q'.repeat(size)),
);

function queryString(route: RouteDef): fc.Arbitrary<string> {
  const schema: JsonSchema | undefined = route.query ? inputJsonSchema(route.query) : undefined;
  const keys = Object.keys(schema?.properties ?? {});
  const plausible = schema ? arbitraryFor(schema) : fc.constant({});
  return fc
    .tuple(plausible, fc.array(fc.tuple(fc.constantFrom(...keys, 'extra'), badQueryValue), { maxLength: 3 }))
    .map(([value, bad]) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) search.append(k, String(v));
      for (const [k, v] of bad) search.append(k, v);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

/** A path parameter: plausible (a UUID, a listed file name) or malformed (text, %00, huge, traversal). */
function paramValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const good = schema ? arbitraryFor(schema).map(String) : fc.uuid({ version: 4 });
  const bad = fc.oneof(
    fc.constantFrom('not-an-id', '%00', '..%2F..%2Fpackage.json', '%E0%A4%A', '0', '-1', 'null'),
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.integer({ min: 500, max: 4_000 }).map((size) => 'p'.repeat(size)),
  );
  return fc.oneof(good, bad);
}

function attempts(route: RouteDef): fc.Arbitrary<Attempt> {
  const paramsSchema = route.params ? inputJsonSchema(route.params) : undefined;
  const params = fc.record(Object.fromEntries(pathParams(route.path).map((name) => [name, paramValue(paramsSchema?.properties?.[name])])));
  const body: fc.Arbitrary<Attempt['body']> = !hasBody(route) ? fc.constant(null) : route.rawBody ? rawBody(route) : jsonBody(route);
  const headers = fc.record(
    {
      'Idempotency-Key': fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom('not-a-uuid', '')),
      'Stripe-Signature': fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    },
    { requiredKeys: [] },
  );
  return fc.record({ params, query: queryString(route), body, headers });
}

/**
 * The same attempts for every route, always run first: names of Object.prototype's own keys as path parameters and
 * query keys (a lookup in an object literal must not find an inherited property), 10,000 levels of nesting, NUL
 * text, a body over the limit, and every field of the body holding `$` replacement patterns, invisible direction
 * controls and Tamil joiners (decision 159).
 */
function fixedAttempts(route: RouteDef): Attempt[] {
  const params = Object.fromEntries(pathParams(route.path).map((name) => [name, '00000000-0000-4000-8000-000000000000']));
  const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty'].map((key) => ({
    params: Object.fromEntries(Object.keys(params).map((k) => [k, key])),
    query: `?${key}=${key}&sort=${key}&category=${key}`,
    body: null,
    headers: {},
  }));
  if (!hasBody(route)) return [...inherited, { params, query: '?q=%00', body: null, headers: {} }, { params: Object.fromEntries(Object.keys(params).map((k) => [k, '%00'])), query: '', body: null, headers: {} }];
  const deep = `${'['.repeat(10_000)}0${']'.repeat(10_000)}`;
  return [
    ...inherited,
    { params, query: '', body: { json: `{"field":${deep}}` }, headers: { 'Idempotency-Key': '7c0e0f36-6c2a-4c5e-9a51-2b0f0c1d2e3f' } },
    { params, query: '', body: { json: JSON.stringify({ field: 'a\u0000b', other: '\uD800' }) }, headers: {} },
    { params, query: '', body: { json: JSON.stringify({ field: 'x'.repeat(BODY_LIMIT_BYTES + 1) }) }, headers: {} },
    { params, query: '', body: { json: JSON.stringify(Object.fromEntries(Object.keys(bodyProperties(route)).map((key) => [key, HOSTILE_TEXT]))) }, headers: {} },
  ];
}

/** One text with every hostile class at once: `$` replacement patterns, invisible controls, Tamil joiners. */
const HOSTILE_TEXT = `${DOLLAR_PATTERNS} ${INVISIBLE_CONTROLS_TEXT} ${TAMIL_WITH_JOINERS}`;
const bodyProperties = (route: RouteDef) => (route.body && !route.rawBody ? (inputJsonSchema(route.body).properties ?? {}) : {});

const fill = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'x');

async function send(agent: TestAgent, route: RouteDef, attempt: Attempt) {
  const url = `${fill(route.path, attempt.params)}${attempt.query}`;
  let req = agent[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set(attempt.headers);
  if (attempt.body && 'json' in attempt.body) req = req.set('Content-Type', 'application/json').send(attempt.body.json);
  else if (attempt.body) req = req.set('Content-Type', attempt.body.type).send(Buffer.from(attempt.body.raw));
  return req;
}

/** Never a 5xx; every error is the error contract (a 500's requestId is the only extra field, and never allowed). */
function expectContract(route: RouteDef, attempt: Attempt, res: { status: number; body: unknown; text: string; type: string }) {
  const where = `${label(route)} ${JSON.stringify(attempt).slice(0, 300)}`;
  expect(res.status, `${where} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(res.type, where).toBe('application/json');
  const parsed = apiErrorSchema.safeParse(res.body);
  expect(parsed.success, `${where} → ${res.text.slice(0, 300)}`).toBe(true);
  expect(Object.keys(res.body as object).sort(), where).toEqual(expect.arrayContaining(['code', 'message']));
  expect(Object.keys(res.body as object).filter((k) => !['message', 'code', 'fields'].includes(k)), where).toEqual([]);
}

/**
 * Signed-in clients by role. A route that ends the session (logout, logout-all) gets the same account signed in
 * again; one that ends the account (delete-account) gets a new account.
 */
const clients: Partial<Record<'member' | 'admin', { agent: TestAgent; email: string; password: string }>> = {};
/**
 * Roles whose session may have ended: an attempt answered 401, or a write that succeeded (a logout, a password or
 * e-mail change, a deleted account end sessions) — checked before the next attempt, not before every one.
 */
const mayBeSignedOut = new Set<'member' | 'admin'>();
async function client(role: 'member' | 'admin'): Promise<TestAgent> {
  const current = clients[role];
  if (current && !mayBeSignedOut.has(role)) return current.agent;
  mayBeSignedOut.delete(role);
  if (current && (await call(current.agent, authContract.endpoints.user)).status === 200) return current.agent;
  if (current && (await call(current.agent, authContract.endpoints.login, { body: { email: current.email, password: current.password } })).status === 200) return current.agent;
  const made = await signedIn(t, role);
  clients[role] = { agent: made.agent, email: made.user.email, password: made.password };
  return made.agent;
}

describe('declared routes', () => {
  it('are exactly the mounted routes (no route escapes this test)', () => {
    expect(routes.map(label).sort()).toEqual(mountedRoutes(t).sort());
  });

  it('declare a schema for every input they take: path parameters, and a body unless raw', () => {
    const missing = routes.flatMap((route) => [
      ...(pathParams(route.path).length && !route.params ? [`${label(route)}: path parameters without a params schema`] : []),
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) && !route.body && !route.rawBody && !BODYLESS.has(label(route)) && !route.endpoint?.bodyless ? [`${label(route)}: no body schema`] : []),
    ]);
    expect(missing).toEqual([]);
  });
});

/**
 * POST routes that take no body by design (spec 000 §7: "no body"); anything sent is ignored. Listed so that a new
 * POST/PUT/PATCH without a body schema fails the test above instead of passing unnoticed. A route bound from a shared
 * contract says so in its contract instead (`bodyless: true`, shared/contracts/contract.ts, decision 182).
 */
const BODYLESS = new Set([
  'POST /api/objects/upload',
]);

/** Who sends a route's attempts: the member its access rule lets through to the handler (api/http/access.ts). */
const roleFor = (route: RouteDef): 'member' | 'admin' => (route.access === 'admin' || route.access === 'owner' ? 'admin' : 'member');

/** Sends `attempt` to `route` as `role` and checks the answer is the error contract or a success. */
async function attemptAs(role: 'member' | 'admin', route: RouteDef, attempt: Attempt): Promise<void> {
  const answer = await send(await client(role), route, attempt);
  if (answer.status === 401 || (route.method !== 'GET' && answer.status < 300)) mayBeSignedOut.add(role);
  expectContract(route, attempt, answer);
}

describe('generated bad input never gets a 5xx and always gets the error contract', () => {
  for (const route of routes) {
    it(label(route), { timeout: 60_000 }, async () => {
      const role = roleFor(route);
      for (const attempt of fixedAttempts(route)) await attemptAs(role, route, attempt);
      await fc.assert(
        fc.asyncProperty(attempts(route), (attempt) => attemptAs(role, route, attempt)),
        { numRuns: takesInput(route) ? RUNS : 2, seed: SEED, endOnFailure: true },
      );
    });
  }
});

/**
 * Body fields that take text nobody reads, kept exactly as sent (every other text field must be cleaned, below):
 * secrets and opaque values.
 */
const NOT_TEXT_PEOPLE_READ = new Set([
  'password', // a secret: compared with what was typed at registration
  'newPassword',
  'currentPassword',
  'token', // opaque single-use tokens
  'clientSecret',
  'code', // a two-factor or recovery code, compared after its own normalisation
  'imageURL', // an upload URL, reduced to the object's id
  'documentURL', // the same for a document (decision 177)
  'website', // the contact form's honeypot: never stored
]);

/** Every top-level field of every JSON body a write route declares, with its input JSON Schema. */
const bodyFieldCases = routes
  .filter((route) => route.body && !route.rawBody)
  .flatMap((route) => bodyFields(route.body!).map(([key, field]) => ({ route, key, field, json: inputJsonSchema(field) })));

describe('text and date fields of every write route (decision 159)', () => {
  it('a right-to-left override, zero-width spaces, isolates and bidi marks never come out of a field that takes text', () => {
    const checked: string[] = [];
    const kept: string[] = [];
    for (const { route, key, field, json } of bodyFieldCases) {
      const text = freeText(json);
      if (!text || NOT_TEXT_PEOPLE_READ.has(key)) continue;
      const value = fitText(INVISIBLE_CONTROLS_TEXT, text.schema);
      const result = z.safeParse(field, text.array ? [value] : value);
      if (!result.success) continue;
      checked.push(`${label(route)} ${key}`);
      if (hasInvisibleControls(JSON.stringify(result.data))) kept.push(`${label(route)} ${key}`);
    }
    expect(kept).toEqual([]);
    expect(checked.length).toBeGreaterThan(50);
  });

  it('Tamil spelled with ZERO WIDTH NON-JOINER and JOINER comes out of every text field intact', () => {
    const broken: string[] = [];
    for (const { route, key, field, json } of bodyFieldCases) {
      const text = freeText(json);
      if (!text || NOT_TEXT_PEOPLE_READ.has(key)) continue;
      const result = z.safeParse(field, text.array ? [fitText(TAMIL_WITH_JOINERS, text.schema)] : fitText(TAMIL_WITH_JOINERS, text.schema));
      if (result.success && !JSON.stringify(result.data).includes(TAMIL_WITH_JOINERS)) broken.push(`${label(route)} ${key}`);
    }
    expect(broken).toEqual([]);
  });

  it('every date field has a window (0001-01-01 and 9999-12-31 refused), and every field named like a date is one', () => {
    const dates = bodyFieldCases.filter(({ json }) => isDateSchema(json));
    expect(dates.length).toBeGreaterThanOrEqual(6);
    const unbounded = dates.flatMap(({ route, key, field }) =>
      ['0001-01-01', '9999-12-31'].filter((d) => z.safeParse(field, d).success).map((d) => `${label(route)} ${key} took ${d}`),
    );
    expect(unbounded).toEqual([]);
    const undeclared = bodyFieldCases.filter(({ key, json }) => (/date|deadline|birth/i.test(key) || /[a-z]On$/.test(key)) && !isDateSchema(json)).map(({ route, key }) => `${label(route)} ${key}`);
    expect(undeclared).toEqual([]);
  });
});
