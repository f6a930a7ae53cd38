import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionsContract } from '#shared/questions/contract.ts';
import { wheelContract } from '#shared/wheel/contract.ts';
import { callEndpoint, endpointKey, endpointRef, lazyContract } from './endpoint.ts';

// Calls through a shared contract (decision 182): the request is the contract's method and path with its parameters
// encoded and its query in order, the answer is parsed with the contract's success schema, keys come from the names.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const qa = lazyContract<typeof questionsContract>('questions', async () => questionsContract);
const QUESTION = { id: 'q1', title: 'T', content: 'C', category: 'visa', votes: 0, isAnswered: false, answerCount: 0, createdAt: '2026-11-27T00:00:00.000Z', isMine: false, myVote: null };

describe('callEndpoint', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchSpy.mockReset()));
  afterEach(() => vi.unstubAllGlobals());

  it("sends the contract's method and path, query in order without empty values, and parses the answer", async () => {
    fetchSpy.mockResolvedValue(json({ items: [QUESTION], nextCursor: null, total: 1 }));
    const page = await callEndpoint(endpointRef(qa, 'list'), { query: { limit: 20, category: 'visa', search: undefined, answered: 'false' } });
    expect(page.items[0]?.title).toBe('T');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/questions?limit=20&category=visa&answered=false'); // not a contract path: the URL callEndpoint must build, written out
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('encodes path parameters and sends the body as JSON', async () => {
    fetchSpy.mockResolvedValue(json({ votes: 3 }));
    expect(await callEndpoint(endpointRef(qa, 'voteAnswer'), { params: { id: 'a/b' }, body: { direction: 'up' } })).toEqual({ votes: 3 });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual(['/api/answers/a%2Fb/vote', 'POST', '{"direction":"up"}']); // not a contract path: the encoded id callEndpoint must send, written out
  });

  it("refuses an answer that is not the contract's", async () => {
    fetchSpy.mockResolvedValue(json({ votes: 'three' }));
    await expect(callEndpoint(endpointRef(qa, 'voteQuestion'), { params: { id: 'q1' }, body: { direction: 'up' } })).rejects.toThrow();
  });

  it('refuses a contract loaded under another name', async () => {
    const wrong = lazyContract<typeof questionsContract>('questions', async () => wheelContract as never);
    await expect(callEndpoint(endpointRef(wrong, 'list'), {})).rejects.toThrow('Contract wheel loaded as questions');
  });
});

describe('endpointKey', () => {
  it("is [contract, endpoint, ...path values, query?], under the contract's name", () => {
    expect(endpointKey(endpointRef(qa, 'detail'), { params: { id: 'q1' } })).toEqual(['questions', 'detail', 'q1']);
    expect(endpointKey(endpointRef(qa, 'list'), { query: { category: 'visa' } })).toEqual(['questions', 'list', { category: 'visa' }]);
  });
});
