import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_DATA_GLOBAL } from '#shared/first-paint.ts';
import { apiRequest } from './client.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';

// The pre-rendered page's boot script asks for the first screen's data itself (decision 162); the list's request
// takes that answer once, instead of asking the server again.

const PATH = endpointPath(jobsContract.endpoints.list, { query: { limit: 20 } });
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const holder = () => window as unknown as Record<string, Record<string, Promise<Response | Error>> | undefined>;

describe('first-screen answers the boot script fetched', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset().mockImplementation(async () => answer({ from: 'server' }));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    holder()[EARLY_DATA_GLOBAL] = undefined;
  });

  it('a GET of a named path takes the early answer once; the next GET asks the server', async () => {
    holder()[EARLY_DATA_GLOBAL] = { [PATH]: Promise.resolve(answer({ from: 'boot script' })) };
    expect(await (await apiRequest('GET', PATH)).json()).toEqual({ from: 'boot script' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await (await apiRequest('GET', PATH)).json()).toEqual({ from: 'server' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('an early fetch that failed (offline, a dropped connection) is asked again', async () => {
    holder()[EARLY_DATA_GLOBAL] = { [PATH]: Promise.resolve(new TypeError('Failed to fetch')) };
    expect(await (await apiRequest('GET', PATH)).json()).toEqual({ from: 'server' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('another path, another method or a request with its own headers never takes it', async () => {
    holder()[EARLY_DATA_GLOBAL] = { [PATH]: Promise.resolve(answer({ from: 'boot script' })) };
    await apiRequest('GET', endpointPath(jobsContract.endpoints.list, { query: { limit: 20, cursor: 'abc' } }));
    await apiRequest('POST', PATH, { title: 'x' });
    await apiRequest('GET', PATH, undefined, { 'Idempotency-Key': 'k' });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(await (await apiRequest('GET', PATH)).json()).toEqual({ from: 'boot script' });
  });

  it('a page open for over a minute asks the server: the early answer is the first screen, not a cache', async () => {
    holder()[EARLY_DATA_GLOBAL] = { [PATH]: Promise.resolve(answer({ from: 'boot script' })) };
    vi.spyOn(performance, 'now').mockReturnValue(61_000);
    expect(await (await apiRequest('GET', PATH)).json()).toEqual({ from: 'server' });
  });
});
