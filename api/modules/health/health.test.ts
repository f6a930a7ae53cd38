import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createApp } from '../../app.ts';
import { openOrm } from '../../registry.ts';
import { createLogger } from '../../http/logger.ts';
import supertest from 'supertest';
import { healthContract } from '#shared/health/contract.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database responds', async () => {
    const res = await call(t.agent(), healthContract.endpoints.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await t.agent().get('/api/no-such-thing'); // not a contract path: an unknown route
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
    expect(res.body.message).toContain('/api/no-such-thing'); // not a contract path: the unknown route above
  });

  it('refuses malformed JSON with 400 invalid_json', async () => {
    const res = await call(t.agent(), authContract.endpoints.login).set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_json');
  });

  it('refuses a body over 100 kB with 413', async () => {
    const res = await call(t.agent(), authContract.endpoints.login).set('Content-Type', 'application/json').send(JSON.stringify({ email: 'a'.repeat(110 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await call(t.agent(), authContract.endpoints.login).set('Content-Type', 'text/plain').send('hello');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('echoes a request id header', async () => {
    const res = await call(t.agent(), healthContract.endpoints.health);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/health when the database is down', () => {
  it('answers 503', async () => {
    // Port 1 on loopback: nothing listens there, so every query fails to connect.
    const orm = await openOrm({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = createApp({ config: t.config, orm, logger: createLogger('silent'), mailer: t.mailer });
    const res = await call(supertest(app.callback()), healthContract.endpoints.health);
    await orm.close(true);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'error', db: 'unreachable' });
  });
});
