import { expect } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import type { ErrorCode } from '#shared/error-codes.ts';

/** What a race test reads of a response. */
export interface RaceResponse {
  status: number;
  body: unknown;
  text: string;
}

/** One request of a race: started when called (supertest starts a request when it is awaited). */
export type Contender<S> = (state: S) => PromiseLike<RaceResponse>;

/**
 * The race test of a status change (decision 160), for any route that moves a status: `rounds` times, on a fresh
 * record from `setup`, sends every request of `contenders` at the same moment, then lets `check(state, responses)`
 * assert what the users see — the stored row and the mails — against the answers. Runs on the suite's database
 * (PostgreSQL in CI: concurrent transactions; PGlite: requests interleaved on one connection).
 */
export async function race<S>(opts: {
  rounds: number;
  setup: (round: number) => Promise<S>;
  contenders: Contender<S>[];
  check: (state: S, responses: RaceResponse[]) => Promise<void>;
}): Promise<void> {
  for (let round = 0; round < opts.rounds; round++) {
    const state = await opts.setup(round);
    const responses = await Promise.all(opts.contenders.map((send) => send(state)));
    await opts.check(state, responses);
  }
}

/** The answers of one round, for failure messages. */
export const described = (responses: RaceResponse[]) => responses.map((r) => `${r.status} ${r.text.slice(0, 200)}`).join(' | ');

/**
 * Asserts the rule of a transition that can happen once (e.g. from `pending`): exactly one answer is 200, every other
 * is 409 with a code of `loserCodes` and, in `currentStatus`, the state the winner left (`statusAfter(winner)`).
 * Returns the winner's index.
 */
export function expectOneWinner(responses: RaceResponse[], statusAfter: (winner: number) => string, loserCodes: readonly ErrorCode[]): number {
  const won = responses.flatMap((res, i) => (res.status === 200 ? [i] : []));
  expect(won, described(responses)).toHaveLength(1);
  const winner = won[0]!;
  for (const [i, res] of responses.entries()) {
    if (i === winner) continue;
    expect(res.status, res.text).toBe(409);
    const error = apiErrorSchema.parse(res.body);
    expect(loserCodes).toContain(error.code);
    expect(error.currentStatus).toBe(statusAfter(winner));
  }
  return winner;
}
