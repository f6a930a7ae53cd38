import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.ts';
import SwaggerParser from '@apidevtools/swagger-parser';
import Router from '@koa/router';
import Koa from 'koa';
import supertest from 'supertest';
import pino from 'pino';
import { createApp } from '../app.ts';
import { documentedRoutes } from '../test/declared-routes.ts';
import { errorMiddleware } from './error-middleware.ts';
import { createLogger } from './logger.ts';
import { openApiPath } from './openapi.ts';
import { conflict } from './errors.ts';
import { declaredErrors, defineRoute, mountRoutes, strictResponseCheck } from './route.ts';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { contactContract } from '#shared/contact/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { authContract } from '#shared/auth/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../test/call.ts';

const t: TestApp = await createTestApp();
afterAll(() => t.close());

/** Every method + path mounted on the app (HEAD twins of GET left out), read from the router itself. */
function mountedRoutes(): string[] {
  const found: string[] = [];
  for (const mw of t.app.middleware) {
    const router = (mw as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      for (const method of layer.methods) if (!(method === 'HEAD' && layer.methods.includes('GET'))) found.push(`${method.toLowerCase()} ${openApiPath(String(layer.path))}`);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every mounted route with its schemas and the error contract', async () => {
    const res = await call(t.agent(), apiDocsContract.endpoints.openApi);
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; components: { schemas: Record<string, unknown> }; paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string; in: string; $ref?: string }[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(25);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);

    const post = doc.paths[openApiPath(taxiContract.endpoints.create.path)]!.post!;
    expect(post.requestBody).toMatchObject({ content: { 'application/json': { schema: expect.objectContaining({ properties: expect.objectContaining({ fromLocation: expect.anything(), passengerCount: expect.anything() }) }) } } });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401']));
    expect(post.parameters?.map((p) => p.$ref ?? `${p.in}:${p.name}`)).toContain('#/components/parameters/IdempotencyKey');
    const detail = doc.paths[openApiPath(taxiContract.endpoints.detail.path)]!.get!;
    expect(detail.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    const badRequest = doc.paths[openApiPath(taxiContract.endpoints.list.path)]!.get!.responses['400'] as { $ref?: string };
    expect(badRequest.$ref).toMatch(/^#\/components\/responses\//);
    expect(JSON.stringify(doc.components.schemas.ApiError)).toContain('fields');
  });

  it('serves a readable reference page and its self-hosted assets (no CDN)', async () => {
    const page = await call(t.agent(), apiDocsContract.endpoints.page);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain(endpointPath(apiDocsContract.endpoints.asset, { params: { file: 'swagger-ui-bundle.js' } }));
    expect(page.text).not.toMatch(/https?:\/\//);
    expect((await call(t.agent(), apiDocsContract.endpoints.asset, { params: { file: 'swagger-ui-bundle.js' } })).status).toBe(200);
    expect((await call(t.agent(), apiDocsContract.endpoints.asset, { params: { file: 'init.js' } })).text).toContain(apiDocsContract.endpoints.openApi.path);
    expect((await t.agent().get('/api/docs/..%2Fpackage.json')).status).toBe(404); // not a contract path: a traversal attempt
  });
});

describe('the OpenAPI document tells the truth (decision 173)', () => {
  type Operation = { responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>; parameters?: { name?: string; in?: string; $ref?: string }[]; security?: unknown[] };
  type Doc = { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };
  const fetchDoc = async () => {
    const res = await call(t.agent(), apiDocsContract.endpoints.openApi);
    return { doc: res.body as Doc, bytes: Buffer.byteLength(res.text) };
  };

  it('validates with a standard OpenAPI 3.1 validator and stays under 300 kB', async () => {
    const { doc, bytes } = await fetchDoc();
    expect(bytes).toBeLessThan(300_000);
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('declares the error schema once, security schemes, and the headers of 429, 201 and idempotent answers', async () => {
    const { doc } = await fetchDoc();
    expect(doc.components.schemas).toHaveProperty('ApiError');
    expect(Object.keys(doc.components.securitySchemes ?? {})).toEqual(expect.arrayContaining(['session', 'sameOrigin', 'stripeSignature']));
    const text = JSON.stringify(doc);
    expect(text.match(/"validation_failed","invalid_json"/g)?.length).toBe(1);
    const login = doc.paths[openApiPath(authContract.endpoints.login.path)]!.post!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
    const tooMany = login.responses['429']!.$ref ? doc.components.responses![login.responses['429']!.$ref!.split('/').pop()!] : login.responses['429'];
    expect(JSON.stringify(tooMany)).toContain('Retry-After');
    const created = doc.paths[openApiPath(taxiContract.endpoints.create.path)]!.post!.responses['201']!;
    expect(Object.keys(created.headers ?? {})).toContain('Idempotent-Replayed');
    expect(Object.keys(doc.paths[openApiPath(jobsContract.endpoints.create.path)]!.post!.responses['201']!.headers ?? {})).toEqual(expect.arrayContaining(['Location']));
    expect(doc.paths[openApiPath(taxiContract.endpoints.create.path)]!.post!.security).toEqual([{ session: [], sameOrigin: [] }, { session: [] }]);
    expect(doc.paths[openApiPath(paymentsContract.endpoints.webhook.path)]!.post!.security).toEqual([{ stripeSignature: [] }]);
  });

  it('documents every status each route can answer (its declared errors) on every operation', async () => {
    const { doc } = await fetchDoc();
    const missing: string[] = [];
    for (const { route } of documentedRoutes(t)) {
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      for (const status of [...Object.keys(route.responses).map(Number), ...declaredErrors(route).keys(), 500]) if (!op?.responses[String(status)]) missing.push(`${route.method} ${route.path} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('documents the Idempotency-Key as the UUID v4 the server accepts, and the server refuses any other version', async () => {
    const { doc } = await fetchDoc();
    const param = (doc.components.parameters as Record<string, { schema: { pattern?: string; format?: string } }>).IdempotencyKey!;
    expect(param.schema.format).toBe('uuid');
    const pattern = new RegExp(param.schema.pattern!);
    const v4 = crypto.randomUUID();
    const v1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
    expect(pattern.test(v4)).toBe(true);
    expect(pattern.test(v1)).toBe(false);
    const res = await call(t.agent(), contactContract.endpoints.send).set('Idempotency-Key', v1).send({});
    expect(res.status).toBe(400);
  });
});

describe('methods a path does not have', () => {
  it('answers 405 with Allow for an /api path, in the error contract', async () => {
    const res = await t.agent().put('/api/taxi-services').send({}); // not a contract path: a method the taxi path does not have
    expect(res.status).toBe(405);
    expect(res.headers.allow?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect(res.body).toMatchObject({ code: 'method_not_allowed' });
    const del = await t.agent().delete('/api/openapi.json'); // not a contract path: a method the document's path does not have
    expect(del.status).toBe(405);
    expect(del.headers.allow).toContain('GET');
  });

  it('refuses TRACE quietly: 405 with Allow, no error logged', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = createApp({ config: t.config, orm: t.orm, logger, mailer: t.mailer });
    const agent = supertest(app.callback());
    const res = await agent.trace('/api/taxi-services'); // not a contract path: TRACE, a method no endpoint has
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect((await agent.trace('/')).status).toBe(405);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });

  it('answers OPTIONS with the methods of the path', async () => {
    const res = await t.agent().options('/api/taxi-services'); // not a contract path: OPTIONS, a method no endpoint declares
    expect(res.status).toBe(204);
    expect(res.headers.allow?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
  });

  it('still answers 404 for a path nobody serves', async () => {
    expect((await t.agent().put('/api/no-such-thing')).status).toBe(404); // not a contract path: an unknown route
  });
});

describe('the response check of the API test suite', () => {
  const route = defineRoute({ method: 'GET', path: '/x', access: 'public', summary: 'x', responses: { 200: z.object({ n: z.number() }) }, handler: () => ({ n: 1 }) });
  it('passes a body that matches the declared schema', () => {
    expect(() => strictResponseCheck(route, 200, { n: 1 })).not.toThrow();
  });
  it('fails a body that does not match, and an undeclared success status', () => {
    expect(() => strictResponseCheck(route, 200, { n: 'one' })).toThrow(/does not match its declared schema/);
    expect(() => strictResponseCheck(route, 201, { n: 1 })).toThrow(/does not declare/);
  });
  it('fails an error status the route does not declare, and passes the derived and the declared ones', () => {
    const member = defineRoute({ method: 'POST', path: '/x/:id', access: 'member', summary: 'x', body: z.object({}), errors: { 409: 'Taken' }, responses: { 201: null }, handler: () => undefined });
    for (const status of [400, 401, 403, 404, 409, 413, 415, 503]) expect(() => strictResponseCheck(member, status, undefined)).not.toThrow();
    expect(() => strictResponseCheck(member, 422, undefined)).toThrow(/422, which it does not declare/);
    expect(() => strictResponseCheck(route, 404, undefined)).toThrow(/404, which it does not declare/);
    expect(() => strictResponseCheck(route, 403, undefined)).toThrow(/does not declare/);
    expect(() => strictResponseCheck(member, 302, undefined)).toThrow(/302, which it does not declare/);
  });
  it('fails a request whose handler throws an undeclared refusal (the test sees a 500)', async () => {
    const app = new Koa();
    const router = new Router();
    const refusing = defineRoute({ method: 'GET', path: '/api/refusing', access: 'public', summary: 'x', responses: { 200: null }, handler: () => { throw conflict('taken'); } }); // not a contract path: a fixture route of this test
    mountRoutes(router, [refusing], strictResponseCheck);
    app.use(async (ctx, next) => {
      ctx.state.log = createLogger('silent');
      await next();
    });
    app.use(errorMiddleware()).use(router.routes());
    const res = await supertest(app.callback()).get('/api/refusing'); // not a contract path: the fixture route above
    expect(res.status).toBe(500);
  });
});
