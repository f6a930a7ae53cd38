import type { MyVote } from '#shared/questions/responses.ts';
import { endpointRef, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { deviceDb } from '../../../lib/offline/device-db.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { questionsApi } from './contract.ts';
import { VOTE_OUTBOX_KIND } from './keys.ts';

/** What a vote is on. */
export type VoteTarget = 'question' | 'answer';
/** The vote a member casts: up, down, or none (takes their vote back). */
export type VoteDirection = 'up' | 'down' | 'none';

/** The contract's vote endpoint of each target (shared/questions/contract.ts). */
const voteEndpoint = { question: endpointRef(questionsApi, 'voteQuestion'), answer: endpointRef(questionsApi, 'voteAnswer') } as const;

/**
 * POST path of a vote on `target` `id` (spec 001 §7), known without loading the contract: the outbox's votes are
 * matched by it while a list renders. votes.test.ts holds it equal to the contract's path (decision 182).
 */
export const voteUrl = (target: VoteTarget, id: string) => `/api/${target}s/${encodeURIComponent(id)}/vote`;

/** How long a new vote waits for an older one on the same item that is being sent right now (ms). */
const IN_FLIGHT_WAIT_MS = 15_000;
/** The vote being cast per item URL: a newer one starts only after it (fast taps, two tabs' worth of clicks). */
const casting = new Map<string, Promise<unknown>>();

/**
 * Makes room for a new vote on `url`: deletes older votes on the same item still waiting or failed. One being sent
 * at this moment cannot be taken back, so it is waited for (up to {@link IN_FLIGHT_WAIT_MS}): delivered, it reaches
 * the server before the new one; back to waiting after a network error, it is deleted like the others.
 */
async function supersedeOlderVotes(url: string): Promise<void> {
  const db = await deviceDb();
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const inFlight = await db.transaction('rw', db.outbox, async () => {
      const older = await db.outbox.where('status').anyOf('waiting', 'failed', 'sending').filter((e) => e.kind === VOTE_OUTBOX_KIND && e.url === url).toArray();
      await db.outbox.bulkDelete(older.filter((e) => e.status !== 'sending').map((e) => e.id));
      return older.some((e) => e.status === 'sending');
    });
    if (!inFlight || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Casts a vote through the outbox (issue 15 item 4): a vote cast offline waits on the device; a newer vote on the
 * same item replaces one still waiting, so the last one wins and only it is sent (once, by its Idempotency-Key).
 * Votes on one item are cast one after another, and never overtake one already on its way, so the server ends with
 * the member's last choice.
 * @throws ApiRequestError when the server refuses it now (401, 400 `own_post_vote`, 404).
 */
export function castVote(target: VoteTarget, id: string, direction: VoteDirection) {
  const url = voteUrl(target, id);
  const cast = (casting.get(url) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      await supersedeOlderVotes(url);
      return submitThroughOutbox(VOTE_OUTBOX_KIND, url, { direction }, successParser(await loadEndpoint(voteEndpoint[target])));
    });
  casting.set(url, cast);
  void cast.finally(() => casting.get(url) === cast && casting.delete(url)).catch(() => undefined);
  return cast;
}

/** ±1 of a vote direction. */
const weight = (v: MyVote | VoteDirection | undefined) => (v === 'up' ? 1 : v === 'down' ? -1 : 0);

/**
 * The vote shown for one item: the member's newest vote that the server's copy (fetched at `fetchedAt`, epoch ms)
 * does not include yet — waiting in the outbox, or delivered after that fetch — else the server's `myVote`; the
 * count is adjusted the same way, so a vote cast offline shows at once.
 */
export function shownVote(entries: OutboxEntry[], url: string, server: { votes: number; myVote: MyVote }, fetchedAt: number): { votes: number; myVote: MyVote; pending: boolean } {
  const newest = entries
    .filter((e) => e.url === url && (e.status === 'waiting' || e.status === 'sending' || (e.status === 'sent' && (e.sentAt ?? 0) > fetchedAt)))
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!newest) return { ...server, pending: false };
  const direction = (newest.body as { direction?: VoteDirection }).direction ?? 'none';
  return { votes: server.votes - weight(server.myVote) + weight(direction), myVote: direction === 'none' ? null : direction, pending: newest.status !== 'sent' };
}

/** The member's votes in the outbox (live), for {@link shownVote}. */
export function useVoteEntries(): OutboxEntry[] {
  return useOutboxEntries(VOTE_OUTBOX_KIND);
}
