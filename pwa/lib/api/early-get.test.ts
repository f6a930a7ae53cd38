import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import contractRoutes from 'virtual:contract-routes';
import { endpointPath, type Contract } from '#shared/contracts/contract.ts';
import { questionsContract } from '#shared/questions/contract.ts';
import { callEndpoint, earlyGetPath, endpointRef, lazyContract } from './endpoint.ts';

// A GET leaves before its contract has loaded (decision 182, amendment): its path comes from the table the build
// generates from the contracts (scripts/contract-routes-plugin.ts), loaded on the first call; the answer is parsed once
// the contract is there.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const QUESTION = { id: 'q1', title: 'T', content: 'C', category: 'visa', votes: 0, isAnswered: false, answerCount: 0, createdAt: '2026-11-27T00:00:00.000Z', isMine: false, myVote: null };
const { list, detail } = questionsContract.endpoints;
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A questions contract whose load finishes when the test says so. */
function heldContract(contract: typeof questionsContract = questionsContract) {
  let release: () => void = () => undefined;
  const loaded = new Promise<typeof questionsContract>((resolve) => (release = () => resolve(contract)));
  return { api: lazyContract<typeof questionsContract>('questions', () => loaded), release: () => release() };
}

describe('virtual:contract-routes', () => {
  it('holds the path of every GET endpoint of every contract, and nothing else', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['/shared/*/contract.ts', '/shared/contracts/*.ts', '!**/*.test.ts'], { eager: true });
    const expected: Record<string, Record<string, string>> = {};
    for (const value of Object.values(modules).flatMap((m) => Object.values(m))) {
      const contract = value as Partial<Contract>;
      if (typeof contract?.name !== 'string' || typeof contract.endpoints !== 'object') continue;
      expected[contract.name] = Object.fromEntries(Object.entries(contract.endpoints).flatMap(([name, e]) => (e.method === 'GET' ? [[name, e.path]] : [])));
    }
    expect(Object.keys(expected)).toContain('jobs');
    expect(contractRoutes).toEqual(expected);
    expect(contractRoutes.questions?.list).toBe(list.path);
    expect(contractRoutes.questions).not.toHaveProperty('voteAnswer');
  });

  it("gives a GET's path by contract and endpoint name, and none for another method or an unknown contract", async () => {
    const { api } = heldContract();
    expect(await earlyGetPath(endpointRef(api, 'detail'))).toBe(detail.path);
    expect(await earlyGetPath(endpointRef(api, 'voteAnswer'))).toBeUndefined();
    const unknown = lazyContract<typeof questionsContract>('no-such-contract' as 'questions', () => Promise.resolve(questionsContract));
    expect(await earlyGetPath(endpointRef(unknown, 'list'))).toBeUndefined();
  });
});

describe('callEndpoint before the contract has loaded', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchSpy.mockReset()));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a GET at once and parses its answer when the contract arrives', async () => {
    fetchSpy.mockResolvedValue(json({ items: [QUESTION], nextCursor: null, total: 1 }));
    const { api, release } = heldContract();
    let settled = false;
    const call = callEndpoint(endpointRef(api, 'list'), { query: { limit: 5, category: 'visa' } }).finally(() => (settled = true));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(endpointPath(list, { query: { limit: 5, category: 'visa' } }));
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('GET');
    await tick();
    expect(settled).toBe(false); // the answer waits for its parser
    release();
    expect((await call).items[0]?.title).toBe('T');
  });

  it('fills and encodes the path parameters of an early GET', async () => {
    fetchSpy.mockResolvedValue(json({}, 404));
    const { api, release } = heldContract();
    const call = callEndpoint(endpointRef(api, 'detail'), { params: { id: 'a/b' } });
    await vi.waitFor(() => expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/questions/a%2Fb')); // not a contract path: the encoding of a/b written out, what this test checks
    release();
    await expect(call).rejects.toMatchObject({ name: 'ApiRequestError', status: 404 });
  });

  it('waits for the contract before sending anything else than a GET', async () => {
    fetchSpy.mockResolvedValue(json({ votes: 1 }));
    const { api, release } = heldContract();
    const call = callEndpoint(endpointRef(api, 'voteAnswer'), { params: { id: 'a1' }, body: { direction: 'up' } });
    await tick();
    expect(fetchSpy).not.toHaveBeenCalled();
    release();
    expect(await call).toEqual({ votes: 1 });
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it("rejects with the contract's load error even when the early GET was answered", async () => {
    fetchSpy.mockResolvedValue(json({ message: 'Not found' }, 404));
    const failing = lazyContract<typeof questionsContract>('questions', () => Promise.reject(new Error('chunk failed')));
    await expect(callEndpoint(endpointRef(failing, 'detail'), { params: { id: 'q1' } })).rejects.toThrow('chunk failed');
    expect(fetchSpy).toHaveBeenCalledOnce();
  });

  it('refuses the answer when the loaded contract declares another path than the one sent', async () => {
    fetchSpy.mockResolvedValue(json({ items: [], nextCursor: null, total: 0 }));
    const movedPath = '/api/v2/questions'; // not a contract path: the path a changed contract would declare
    const moved = { ...questionsContract, endpoints: { ...questionsContract.endpoints, list: { ...list, path: movedPath } } };
    const { api, release } = heldContract(moved);
    release();
    await expect(callEndpoint(endpointRef(api, 'list'), {})).rejects.toThrow(`questions.list: sent GET ${list.path}, declared GET ${movedPath}`);
  });
});
