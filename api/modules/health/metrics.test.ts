import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('labels requests with the declared route template, never the raw id', async () => {
    const id = randomUUID();
    await call(t.agent(), taxiContract.endpoints.detail, { params: { id } });
    await t.agent().get(`/api/no-such-thing/${id}`); // not a contract path: an unknown route
    const res = await t.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="\/api\/taxi-services\/:id",status_class="[24]xx"\} 1/);
    expect(res.text).toContain('http_request_duration_seconds_bucket{');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toContain('# TYPE jobs_queue_depth gauge');
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} 1/);
    expect(res.text).not.toContain(id);
  });

  it('answers 404 without the token or with a wrong one', async () => {
    expect((await t.agent().get('/metrics')).status).toBe(404);
    expect((await t.agent().get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(404);
  });
});
