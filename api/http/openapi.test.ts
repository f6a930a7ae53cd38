import type Router from '@koa/router';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { openApiPath } from './openapi.ts';
import { defineRoute, strictResponseCheck } from './route.ts';

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
    const res = await t.agent().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string; in: string }[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(25);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);

    const post = doc.paths['/api/taxi-services']!.post!;
    expect(post.requestBody).toMatchObject({ content: { 'application/json': { schema: expect.objectContaining({ properties: expect.objectContaining({ fromLocation: expect.anything(), passengerCount: expect.anything() }) }) } } });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401']));
    expect(post.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('header:Idempotency-Key');
    const detail = doc.paths['/api/taxi-services/{id}']!.get!;
    expect(detail.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    expect(JSON.stringify(doc.paths['/api/taxi-services']!.get!.responses['400'])).toContain('fields');
  });

  it('serves a readable reference page and its self-hosted assets (no CDN)', async () => {
    const page = await t.agent().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    expect((await t.agent().get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect((await t.agent().get('/api/docs/init.js')).text).toContain('/api/openapi.json');
    expect((await t.agent().get('/api/docs/..%2Fpackage.json')).status).toBe(404);
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
});
