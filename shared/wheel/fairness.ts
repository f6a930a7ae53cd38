import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The wheel's segments in the spec's order (spec 000 §9): coins won per segment index 0–5.
 */
export const WHEEL_SEGMENTS = [0, 5, 10, 20, 50, 100] as const;

/**
 * Published weights of the segments, in the same order (relative chances out of their sum, 100): 0 coins 30 %,
 * 5 coins 30 %, 10 coins 20 %, 20 coins 12 %, 50 coins 6 %, 100 coins 2 % — an expected 9.9 coins a spin, so a
 * month of membership (100 coins) takes about ten days of play. Shown on the fairness page.
 */
export const WHEEL_WEIGHTS = [30, 30, 20, 12, 6, 2] as const;

/** SHA-256 of a day's secret seed (hex): the commitment published before the day's first spin. */
export function seedCommitment(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/**
 * A uniform whole number in [0, n) from HMAC-SHA256(seed, message), by rejection sampling: each 4-byte big-endian
 * word of the MAC below the largest multiple of n under 2³² is reduced mod n; words at or above it are rejected
 * (no modulo bias). When all eight words of a MAC are rejected (probability < 10⁻⁶⁰ for n ≤ 2¹⁶), the MAC of
 * `message + "#1"`, `"#2"`, … is used.
 * @throws RangeError when n is not a whole number from 1 to 2³².
 */
export function uniformIndex(seedHex: string, message: string, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`n must be a whole number from 1 to 2^32, got ${n}`);
  const limit = Math.floor(2 ** 32 / n) * n;
  const key = hexToBytes(seedHex);
  for (let round = 0; ; round++) {
    const mac = hmac(sha256, key, utf8ToBytes(round === 0 ? message : `${message}#${round}`));
    const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
    for (let offset = 0; offset + 4 <= mac.length; offset += 4) {
      const word = view.getUint32(offset);
      if (word < limit) return word % n;
    }
  }
}

/**
 * The segment index of a spin (spec 000 §4 Spin; issue 18 item 2): a weighted pick over {@link WHEEL_WEIGHTS}
 * with `uniformIndex(seed, "spin:" + userId + ":" + day, 100)`. `day` is the Europe/London calendar day
 * (YYYY-MM-DD); `seedHex` is that day's seed, revealed the next day. Anyone can recompute a past spin with it.
 */
export function spinSegment(seedHex: string, userId: string, day: string): number {
  const total = WHEEL_WEIGHTS.reduce((sum, w) => sum + w, 0);
  let ticket = uniformIndex(seedHex, `spin:${userId}:${day}`, total);
  for (let index = 0; index < WHEEL_WEIGHTS.length; index++) {
    ticket -= WHEEL_WEIGHTS[index] as number;
    if (ticket < 0) return index;
  }
  /* c8 ignore next */
  throw new Error('unreachable: ticket outside the weights');
}

/**
 * The daily draw's winner (issue 18 item 5): index `uniformIndex(seed, "draw:" + day, n)` into the day's
 * participants' ids sorted ascending (so the order does not depend on the database). Returns that id.
 * @throws RangeError when there are no participants.
 */
export function drawWinner(seedHex: string, day: string, participantIds: readonly string[]): string {
  if (participantIds.length === 0) throw new RangeError('no participants');
  const sorted = [...participantIds].sort();
  return sorted[uniformIndex(seedHex, `draw:${day}`, sorted.length)] as string;
}

/**
 * Verifies a past spin as a member would on the fairness page: the revealed seed matches the commitment published
 * that morning, and the seed gives the segment the member got.
 */
export function verifySpin(input: { seedHex: string; commitment: string; userId: string; day: string; segmentIndex: number }): { seedMatchesCommitment: boolean; segmentMatches: boolean } {
  return {
    seedMatchesCommitment: seedCommitment(input.seedHex) === input.commitment.toLowerCase(),
    segmentMatches: spinSegment(input.seedHex, input.userId, input.day) === input.segmentIndex,
  };
}
