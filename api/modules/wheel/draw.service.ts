import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { DRAW_MIN_PARTICIPANTS, DRAW_PRIZE_COINS } from '#shared/wheel/constants.ts';
import { drawFromEntries, participantEntry } from '#shared/wheel/fairness.ts';
import { londonDay } from '#shared/wheel/day.ts';
import { defineJob } from '../../lib/jobs/define.ts';
import { defineSchedule } from '../../lib/jobs/schedule.ts';
import { bilingualMail } from '../../services/mail-template.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { sql } from '../payments/sql.ts';
import { creditCoins, daySeed } from './wheel.service.ts';

/** What one draw did. */
export type DrawOutcome =
  | { status: 'drawn'; day: string; participants: number; winnerId: string; ticketId: string }
  | { status: 'not_drawn'; day: string; participants: number }
  | { status: 'already_done'; day: string };

/** A ticket id people can read out on the phone: `TC-YYYYMMDD-XXXXXX` (hex). */
const ticketIdFor = (day: string) => `TC-${day.replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * The daily draw of London day `day` (issue 18 item 5; spec 000 §9 Daily draw). Participants are the members who
 * spun that day (one entry each: the spin is free, a paid membership never buys more). With at least
 * {@link DRAW_MIN_PARTICIPANTS} of them, one winner is picked from the day's committed seed and their entries
 * (`drawFromEntries`, proof version 2; docs/decisions/161-email-change-and-draw-proof.md), credited
 * {@link DRAW_PRIZE_COINS} coins with a ticket id and mailed; with fewer, the day is recorded `not_drawn` with its
 * count. Either way the sorted entries are stored with the claim, to be published once the seed is revealed.
 * Exactly once: the day's row is claimed with `insert … on conflict do nothing` inside the caller's transaction, so
 * a second process — or a re-run after a crash — finds it taken and does nothing.
 */
export async function runDraw(em: EntityManager, day: string, now: Date, publicUrl: string): Promise<DrawOutcome> {
  const ids = (await sql<{ user_id: string }>(em, 'select distinct user_id from wheel_spins where day = ?', [day])).map((r) => r.user_id);
  const { seed } = await daySeed(em, day);
  if (ids.length < DRAW_MIN_PARTICIPANTS) {
    const entries = ids.map((id) => participantEntry(seed, id)).sort();
    const claimed = await sql(
      em,
      `insert into wheel_draws (day, status, participants, drawn_at, proof_version, entries) values (?, 'not_drawn', ?, ?, 2, ?::jsonb) on conflict (day) do nothing returning day`,
      [day, ids.length, now, JSON.stringify(entries)],
    );
    return claimed.length ? { status: 'not_drawn', day, participants: ids.length } : { status: 'already_done', day };
  }
  const draw = drawFromEntries(seed, day, ids);
  const winnerId = ids.find((id) => participantEntry(seed, id) === draw.entry) as string;
  const ticketId = ticketIdFor(day);
  const claimed = await sql(
    em,
    `insert into wheel_draws (day, status, participants, winner_id, ticket_id, drawn_at, proof_version, entries) values (?, 'drawn', ?, ?, ?, ?, 2, ?::jsonb) on conflict (day) do nothing returning day`,
    [day, ids.length, winnerId, ticketId, now, JSON.stringify(draw.entries)],
  );
  if (!claimed.length) return { status: 'already_done', day };
  await creditCoins(em, winnerId, DRAW_PRIZE_COINS, now);
  const [winner] = await sql<{ email: string; full_name: string }>(em, 'select email, full_name from users where id = ?', [winnerId]);
  if (winner) {
    queueMail(
      em,
      bilingualMail({
        to: winner.email,
        subject: { ta: 'இன்றைய குலுக்கலில் நீங்கள் வென்றீர்கள்!', en: 'You won today’s draw!' },
        body: {
          ta: [`வணக்கம் ${winner.full_name},`, `${day} அன்றைய குலுக்கலில் நீங்கள் வென்றீர்கள்: ${DRAW_PRIZE_COINS} நாணயங்கள் உங்கள் கணக்கில் சேர்க்கப்பட்டன. சீட்டு எண்: ${ticketId}.`, '24 மணி நேரத்துக்குள் எங்கள் உதவிக் குழு உங்களைத் தொடர்புகொள்ளும்.', { link: `${publicUrl}/profile` }],
          en: [`Hello ${winner.full_name},`, `You won the draw of ${day}: ${DRAW_PRIZE_COINS} coins have been added to your account. Ticket: ${ticketId}.`, 'Our support team will contact you within 24 hours.', { link: `${publicUrl}/profile` }],
        },
      }),
    );
    await em.flush();
  }
  return { status: 'drawn', day, participants: ids.length, winnerId, ticketId };
}

/**
 * The `wheel.draw` job: runs {@link runDraw} for its day in one transaction with the job's own "done" mark
 * (`transactional`), so the claim, the coins and the winner's mail commit together or not at all.
 */
export const drawJob = defineJob({
  name: 'wheel.draw',
  schema: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  transactional: true,
  async handler({ day }, ctx) {
    const outcome = await runDraw(ctx.em, day, ctx.now, ctx.services.config.publicUrl);
    ctx.log.info({ outcome }, 'daily draw');
  },
});

/**
 * The draw at 18:00 Europe/London every day (api/lib/jobs/schedule.ts): one `wheel.draw` job per day by its run
 * key, across processes; days missed while no server ran are caught up at start (each day at most once, by the
 * draw's own claim as well).
 */
export const drawSchedule = defineSchedule({
  name: 'wheel.draw-daily',
  cron: '0 18 * * *',
  job: drawJob,
  payload: (period) => ({ day: londonDay(period.at) }),
  catchUp: 'all',
  maxCatchUp: 31,
});
