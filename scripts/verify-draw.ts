/**
 * Recomputes a day's daily draw from its published proof, without trusting the site or this project's code: it uses
 * only Node's built-in crypto (docs/decisions/161-email-change-and-draw-proof.md). Node 24 runs it as it is:
 *
 *   node scripts/verify-draw.ts https://the-site.example 2026-11-20            # fetches /api/spinning-wheel/draws/2026-11-20
 *   node scripts/verify-draw.ts https://the-site.example 2026-11-20 MEMBER_ID  # …and looks for that member's entry
 *   node scripts/verify-draw.ts --file proof.json [MEMBER_ID]                   # a proof saved earlier
 *
 * It checks that the revealed seed is the one committed to that morning (SHA-256), that every entry is distinct and —
 * from proof version 2 — sorted, so nobody chose the order, and that the seed picks the published outcome: with 100
 * or more entries the winner at `uniformIndex(seed, "draw:" + day, n)`, with fewer no winner. A member's entry is
 * HMAC-SHA256(seed, "participant:" + memberId). Exit code 0 when every check holds, 1 when one fails, 2 on a usage
 * or network error.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** The published proof (GET /api/spinning-wheel/draws/:day). */
export interface PublishedDraw {
  day: string;
  status: string;
  version: number;
  commitment: string;
  seed: string;
  entries: string[];
  winnerIndex: number | null;
  winnerEntry: string | null;
  ticketId: string | null;
}

/** One check: what it says, and whether it holds. */
export interface DrawCheck {
  label: string;
  ok: boolean;
}

/** Participants a day needs for a draw (spec 000 §9); with fewer nobody wins. */
const MIN_PARTICIPANTS = 100;

/**
 * A uniform whole number in [0, n) from HMAC-SHA256 keyed with the seed: the first 4-byte big-endian word of the MAC
 * below the largest multiple of n under 2³², reduced mod n; when all eight are above it, the MAC of `message#1`,
 * `message#2`, … (no modulo bias).
 */
export function uniformIndex(seedHex: string, message: string, n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (let round = 0; ; round++) {
    const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(round === 0 ? message : `${message}#${round}`).digest();
    for (let offset = 0; offset < 32; offset += 4) {
      const word = mac.readUInt32BE(offset);
      if (word < limit) return word % n;
    }
  }
}

/** A member's entry in a day's list: HMAC-SHA256(seed, "participant:" + memberId), hex. */
export const entryOf = (seedHex: string, memberId: string): string => createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`participant:${memberId}`).digest('hex');

/** Every check of `proof` (and of `memberId`'s entry when given), in the order they are printed. */
export function checkDraw(proof: PublishedDraw, memberId?: string): DrawCheck[] {
  const { entries, seed, day } = proof;
  const hex64 = /^[0-9a-f]{64}$/;
  const checks: DrawCheck[] = [
    { label: 'the seed is the one committed to that morning (SHA-256 of the seed = commitment)', ok: hex64.test(seed) && createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') === proof.commitment.toLowerCase() },
    { label: `every one of the ${entries.length} entries is distinct`, ok: entries.every((e) => hex64.test(e)) && new Set(entries).size === entries.length },
  ];
  if (proof.version >= 2) checks.push({ label: 'the entries are sorted, so nobody chose their order', ok: entries.every((e, i) => i === 0 || (entries[i - 1] as string) < e) });
  if (entries.length >= MIN_PARTICIPANTS) {
    const index = uniformIndex(seed, `draw:${day}`, entries.length);
    checks.push({
      label: `the seed picks entry ${index + 1} of ${entries.length}, the published winner (ticket ${proof.ticketId ?? 'none'})`,
      ok: proof.status === 'drawn' && proof.winnerIndex === index && proof.winnerEntry === entries[index],
    });
  } else {
    checks.push({ label: `fewer than ${MIN_PARTICIPANTS} entries: no draw and no winner`, ok: proof.status === 'not_drawn' && proof.winnerIndex === null && proof.winnerEntry === null });
  }
  if (memberId) {
    const mine = entryOf(seed, memberId.trim());
    checks.push({ label: `the member's entry ${mine.slice(0, 12)}… is in the list${mine === proof.winnerEntry ? ' (and it won)' : ''}`, ok: entries.includes(mine) });
  }
  return checks;
}

/** Reads the proof from `--file PATH` or fetches it from `SITE` for `DAY`; returns it with the optional member id. */
async function loadProof(args: string[]): Promise<{ proof: PublishedDraw; memberId?: string }> {
  if (args[0] === '--file' && args[1]) return { proof: JSON.parse(await readFile(args[1], 'utf8')) as PublishedDraw, memberId: args[2] };
  const [site, day, memberId] = args;
  if (!site || !day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('usage: node scripts/verify-draw.ts SITE DAY [MEMBER_ID] | --file PROOF.json [MEMBER_ID]');
  const url = new URL(`/api/spinning-wheel/draws/${day}`, site);
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return { proof: (await res.json()) as PublishedDraw, memberId };
}

async function main(): Promise<number> {
  let loaded: Awaited<ReturnType<typeof loadProof>>;
  try {
    loaded = await loadProof(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 2;
  }
  const { proof, memberId } = loaded;
  console.log(`Draw of ${proof.day} (proof version ${proof.version}, ${proof.status})`);
  if (proof.version < 2) console.log('  version 1: entries are in the order of the unpublished member ids, so their order cannot be checked');
  const checks = checkDraw(proof, memberId);
  for (const check of checks) console.log(`  ${check.ok ? 'OK  ' : 'FAIL'} ${check.label}`);
  return checks.every((c) => c.ok) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) process.exitCode = await main();
