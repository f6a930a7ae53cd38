import { adminWinnersSchema, drawDayParamSchema, drawProofSchema, fairnessSchema, publicWinnersSchema, spinHistorySchema, spinResultSchema, spinStatusSchema } from './schemas.ts';
import { WHEEL_CONTRACT_NAME } from './constants.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

/**
 * The daily coin wheel and draw contract (spec 000 §2 Daily spinning wheel, §3, §4 Spin / Coin rewards, §7; spec 001
 * §7 GET /api/admin/recent-winners; docs/decisions/161, 182). Days are Europe/London calendar days;
 * `timeToNextSpin` is seconds.
 */
export const wheelContract = defineContract(WHEEL_CONTRACT_NAME, {
  status: endpoint({
    method: 'GET',
    path: '/api/spinning-wheel/status',
    access: 'member',
    summary: 'Whether the member can spin today, seconds to the next spin, coin balance',
    responses: { 200: spinStatusSchema },
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/spinning-wheel/history',
    access: 'member',
    summary: "The member's own spins, newest first",
    responses: { 200: spinHistorySchema },
  }),
  spin: endpoint({
    method: 'POST',
    path: '/api/spinning-wheel/spin',
    access: 'member',
    summary: "The member's one spin of the London day (any body is ignored)",
    description: 'The segment comes from the day’s committed seed (GET /api/spinning-wheel/fairness). A second spin the same day answers `success: false` with the seconds until the next day.',
    responses: { 200: spinResultSchema },
    bodyless: true, // spec 000 §7: empty body — the server decides the segment
  }),
  fairness: endpoint({
    method: 'GET',
    path: '/api/spinning-wheel/fairness',
    access: 'public',
    summary: "Today's seed commitment and the revealed seeds of past days",
    responses: { 200: fairnessSchema },
  }),
  draw: endpoint({
    method: 'GET',
    path: '/api/spinning-wheel/draws/:day',
    access: 'public',
    summary: "A past day's draw proof: revealed seed, the participants' pseudonymous entries, the winner's position",
    description: 'Recompute it with scripts/verify-draw.ts or on /wheel-fairness (docs/decisions/161). 404 until the day is over (its seed is secret until then) and for a day without a published draw.',
    params: drawDayParamSchema,
    responses: { 200: drawProofSchema },
  }),
  recentWinners: endpoint({
    method: 'GET',
    path: '/api/recent-winners',
    access: 'public',
    summary: 'The last 10 draw winners (first name and initial only)',
    responses: { 200: publicWinnersSchema },
  }),
  adminRecentWinners: endpoint({
    method: 'GET',
    path: '/api/admin/recent-winners',
    access: 'admin',
    summary: 'The last 10 draw winners with name and e-mail',
    responses: { 200: adminWinnersSchema },
  }),
});
