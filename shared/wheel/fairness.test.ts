import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WHEEL_SEGMENTS, WHEEL_WEIGHTS, drawFromEntries, drawWinner, participantEntry, seedCommitment, spinSegment, uniformIndex, verifyDraw, verifySpin } from './fairness.ts';

const SEED = '5f2c0d8e9a1b4c7d3e6f80912a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d';
const USER = '0b0e6f2c-6f0e-4a43-9d2c-1c8e5a1f0c11';

/** The same derivation written independently with Node's crypto, to check the shared (browser-safe) one. */
function referenceIndex(seedHex: string, message: string, n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (let round = 0; ; round++) {
    const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(round === 0 ? message : `${message}#${round}`).digest();
    for (let i = 0; i < 32; i += 4) {
      const word = mac.readUInt32BE(i);
      if (word < limit) return word % n;
    }
  }
}

describe('the wheel outcome (issue 18 item 2)', () => {
  it('publishes six segments in the spec order with weights summing to 100', () => {
    expect(WHEEL_SEGMENTS).toEqual([0, 5, 10, 20, 50, 100]);
    expect(WHEEL_WEIGHTS.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('commits to a seed with its SHA-256, as Node computes it', () => {
    expect(seedCommitment(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
  });

  it('derives the same index as an independent HMAC-SHA256 implementation, for many messages and sizes', () => {
    for (let i = 0; i < 300; i++) {
      const n = 1 + ((i * 7919) % 5000);
      expect(uniformIndex(SEED, `m${i}`, n)).toBe(referenceIndex(SEED, `m${i}`, n));
    }
  });

  it('gives a known seed a fixed, verifiable segment (a spin can be checked later)', () => {
    const segment = spinSegment(SEED, USER, '2026-11-23');
    const ticket = referenceIndex(SEED, `spin:${USER}:2026-11-23`, 100);
    const cumulative = WHEEL_WEIGHTS.map((_, i) => WHEEL_WEIGHTS.slice(0, i + 1).reduce((a, b) => a + b, 0));
    expect(segment).toBe(cumulative.findIndex((edge) => ticket < edge));
    expect(verifySpin({ seedHex: SEED, commitment: seedCommitment(SEED), userId: USER, day: '2026-11-23', segmentIndex: segment })).toEqual({ seedMatchesCommitment: true, segmentMatches: true });
    expect(verifySpin({ seedHex: SEED, commitment: seedCommitment(SEED.replace(/^5/, '6')), userId: USER, day: '2026-11-23', segmentIndex: (segment + 1) % 6 })).toEqual({ seedMatchesCommitment: false, segmentMatches: false });
  });

  it('depends on the user and the day', () => {
    const days = Array.from({ length: 40 }, (_, i) => spinSegment(SEED, USER, `2026-12-${String((i % 28) + 1).padStart(2, '0')}-${i}`));
    expect(new Set(days).size).toBeGreaterThan(2);
  });

  it('follows the published weights over 100,000 derived spins (χ² with 5 degrees of freedom below 20.5, p ≈ 0.001)', () => {
    const counts = new Array(WHEEL_WEIGHTS.length).fill(0) as number[];
    const spins = 100_000;
    for (let i = 0; i < spins; i++) counts[spinSegment(SEED, `user-${i}`, '2026-11-23')]! += 1;
    const chiSquare = counts.reduce((sum, observed, i) => {
      const expected = (spins * (WHEEL_WEIGHTS[i] as number)) / 100;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(20.5);
    // 100,000 HMACs in JavaScript: under 1 s on an idle core, several on a busy CI machine — a time limit for a hang,
    // not for speed.
  }, 30_000);

  it('draws one of the participants whatever order they come in, and refuses an empty draw', () => {
    const ids = Array.from({ length: 150 }, (_, i) => `id-${String(i).padStart(3, '0')}`);
    const winner = drawWinner(SEED, '2026-11-23', ids);
    expect(ids).toContain(winner);
    expect(drawWinner(SEED, '2026-11-23', [...ids].reverse())).toBe(winner);
    expect(() => drawWinner(SEED, '2026-11-23', [])).toThrow(RangeError);
  });

  it('makes each participant an HMAC entry of their id, draws among the sorted entries, and verifies only the true outcome (decision 161)', () => {
    const ids = Array.from({ length: 120 }, (_, i) => `member-${i}`);
    const entry = (id: string) => createHmac('sha256', Buffer.from(SEED, 'hex')).update(`participant:${id}`).digest('hex');
    expect(participantEntry(SEED, USER)).toBe(entry(USER));
    const draw = drawFromEntries(SEED, '2026-11-24', [...ids].reverse());
    expect(draw.entries).toEqual(ids.map(entry).sort());
    expect(draw.index).toBe(referenceIndex(SEED, 'draw:2026-11-24', 120));
    expect(draw.entry).toBe(draw.entries[draw.index]);

    const proof = { day: '2026-11-24', status: 'drawn', version: 2, seed: SEED, commitment: seedCommitment(SEED), entries: draw.entries, winnerIndex: draw.index, winnerEntry: draw.entry };
    expect(verifyDraw(proof, ids[3])).toEqual({ seedMatchesCommitment: true, entriesSorted: true, winnerMatches: true, memberIncluded: true });
    expect(verifyDraw(proof, 'someone-else').memberIncluded).toBe(false);
    expect(verifyDraw({ ...proof, status: 'not_drawn', winnerIndex: null, winnerEntry: null }).winnerMatches).toBe(false);
    const few = drawFromEntries(SEED, '2026-11-24', ids.slice(0, 99)).entries;
    expect(verifyDraw({ ...proof, entries: few, status: 'not_drawn', winnerIndex: null, winnerEntry: null }).winnerMatches).toBe(true);
    expect(verifyDraw({ ...proof, entries: few, winnerIndex: 0, winnerEntry: few[0]! }).winnerMatches).toBe(false);
  });
});
