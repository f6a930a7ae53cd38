import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { DRAW_MIN_PARTICIPANTS } from './constants.ts';

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
 * The daily draw's winner as drawn until draw proofs were published (proof version 1): index
 * `uniformIndex(seed, "draw:" + day, n)` into the day's participants' ids sorted ascending. Returns that id. Kept so
 * the winners of those days stay what they were; new draws use {@link drawFromEntries}.
 * @throws RangeError when there are no participants.
 */
export function drawWinner(seedHex: string, day: string, participantIds: readonly string[]): string {
  if (participantIds.length === 0) throw new RangeError('no participants');
  const sorted = [...participantIds].sort();
  return sorted[drawIndex(seedHex, day, sorted.length)] as string;
}

/** The position the draw of `day` picks among `n` entries: `uniformIndex(seed, "draw:" + day, n)`. */
export const drawIndex = (seedHex: string, day: string, n: number): number => uniformIndex(seedHex, `draw:${day}`, n);

/**
 * A participant's entry in a day's published draw list (docs/decisions/161-email-change-and-draw-proof.md):
 * HMAC-SHA256 keyed with the day's seed of `"participant:" + memberId`, hex (64 characters). The list is published
 * only once the seed is revealed; without the member id an entry tells nobody who took part, and a member checks
 * their own entry with their id.
 */
export function participantEntry(seedHex: string, memberId: string): string {
  return bytesToHex(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(`participant:${memberId}`)));
}

/**
 * The draw from proof version 2 on: the participants' entries ({@link participantEntry}) sorted ascending, the
 * winner at {@link drawIndex} among them. Returns the sorted entries, the winning position and entry.
 * @throws RangeError when there are no participants.
 */
export function drawFromEntries(seedHex: string, day: string, memberIds: readonly string[]): { entries: string[]; index: number; entry: string } {
  if (memberIds.length === 0) throw new RangeError('no participants');
  const entries = memberIds.map((id) => participantEntry(seedHex, id)).sort();
  const index = drawIndex(seedHex, day, entries.length);
  return { entries, index, entry: entries[index] as string };
}

/** A day's published draw proof, as GET /api/spinning-wheel/draws/:day answers it (see wheel-responses.ts). */
export interface DrawProofInput {
  day: string;
  /** `drawn` or `not_drawn`. */
  status: string;
  /** 1: entries in the order of the (unpublished) member ids, as drawn before proofs existed; 2: entries sorted. */
  version: number;
  seed: string;
  commitment: string;
  entries: readonly string[];
  winnerIndex: number | null;
  winnerEntry: string | null;
}

/**
 * Recomputes a published draw as anyone can (the fairness page; scripts/verify-draw.ts does the same with Node's
 * own crypto): the seed matches the commitment published that morning; the entries are sorted (version 2 — in
 * version 1 their order is the hidden member ids' and cannot be checked); the outcome is what the list and the seed
 * give — with {@link DRAW_MIN_PARTICIPANTS} or more entries the winner at the seed's position, with fewer no winner;
 * with `memberId`, whether that member's entry is in the list (null without it).
 */
export function verifyDraw(proof: DrawProofInput, memberId?: string) {
  const n = proof.entries.length;
  const drawn = n >= DRAW_MIN_PARTICIPANTS;
  const index = drawn ? drawIndex(proof.seed, proof.day, n) : null;
  return {
    seedMatchesCommitment: seedCommitment(proof.seed) === proof.commitment.toLowerCase(),
    entriesSorted: proof.version < 2 || proof.entries.every((entry, i) => i === 0 || (proof.entries[i - 1] as string) < entry),
    winnerMatches:
      index === proof.winnerIndex &&
      proof.status === (index === null ? 'not_drawn' : 'drawn') &&
      (index === null ? proof.winnerEntry === null : proof.entries[index] === proof.winnerEntry),
    memberIncluded: memberId === undefined ? null : proof.entries.includes(participantEntry(proof.seed, memberId)),
  };
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
