import { afterAll, describe, expect, it } from 'vitest';
import { drawProofSchema, fairnessSchema } from '#shared/wheel/schemas.ts';
import { drawWinner, participantEntry, verifyDraw } from '#shared/wheel/fairness.ts';
import { wheelContract } from '#shared/wheel/contract.ts';
import { checkDraw, type PublishedDraw } from '../../../scripts/verify-draw.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sql } from '../payments/sql.ts';
import { runDraw } from './draw.service.ts';
import { spinners } from './spinners.testing.ts';
import { daySeed } from './wheel.service.ts';

/** A clock the tests set (the proof of a day appears once the London day is over). */
let now = new Date('2026-05-01T12:00:00Z');
const t: TestApp = await createTestApp({}, { clock: { now: () => now } });
afterAll(() => t.close());
const em = () => t.orm.em.fork();
const proofOf = (day: string) => call(t.agent(), wheelContract.endpoints.draw, { params: { day } });
const draw = (day: string, at: Date) => em().transactional((tx) => runDraw(tx, day, at, t.config.publicUrl));
const allOk = (checks: { ok: boolean }[]) => checks.every((c) => c.ok);

describe('GET /api/spinning-wheel/draws/:day (decision 161)', () => {
  it('publishes, once the day is over, a list that recomputes the winner with the independent script — and names nobody', async () => {
    const day = '2026-05-01';
    const ids = await spinners(t, day, 101, new Date('2026-05-01T10:00:00Z'));
    now = new Date('2026-05-01T17:00:00Z');
    const outcome = await draw(day, now);
    expect(outcome.status).toBe('drawn');
    const winnerId = (outcome as { winnerId: string }).winnerId;

    // Still that day: the seed is secret, so only the commitment is public.
    expect((await proofOf(day)).status).toBe(404);
    // Spins after the draw are not in it, and never change the published list.
    const late = await spinners(t, day, 2, new Date('2026-05-01T19:00:00Z'));

    now = new Date('2026-05-02T08:00:00Z');
    const res = await proofOf(day);
    expect(res.status, res.text).toBe(200);
    const proof = drawProofSchema.parse(res.body);
    expect(proof).toMatchObject({ day, status: 'drawn', version: 2, ticketId: expect.stringMatching(/^TC-20260501-/) });
    expect(proof.entries).toHaveLength(101);
    for (const id of [...ids, ...late]) expect(res.text).not.toContain(id);
    expect(proof.entries).toEqual(ids.map((id) => participantEntry(proof.seed, id)).sort());
    expect(proof.winnerEntry).toBe(participantEntry(proof.seed, winnerId));

    // Anyone recomputes it: the script with Node's own crypto, the page with the shared code.
    const member = ids[7] as string;
    const checks = checkDraw(proof as PublishedDraw, member);
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, true, true]);
    expect(verifyDraw(proof, member)).toEqual({ seedMatchesCommitment: true, entriesSorted: true, winnerMatches: true, memberIncluded: true });
    expect(verifyDraw(proof, late[0])).toMatchObject({ memberIncluded: false });
    expect(checkDraw(proof as PublishedDraw, winnerId).at(-1)?.label).toContain('(and it won)');

    // The fairness page lists the draw beside its revealed seed.
    const fairness = fairnessSchema.parse((await call(t.agent(), wheelContract.endpoints.fairness)).body);
    expect(fairness.revealed.find((r) => r.day === day)?.draw).toEqual({ status: 'drawn', participants: 101, ticketId: proof.ticketId, proof: true });
  });

  it('fails the check of a tampered proof: another winner, a reordered list, a swapped seed, a winner on a short list', async () => {
    const day = '2026-05-03';
    await spinners(t, day, 100);
    now = new Date('2026-05-03T17:00:00Z');
    await draw(day, now);
    now = new Date('2026-05-04T08:00:00Z');
    const proof = drawProofSchema.parse((await proofOf(day)).body) as PublishedDraw;
    expect(allOk(checkDraw(proof))).toBe(true);
    const other = (proof.winnerIndex! + 1) % proof.entries.length;
    const tampered: PublishedDraw[] = [
      { ...proof, winnerIndex: other, winnerEntry: proof.entries[other]! },
      { ...proof, entries: [...proof.entries].reverse() },
      { ...proof, seed: proof.seed.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...proof, entries: proof.entries.slice(1), winnerIndex: 0, winnerEntry: proof.entries[1]! },
    ];
    for (const bad of tampered) {
      expect(allOk(checkDraw(bad))).toBe(false);
      expect(Object.values(verifyDraw(bad)).includes(false)).toBe(true);
    }
  });

  it('publishes a day with too few participants as no draw, and answers 404 for a day without a draw or a malformed day', async () => {
    const day = '2026-05-05';
    const ids = await spinners(t, day, 3);
    now = new Date('2026-05-05T17:00:00Z');
    await draw(day, now);
    now = new Date('2026-05-06T08:00:00Z');
    const proof = drawProofSchema.parse((await proofOf(day)).body);
    expect(proof).toMatchObject({ status: 'not_drawn', winnerIndex: null, winnerEntry: null, ticketId: null });
    expect(proof.entries).toHaveLength(3);
    expect(allOk(checkDraw(proof as PublishedDraw, ids[0]))).toBe(true);
    expect((await proofOf('2026-04-20')).status).toBe(404);
    expect((await proofOf('yesterday')).status).toBe(400);
  });

  it('reproduces a day drawn before lists were kept: the old winner, rebuilt from the spins up to the draw, then frozen', async () => {
    const day = '2026-05-07';
    const ids = await spinners(t, day, 100, new Date('2026-05-07T09:00:00Z'));
    const drawnAt = new Date('2026-05-07T17:00:00Z');
    // The draw as it ran until now: winner by the old rule, no stored list (proof version 1 by default).
    const { seed } = await daySeed(em(), day);
    const oldWinner = drawWinner(seed, day, ids);
    await sql(em(), `insert into wheel_draws (day, status, participants, winner_id, ticket_id, drawn_at) values (?, 'drawn', 100, ?, 'TC-20260507-ABCDEF', ?)`, [day, oldWinner, drawnAt]);
    await spinners(t, day, 1, new Date('2026-05-07T20:00:00Z')); // spun after the draw: not a participant

    now = new Date('2026-05-08T08:00:00Z');
    const proof = drawProofSchema.parse((await proofOf(day)).body);
    expect(proof).toMatchObject({ version: 1, winnerEntry: participantEntry(seed, oldWinner), ticketId: 'TC-20260507-ABCDEF' });
    expect(allOk(checkDraw(proof as PublishedDraw, oldWinner))).toBe(true);
    expect(verifyDraw(proof)).toMatchObject({ seedMatchesCommitment: true, winnerMatches: true });
    const [row] = await sql<{ entries: unknown }>(em(), 'select entries from wheel_draws where day = ?', [day]);
    expect(row!.entries).not.toBeNull();
  });
});
