import {
  adminWinnersSchema,
  drawDayParamSchema,
  drawProofSchema,
  fairnessSchema,
  publicWinnersSchema,
  spinHistorySchema,
  spinResultSchema,
  spinStatusSchema,
} from '#shared/schemas/wheel.ts';
import { DRAW_PRIZE_COINS } from '#shared/wheel/constants.ts';
import { WHEEL_SEGMENTS, WHEEL_WEIGHTS } from '#shared/wheel/fairness.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { sql } from '../payments/sql.ts';
import { drawProof } from './draw-proof.service.ts';
import { fairness, spin, spinHistory, spinStatus } from './wheel.service.ts';

/** First name and the initial of the last word (guests never see a full name): "Kavitha Raj" → "Kavitha R.". */
export const publicName = (fullName: string) => {
  const words = fullName.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]} ${[...(words.at(-1) as string)][0]}.` : (words[0] ?? '');
};

/** The last 10 drawn days with their winners, newest first. */
const recentWinners = (em: Parameters<typeof sql>[0]) =>
  sql<{ id: string; full_name: string; email: string; day: string; ticket_id: string }>(
    em,
    `select u.id, u.full_name, u.email, d.day, d.ticket_id from wheel_draws d join users u on u.id = d.winner_id
      where d.status = 'drawn' order by d.day desc limit 10`,
  );

/**
 * The daily coin wheel and draw (spec 000 §2 Daily spinning wheel, §3, §4 Spin / Coin rewards, §7; spec 001 §7
 * GET /api/admin/recent-winners; issue 18). Days are Europe/London calendar days; `timeToNextSpin` is seconds.
 */
export function wheelRoutes({ clock }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/spinning-wheel/status',
      access: 'member',
      summary: 'Whether the member can spin today, seconds to the next spin, coin balance',
      responses: { 200: spinStatusSchema },
      handler: (ctx) => spinStatus(ctx.state.em, currentUser(ctx).id, clock.now()),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/spinning-wheel/history',
      access: 'member',
      summary: "The member's own spins, newest first",
      responses: { 200: spinHistorySchema },
      handler: (ctx) => spinHistory(ctx.state.em, currentUser(ctx).id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/spinning-wheel/spin',
      access: 'member',
      summary: "The member's one spin of the London day (any body is ignored)",
      description: 'The segment comes from the day’s committed seed (GET /api/spinning-wheel/fairness). A second spin the same day answers `success: false` with the seconds until the next day.',
      responses: { 200: spinResultSchema },
      handler: (ctx) => spin(ctx.state.em, currentUser(ctx).id, clock.now()),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/spinning-wheel/fairness',
      access: 'public',
      summary: "Today's seed commitment and the revealed seeds of past days",
      responses: { 200: fairnessSchema },
      async handler(ctx) {
        return { segments: [...WHEEL_SEGMENTS], weights: [...WHEEL_WEIGHTS], ...(await fairness(ctx.state.em, clock.now())) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/spinning-wheel/draws/:day',
      access: 'public',
      summary: "A past day's draw proof: revealed seed, the participants' pseudonymous entries, the winner's position",
      description: 'Recompute it with scripts/verify-draw.ts or on /wheel-fairness (docs/decisions/161). 404 until the day is over (its seed is secret until then) and for a day without a published draw.',
      params: drawDayParamSchema,
      responses: { 200: drawProofSchema },
      async handler(ctx, { params }) {
        const proof = await drawProof(ctx.state.em, params.day, clock.now());
        if (!proof) throw notFound('No draw proof is published for this day: proofs appear the day after the draw');
        return proof;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/recent-winners',
      access: 'public',
      summary: 'The last 10 draw winners (first name and initial only)',
      responses: { 200: publicWinnersSchema },
      async handler(ctx) {
        return (await recentWinners(ctx.state.em)).map((w) => ({ name: publicName(w.full_name), winDate: w.day, ticketId: w.ticket_id, coins: DRAW_PRIZE_COINS }));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/recent-winners',
      access: 'admin',
      summary: 'The last 10 draw winners with name and e-mail',
      responses: { 200: adminWinnersSchema },
      async handler(ctx) {
        return (await recentWinners(ctx.state.em)).map((w) => ({ id: w.id, name: w.full_name, email: w.email, winDate: w.day, ticketId: w.ticket_id, coins: DRAW_PRIZE_COINS }));
      },
    }),
  ];
}
