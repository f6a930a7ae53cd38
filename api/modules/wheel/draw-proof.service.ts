import type { EntityManager } from '@mikro-orm/core';
import type { DrawProof } from '#shared/wheel/schemas.ts';
import { londonDay } from '#shared/wheel/day.ts';
import { drawIndex, drawWinner, participantEntry } from '#shared/wheel/fairness.ts';
import { sql } from '../payments/sql.ts';

/** A `wheel_draws` row joined with its day's seed, as the proof reads it. */
interface DrawRow {
  status: 'drawn' | 'not_drawn';
  participants: number;
  proof_version: number;
  entries: string[] | string | null;
  winner_id: string | null;
  ticket_id: string | null;
  seed: string;
  commitment: string;
}

/**
 * The list of a day drawn before lists were kept (proof version 1), rebuilt once from its spins: the members who
 * spun that day up to the draw, in ascending id order as the draw sorted them then, each as its entry. Only when
 * it is provably the list that was drawn — as many members as the draw recorded and, on a drawn day, the same winner
 * by the old rule — is it stored (`… WHERE entries IS NULL`, so it is frozen from then on) and returned; else null.
 */
async function rebuildVersionOneEntries(em: EntityManager, day: string, row: DrawRow): Promise<string[] | null> {
  const ids = (
    await sql<{ user_id: string }>(
      em,
      'select distinct s.user_id from wheel_spins s join wheel_draws d on d.day = s.day where s.day = ? and s.created_at <= d.drawn_at',
      [day],
    )
  ).map((r) => r.user_id);
  if (ids.length !== Number(row.participants)) return null;
  if (row.status === 'drawn' && (ids.length === 0 || drawWinner(row.seed, day, ids) !== row.winner_id)) return null;
  const entries = [...ids].sort().map((id) => participantEntry(row.seed, id));
  await sql(em, 'update wheel_draws set entries = ?::jsonb where day = ? and entries is null and proof_version = 1', [JSON.stringify(entries), day]);
  return entries;
}

/**
 * The published proof of London day `day`'s draw (docs/decisions/161-email-change-and-draw-proof.md), or null while
 * there is none to publish: no draw that day, the day not over yet at `now` (its seed is still secret — before then
 * only the commitment is public), or a day drawn before lists were kept whose list cannot be rebuilt exactly.
 * `winnerEntry` is the entry of the winner that was credited (the reader recomputes the position and compares);
 * only a winner whose account row is gone falls back to the seed's position.
 */
export async function drawProof(em: EntityManager, day: string, now: Date): Promise<DrawProof | null> {
  if (day >= londonDay(now)) return null;
  const [row] = await sql<DrawRow>(
    em,
    `select d.status, d.participants, d.proof_version, d.entries, d.winner_id, d.ticket_id, w.seed, w.commitment
       from wheel_draws d join wheel_days w on w.day = d.day where d.day = ?`,
    [day],
  );
  if (!row) return null;
  const stored = typeof row.entries === 'string' ? (JSON.parse(row.entries) as string[]) : row.entries;
  const entries = stored ?? (Number(row.proof_version) === 1 ? await rebuildVersionOneEntries(em, day, row) : null);
  if (!entries) return null;
  let winnerEntry: string | null = null;
  if (row.status === 'drawn') winnerEntry = row.winner_id ? participantEntry(row.seed, row.winner_id) : (entries[drawIndex(row.seed, day, entries.length)] as string);
  const winnerIndex = winnerEntry === null ? -1 : entries.indexOf(winnerEntry);
  return {
    day,
    status: row.status,
    version: Number(row.proof_version),
    commitment: row.commitment,
    seed: row.seed,
    entries,
    winnerIndex: winnerIndex === -1 ? null : winnerIndex,
    winnerEntry,
    ticketId: row.ticket_id,
  };
}
