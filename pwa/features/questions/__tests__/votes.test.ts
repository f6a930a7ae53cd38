import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { resetOfflineDbForTests, type OfflineDb, type OutboxEntry } from '../../../lib/offline/db.ts';
import { castVote, voteUrl } from '../api/votes.ts';
import { VOTE_OUTBOX_KIND } from '../api/keys.ts';

// Votes on one item through the outbox (issue 15 item 4): the server must end with the member's last choice, even
// when taps come faster than the device database and the network answer, or while an older vote is on its way.

const server = setupServer();
const QUESTION = '3f1c2a3e-1b2c-4d5e-8f90-1a2b3c4d5e6f';
const URL_ = voteUrl('question', QUESTION);
let db: OfflineDb;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  db = resetOfflineDbForTests();
});
afterEach(() => server.resetHandlers());

const offline = () => server.use(http.post(URL_, () => HttpResponse.error()));
const votesOnDevice = async () => (await db.outbox.toArray()).filter((e) => e.kind === VOTE_OUTBOX_KIND).map((e) => `${e.status} ${(e.body as { direction: string }).direction}`);

describe('castVote', () => {
  it('offline, three fast taps leave only the last vote waiting', async () => {
    offline();
    await Promise.all([castVote('question', QUESTION, 'up'), castVote('question', QUESTION, 'down'), castVote('question', QUESTION, 'up')]);
    expect(await votesOnDevice()).toEqual(['waiting up']);
  });

  it('online, fast taps reach the server in the order cast, so the last one wins', async () => {
    const received: string[] = [];
    server.use(
      http.post(URL_, async ({ request }) => {
        const { direction } = (await request.json()) as { direction: string };
        // the first answer is slow: a later vote must not overtake it
        if (received.length === 0) await new Promise((r) => setTimeout(r, 150));
        received.push(direction);
        return HttpResponse.json({ votes: direction === 'up' ? 1 : direction === 'down' ? -1 : 0, myVote: direction === 'none' ? null : direction });
      }),
    );
    await Promise.all([castVote('question', QUESTION, 'up'), castVote('question', QUESTION, 'down'), castVote('question', QUESTION, 'none')]);
    expect(received).toEqual(['up', 'down', 'none']);
  });

  it('waits for an older vote being sent; when that attempt fails it is replaced, not sent after the new one', async () => {
    offline();
    const now = Date.now();
    const sending: OutboxEntry = { id: crypto.randomUUID(), kind: VOTE_OUTBOX_KIND, method: 'POST', url: URL_, body: { direction: 'up' }, status: 'sending', attempts: 1, nextAttemptAt: now, createdAt: now, updatedAt: now };
    await db.outbox.add(sending);
    let done = false;
    const cast = castVote('question', QUESTION, 'down').then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    expect(await votesOnDevice()).toEqual(['sending up']);
    // the older attempt fails on the network and goes back to waiting (what the drain does)
    await db.outbox.update(sending.id, { status: 'waiting', nextAttemptAt: Date.now() + 60_000 });
    await cast;
    expect(await votesOnDevice()).toEqual(['waiting down']);
  });
});

describe('outbox URLs known before the contract loads', () => {
  it("voteUrl and answersUrl are the contract's paths (decision 182)", async () => {
    const { questionsContract } = await import('#shared/questions/contract.ts');
    const { endpointUrl } = await import('../../../lib/api/endpoint.ts');
    const id = 'a/b c';
    expect(voteUrl('question', id)).toBe(endpointUrl(questionsContract.endpoints.voteQuestion, { params: { id }, body: { direction: 'up' } }));
    expect(voteUrl('answer', id)).toBe(endpointUrl(questionsContract.endpoints.voteAnswer, { params: { id }, body: { direction: 'up' } }));
    expect(voteUrl('answer', id)).toBe('/api/answers/a%2Fb%20c/vote'); // not a contract path: held to the contract
    const { answersUrl } = await import('../api/questions-api.ts');
    expect(answersUrl(id)).toBe(endpointUrl(questionsContract.endpoints.answer, { params: { id }, body: { content: 'x' } }));
  });
});
