/**
 * The property-based contract test (docs/decisions/173-truthful-openapi.md). It reads the served OpenAPI document
 * (GET /api/openapi.json, dereferenced) and, for every operation, generates requests from the document's own JSON
 * Schemas with fast-check (api/test/contract-arbitrary.ts; ajv decides what the document accepts):
 * - the document's checks are the server's: a value the document accepts, the route's zod schema accepts, and a value
 *   the document refuses, it refuses (no check hidden in a refinement, none promised that is not made);
 * - valid requests (signed in as the admin, so access rules do not hide the handlers) are answered with a status the
 *   document lists for the operation, never 5xx, a success body the document's response schema accepts, an error
 *   body the error contract accepts, and never 400 `validation_failed` unless the route declares a business 400;
 * - invalid bodies (one change that the document refuses) are answered 400;
 * - every JSON request body shows the endpoint's sample (decision 182 "Samples") as its `example`, which the document's
 *   schema and the route's accept, and which is sent first as a valid request.
 * Bounded and reproducible: CONTRACT_RUNS requests of each kind per operation (default 3) from the seed
 * CONTRACT_SEED (default 173); a failure prints fast-check's counterexample.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { sampleFor } from './samples.ts';
import { openApiPath } from '../http/openapi.ts';
import { declaredErrors, type RouteDef } from '../http/route.ts';
import { call } from './call.ts';
import { invalidChange, schemaValidator, validValue } from './contract-arbitrary.ts';
import { documentedRoutes } from './declared-routes.ts';
import { signedIn } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

const RUNS = Number(process.env.CONTRACT_RUNS ?? 3);
const SEED = Number(process.env.CONTRACT_SEED ?? 173);
/** Values sampled per operation for the static comparison of the document's schemas with the zod schemas. */
const SAMPLES = 40;

const t: TestApp = await createTestApp();
afterAll(() => t.close());

interface Parameter { name: string; in: string; required?: boolean; schema: JsonSchema }
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Case {
  label: string;
  route: RouteDef;
  op: Operation;
  body: JsonSchema | undefined;
  /** The request body's `example` (the endpoint's sample body). */
  example: unknown;
  query: JsonSchema | undefined;
  params: JsonSchema | undefined;
}

const served = (await call(t.agent(), apiDocsContract.endpoints.openApi)).body as { paths: Record<string, Record<string, Operation>> };
const doc = (await SwaggerParser.dereference(structuredClone(served) as never)) as unknown as typeof served;
const compile = schemaValidator();
const accepts = (schema: JsonSchema, value: unknown) => compile(schema)(value) === true;

/** The parameters of one place (`query`, `path`) as one object schema. */
function parameterObject(op: Operation, place: string): JsonSchema | undefined {
  const list = (op.parameters ?? []).filter((p) => p.in === place);
  if (!list.length) return undefined;
  return { type: 'object', properties: Object.fromEntries(list.map((p) => [p.name, p.schema])), required: list.filter((p) => p.required).map((p) => p.name) };
}

const cases: Case[] = documentedRoutes(t).map(({ route }) => {
  const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!op) throw new Error(`${route.method} ${route.path} is not in the document`);
  return {
    label: `${route.method} ${route.path}`,
    route,
    op,
    body: route.rawBody ? undefined : op.requestBody?.content['application/json']?.schema,
    example: route.rawBody ? undefined : op.requestBody?.content['application/json']?.example,
    query: parameterObject(op, 'query'),
    params: parameterObject(op, 'path'),
  };
});

/** Query and path values travel as text. */
const asText = (value: unknown) => Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));

/** Values the document's schema accepts, as many as fast-check makes in {@link SAMPLES} tries. */
const sampleValid = (schema: JsonSchema, seed: number) => fc.sample(validValue(schema), { numRuns: SAMPLES, seed }).filter((value) => accepts(schema, value));

/**
 * Operations whose zod schema still makes a check the document cannot state, with why: a rule across fields or
 * relative to today. Each is described in the field's or operation's description instead. The static test fails
 * when one of these is fixed (remove it here) or a new one appears.
 */
const PHONE = 'a real phone number for its country, checked with libphonenumber (the document says: international, starting with +)';
const CHECKS_JSON_SCHEMA_CANNOT_STATE: Record<string, string> = {
  'PATCH /api/users/profile': `phoneNumber: ${PHONE}; dateOfBirth: 13–120 years before today`,
  'POST /api/auth/register': `phoneNumber: ${PHONE}`,
  'POST /api/auth/change-password': 'newPassword must differ from currentPassword (a rule across fields)',
  'POST /api/taxi-services': `contactNumber: ${PHONE}; travelDate: today … 12 months ahead`,
  'POST /api/job-listings': `contactPhone: ${PHONE}; applicationDeadline: today … 12 months ahead; salaryMin/salaryMax: numbers typed as text, min ≤ max`,
  'PATCH /api/job-listings/:id': 'salaryMin/salaryMax: numbers typed as text, min ≤ max',
  'POST /api/job-applications': `phone: ${PHONE}; availabilityDate: today … 12 months ahead`,
  'POST /api/tamil-store-products': `contactPhone: ${PHONE}; price and weight typed as text are read as numbers; images may come as JSON text (a form field)`,
  'PATCH /api/tamil-store-products/:id': `contactPhone: ${PHONE}; price and weight typed as text are read as numbers; images may come as JSON text`,
  'POST /api/tamil-store-quote-requests': 'items may come as JSON text (a form field) and must not be empty; contactValue is an e-mail or a phone number as contactMethod says',
  'GET /api/marriage-profiles': 'ageMin ≤ ageMax (a rule across fields)',
  'POST /api/marriage-profiles': 'dateOfBirth: at least 18 years before today; occupationOther/educationOther needed when "other" is chosen',
  'PATCH /api/marriage-profiles/:id': 'dateOfBirth: at least 18 years before today; occupationOther/educationOther needed when "other" is chosen',
  'POST /api/teachers': `phone: ${PHONE}; availability: each slot starts before it ends`,
  'PATCH /api/teachers/:id': `phone: ${PHONE}; availability: each slot starts before it ends`,
  'POST /api/community-posts': `contactPhone: ${PHONE}`,
  'POST /api/admin/success-stories': 'consentGivenOn: within the last 10 years, not after today',
  'PUT /api/admin/success-stories/:id': 'consentGivenOn: within the last 10 years, not after today',
  'PUT /api/admin/users/:id': `phoneNumber: ${PHONE}`,
  'POST /api/admin/users/:id/suspend': 'reason (≥ 3 characters) is required when suspend is true (a rule across fields)',
};

describe('the document states the checks the server makes', () => {
  it('every operation: what the document accepts, the route accepts; what the document refuses, the route refuses', () => {
    const hidden: Record<string, string> = {};
    const promised: Record<string, string> = {};
    cases.forEach((c, index) => {
      const parts: [string, JsonSchema | undefined, z.core.$ZodType | undefined, boolean][] = [
        ['body', c.body, c.route.body, false],
        ['query', c.query, c.route.query, true],
        ['params', c.params, c.route.params, true],
      ];
      for (const [part, schema, zodSchema, text] of parts) {
        if (!schema || !zodSchema) continue;
        for (const value of sampleValid(schema, SEED + index)) {
          const result = z.safeParse(zodSchema, text ? asText(value) : value);
          if (!result.success) {
            const issues = new Set((hidden[c.label] ?? '').split(' | ').filter(Boolean));
            for (const issue of result.error.issues) issues.add(`${part}.${issue.path.join('.')}: ${issue.message}`);
            hidden[c.label] = [...issues].join(' | ');
            continue;
          }
          if (text) continue;
          const [change] = fc.sample(invalidChange(schema), { numRuns: 1, seed: SEED + index + JSON.stringify(value).length });
          const changed = change!.change(value);
          if (!accepts(schema, changed) && z.safeParse(zodSchema, changed).success) {
            promised[c.label] ??= `${part}: ${change!.what}: ${JSON.stringify(changed).slice(0, 200)}`;
          }
        }
      }
    });
    expect(promised, 'the document refuses what the server accepts').toEqual({});
    expect(Object.keys(hidden).sort(), `checks the document does not state:\n${Object.entries(hidden).map(([k, v]) => `${k}: ${v}`).join('\n')}`).toEqual(Object.keys(CHECKS_JSON_SCHEMA_CANNOT_STATE).sort());
  });
});

describe('the document shows a valid example of every JSON request body (decision 182 "Samples")', () => {
  it("each example is the endpoint's sample, and both the document's schema and the route's accept it", () => {
    const wrong: Record<string, string> = {};
    for (const c of cases.filter((c) => c.body)) {
      const sample = sampleFor(c.route);
      if (c.example === undefined) wrong[c.label] = 'no example';
      else if (JSON.stringify(c.example) !== JSON.stringify(sample)) wrong[c.label] = `the example is not the sample: ${JSON.stringify(c.example).slice(0, 200)}`;
      else if (!accepts(c.body!, c.example)) wrong[c.label] = `the document refuses its example: ${JSON.stringify(compile(c.body!).errors)}`;
      else if (!z.safeParse(c.route.body!, c.example).success) wrong[c.label] = 'the route refuses the example';
    }
    expect(cases.filter((c) => c.body).length).toBeGreaterThan(40);
    expect(wrong).toEqual({});
  });
});

/** Routes that sign the client out, in, or away: each request gets an admin of its own. */
const SESSION_CHANGING = new Set(['POST /api/logout', 'POST /api/auth/logout-all', 'DELETE /api/auth/delete-account', 'POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/login/2fa', 'DELETE /api/auth/sessions/:id']);

let admin: TestAgent | undefined;
async function agentFor(c: Case): Promise<TestAgent> {
  if (SESSION_CHANGING.has(c.label)) return (await signedIn(t, 'admin')).agent;
  admin ??= (await signedIn(t, 'admin')).agent;
  return admin;
}

async function send(c: Case, params: Record<string, string>, query: Record<string, string>, body: unknown) {
  const url = c.route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? crypto.randomUUID()));
  const agent = await agentFor(c);
  let req = agent[c.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).query(query);
  if (c.route.idempotent) req = req.set('Idempotency-Key', crypto.randomUUID());
  if (body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  return req;
}

/**
 * A request the document accepts: path parameters, query and body of the operation. A page `cursor` is left out: it
 * is an opaque token only the server makes (`nextCursor`), documented as such; any other text is a 400.
 */
function validRequest(c: Case) {
  const part = (schema: JsonSchema | undefined) => (schema ? validValue(schema).filter((v) => accepts(schema, v)) : fc.constant(undefined));
  const withoutCursor = (query: unknown) => (query && typeof query === 'object' ? Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'cursor')) : query);
  return fc.record({ params: part(c.params), query: part(c.query).map(withoutCursor), body: part(c.body) });
}

const errorBody = doc.paths[openApiPath(taxiContract.endpoints.create.path)]!.post!.responses['400']!.content!['application/json']!.schema!;

/**
 * Sends a request the document accepts and checks the answer: a status the document lists, never 5xx, a body its
 * response schema accepts; a value the route refuses although the document accepts it (reported by the static test
 * above) at least a 400; never 400 `validation_failed` for a value the route accepts, unless it declares a business 400.
 */
async function answersAsDocumented(c: Case, { params, query, body }: { params: unknown; query: unknown; body: unknown }) {
  const routeAccepts = (!c.route.body || body === undefined || z.safeParse(c.route.body, body).success) && (!c.route.query || z.safeParse(c.route.query, asText(query)).success);
  const res = await send(c, asText(params), asText(query), c.body ? body : undefined);
  const where = `${c.label} ${JSON.stringify({ params, query, body }).slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(Object.keys(c.op.responses), where).toContain(String(res.status));
  const schema = c.op.responses[String(res.status)]?.content?.['application/json']?.schema;
  if (schema && res.type === 'application/json') expect(accepts(schema, res.body), `${where}: body does not match the document`).toBe(true);
  if (!routeAccepts) expect(res.status, `${where}: refused by the route's schema`).toBe(400);
  else if (res.status === 400 && (res.body as { code?: string }).code === 'validation_failed') expect(Boolean(c.route.errors?.[400]), `${where}: valid input refused`).toBe(true);
}

describe('every operation answers as its document says', () => {
  for (const c of cases.filter((c) => !c.route.rawBody && !c.route.path.startsWith('/dev/'))) {
    it(`${c.label}: its example and valid requests → a documented status and body; invalid bodies → 400`, async () => {
      // The document's example (the endpoint's sample body, decision 182 "Samples") first: a body both accept.
      if (c.example !== undefined) await answersAsDocumented(c, { ...fc.sample(validRequest(c), { numRuns: 1, seed: SEED })[0]!, body: c.example });
      await fc.assert(
        fc.asyncProperty(validRequest(c), (request) => answersAsDocumented(c, request)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (!c.body) return;
      const bodySchema = c.body;
      await fc.assert(
        fc.asyncProperty(validRequest(c), invalidChange(bodySchema), async ({ params, query, body }, { what, change }) => {
          const changed = change(body);
          fc.pre(!accepts(bodySchema, changed));
          const res = await send(c, asText(params), asText(query), changed);
          const where = `${c.label} (${what}) ${JSON.stringify(changed).slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, where).toBe(400);
          expect(accepts(errorBody, res.body), where).toBe(true);
          expect(declaredErrors(c.route).has(400), where).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }
});
