import { wheelContract } from '#shared/wheel/contract.ts';
import { DRAW_PRIZE_COINS } from '#shared/wheel/constants.ts';
import { WHEEL_SEGMENTS, WHEEL_WEIGHTS } from '#shared/wheel/fairness.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
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
 * GET /api/admin/recent-winners). Days are Europe/London calendar days; `timeToNextSpin` is seconds. Method, path,
 * access, schemas and statuses are the contract's (shared/wheel/contract.ts, decision 182); this file adds the handlers.
 */
export function wheelRoutes({ clock }: ModuleDeps): RouteDef[] {
  const endpoints = wheelContract.endpoints;
  return [
    bindRoute(endpoints.status, {
      handler: (ctx) => spinStatus(ctx.state.em, currentUser(ctx).id, clock.now()),
    }),
    bindRoute(endpoints.history, {
      handler: (ctx) => spinHistory(ctx.state.em, currentUser(ctx).id),
    }),
    bindRoute(endpoints.spin, {
      handler: (ctx) => spin(ctx.state.em, currentUser(ctx).id, clock.now()),
    }),
    bindRoute(endpoints.fairness, {
      async handler(ctx) {
        return { segments: [...WHEEL_SEGMENTS], weights: [...WHEEL_WEIGHTS], ...(await fairness(ctx.state.em, clock.now())) };
      },
    }),
    bindRoute(endpoints.draw, {
      async handler(ctx, { params }) {
        const proof = await drawProof(ctx.state.em, params.day, clock.now());
        if (!proof) throw notFound('No draw proof is published for this day: proofs appear the day after the draw');
        return proof;
      },
    }),
    bindRoute(endpoints.recentWinners, {
      async handler(ctx) {
        return (await recentWinners(ctx.state.em)).map((w) => ({ name: publicName(w.full_name), winDate: w.day, ticketId: w.ticket_id, coins: DRAW_PRIZE_COINS }));
      },
    }),
    bindRoute(endpoints.adminRecentWinners, {
      async handler(ctx) {
        return (await recentWinners(ctx.state.em)).map((w) => ({ id: w.id, name: w.full_name, email: w.email, winDate: w.day, ticketId: w.ticket_id, coins: DRAW_PRIZE_COINS }));
      },
    }),
  ];
}
