import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createApp } from '../../app.ts';
import { openOrm } from '../../registry.ts';
import { createLogger } from '../../http/logger.ts';
import { markShuttingDown } from './readiness.ts';
import { healthContract } from '#shared/health/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => markShuttingDown(false));

describe('GET /api/health/live', () => {
  it('answers 200 while the process serves, even when shutting down', async () => {
    expect((await call(t.agent(), healthContract.endpoints.live)).body).toEqual({ status: 'ok' });
    markShuttingDown();
    const res = await call(t.agent(), healthContract.endpoints.live);
    expect(res.status).toBe(200);
  });
});

describe('GET /api/health/ready', () => {
  it('answers ready when the database answers and every migration is applied', async () => {
    const res = await call(t.agent(), healthContract.endpoints.ready);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', db: 'ok', migrations: 'applied', pending: [], shuttingDown: false });
  });

  it('answers 503 once the process is shutting down', async () => {
    markShuttingDown();
    const res = await call(t.agent(), healthContract.endpoints.ready);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not_ready', shuttingDown: true, db: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const orm = await openOrm({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = createApp({ config: t.config, orm, logger: createLogger('silent'), mailer: t.mailer });
    const res = await call(supertest(app.callback()), healthContract.endpoints.ready);
    await orm.close(true);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not_ready', db: 'unreachable', shuttingDown: false });
    expect(res.body.migrations).not.toBe('applied');
  });

  it('answers 503 naming the migrations a fresh database lacks', async () => {
    const orm = await openOrm({ pgliteDir: 'memory://' });
    await orm.em.fork().getConnection().execute('select 1'); // PGlite's first query boots the engine (seconds)
    const app = createApp({ config: t.config, orm, logger: createLogger('silent'), mailer: t.mailer });
    const res = await call(supertest(app.callback()), healthContract.endpoints.ready);
    await orm.close(true);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not_ready', db: 'ok', migrations: 'pending' });
    expect(res.body.pending.length).toBeGreaterThan(0);
  });
});
