import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { resetOfflineDbForTests, offlineDb } from './db.ts';
import { ApiRequestError } from '../api/client.ts';
import { backoffMs, discardEntry, drainOutbox, enqueuePost, nextDueAt, onOutboxSent, retryEntry } from './outbox.ts';
import { submitThroughOutbox } from './submit.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const server = setupServer();
/** Every request the fake API received: idempotency key and body. */
let received: { key: string | null; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetOfflineDbForTests();
  received = [];
});
afterEach(() => server.resetHandlers());

/** A fake API that creates once per key and replays duplicates, like api/http/idempotency.ts. */
function idempotentApi() {
  const seen = new Map<string, unknown>();
  server.use(
    http.post(taxiContract.endpoints.create.path, async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = await request.json();
      received.push({ key, body });
      if (!seen.has(key!)) seen.set(key!, { id: `row-${seen.size + 1}`, ...(body as object) });
      return HttpResponse.json(seen.get(key!) as object, { status: 201 });
    }),
  );
  return seen;
}

const waitForIdle = async () => {
  await drainOutbox();
  await drainOutbox();
};

describe('outbox', () => {
  it('queues a post with a UUID v4 idempotency key and delivers it once', async () => {
    const rows = idempotentApi();
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), { fromLocation: 'Jaffna' });
    expect(entry.id).toMatch(UUID_V4);
    await waitForIdle();
    const stored = await offlineDb().outbox.get(entry.id);
    expect(stored?.status).toBe('sent');
    expect(stored?.response).toMatchObject({ id: 'row-1', fromLocation: 'Jaffna' });
    expect(received).toEqual([{ key: entry.id, body: { fromLocation: 'Jaffna' } }]);
    expect(rows.size).toBe(1);
  });

  it('keeps a post waiting with backoff while the network is down, then sends it', async () => {
    server.use(http.post(taxiContract.endpoints.create.path, () => HttpResponse.error()));
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), { n: 1 });
    await waitForIdle();
    const waiting = await offlineDb().outbox.get(entry.id);
    expect(waiting?.status).toBe('waiting');
    expect(waiting?.attempts).toBe(1);
    expect(waiting!.nextAttemptAt).toBeGreaterThan(Date.now() + backoffMs(1) - 1000);

    idempotentApi();
    await offlineDb().outbox.update(entry.id, { nextAttemptAt: Date.now() });
    await drainOutbox();
    expect((await offlineDb().outbox.get(entry.id))?.status).toBe('sent');
  });

  it('marks a 4xx as failed with the server message and does not retry it', async () => {
    let calls = 0;
    server.use(
      http.post(taxiContract.endpoints.create.path, () => {
        calls++;
        return HttpResponse.json({ message: 'Validation failed: Valid phone number is required', code: 'validation_failed' }, { status: 400 });
      }),
    );
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), { contactNumber: '1' });
    await waitForIdle();
    await drainOutbox();
    const failed = await offlineDb().outbox.get(entry.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toEqual({ status: 400, message: 'Validation failed: Valid phone number is required', code: 'validation_failed' });
    expect(calls).toBe(1);
  });

  it('retries a 5xx with backoff instead of failing', async () => {
    server.use(http.post(taxiContract.endpoints.create.path, () => HttpResponse.json({ message: 'boom', code: 'internal_error' }, { status: 500 })));
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), {});
    await waitForIdle();
    const stored = await offlineDb().outbox.get(entry.id);
    expect(stored?.status).toBe('waiting');
    expect(stored?.error?.status).toBe(500);
  });

  it('takes a business refusal (409 already_applied) out of the queue at once: failed, never sent again', async () => {
    let calls = 0;
    server.use(
      http.post(jobsContract.endpoints.apply.path, () => {
        calls++;
        return HttpResponse.json({ message: 'You have already applied for this job', code: 'already_applied' }, { status: 409 });
      }),
    );
    const entry = await enqueuePost('job-application', endpointPath(jobsContract.endpoints.apply), { jobId: 'j1' });
    await waitForIdle();
    await offlineDb().outbox.toCollection().modify({ nextAttemptAt: 0 });
    await drainOutbox();
    const stored = await offlineDb().outbox.get(entry.id);
    expect(stored?.status).toBe('failed');
    expect(stored?.error).toEqual({ status: 409, message: 'You have already applied for this job', code: 'already_applied' });
    expect(await nextDueAt()).toBeNull();
    expect(calls).toBe(1);
  });

  it.each([
    [408, 'request_timeout'],
    [429, 'rate_limited'],
    [409, 'idempotency_key_in_use'],
    [503, 'service_unavailable'],
  ])('keeps a post waiting with backoff on %i %s (try again later, not a refusal)', async (status, code) => {
    server.use(http.post(taxiContract.endpoints.create.path, () => HttpResponse.json({ message: 'later', code }, { status })));
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), {});
    await waitForIdle();
    const stored = await offlineDb().outbox.get(entry.id);
    expect(stored?.status).toBe('waiting');
    expect(stored?.attempts).toBe(1);
    expect(await nextDueAt()).toBe(stored?.nextAttemptAt);
  });

  it('submitThroughOutbox throws a refusal and leaves nothing in the outbox', async () => {
    server.use(http.post(jobsContract.endpoints.apply.path, () => HttpResponse.json({ message: 'You have already applied for this job', code: 'already_applied' }, { status: 409 })));
    const error = await submitThroughOutbox('job-application', endpointPath(jobsContract.endpoints.apply), { jobId: 'j1' }, (v) => v).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, body: { code: 'already_applied' } });
    expect(await offlineDb().outbox.count()).toBe(0);
  });

  it('lets the user retry a failed post and discard one', async () => {
    server.use(http.post(taxiContract.endpoints.create.path, () => HttpResponse.json({ message: 'Please log in', code: 'unauthorized' }, { status: 401 })));
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), { a: 1 });
    await waitForIdle();
    expect((await offlineDb().outbox.get(entry.id))?.status).toBe('failed');
    idempotentApi();
    await retryEntry(entry.id);
    await waitForIdle();
    expect((await offlineDb().outbox.get(entry.id))?.status).toBe('sent');
    await discardEntry(entry.id);
    expect(await offlineDb().outbox.get(entry.id)).toBeUndefined();
  });

  it('resends an entry left "sending" by a closed page with the same key (server replays, one row)', async () => {
    const rows = idempotentApi();
    const entry = await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), { a: 1 });
    await waitForIdle();
    // Simulate a page closed after the request left but before the answer was stored.
    await offlineDb().outbox.update(entry.id, { status: 'sending' });
    await drainOutbox();
    expect(received.map((r) => r.key)).toEqual([entry.id, entry.id]);
    expect(rows.size).toBe(1);
    expect((await offlineDb().outbox.get(entry.id))?.status).toBe('sent');
  });

  it('delivers many queued posts, each exactly once, oldest started first, and notifies listeners', async () => {
    server.use(http.post(taxiContract.endpoints.create.path, () => HttpResponse.error()));
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await enqueuePost('taxi-request', endpointPath(taxiContract.endpoints.create), { i }, Date.now() + i)).id);
    await waitForIdle();
    const rows = idempotentApi();
    await offlineDb().outbox.toCollection().modify({ nextAttemptAt: 0 });
    const sent: string[] = [];
    const off = onOutboxSent((e) => sent.push(e.id));
    await Promise.all([drainOutbox(), drainOutbox(), drainOutbox()]);
    off();
    expect(rows.size).toBe(20);
    const order = received.map((r) => (r.body as { i: number }).i);
    expect([...order].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    // at most DRAIN_CONCURRENCY (4) in flight: the first four received are the four oldest
    expect([...order.slice(0, 4)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
    expect([...sent].sort()).toEqual([...ids].sort());
  });
});
