import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { billingStatusSchema } from '#shared/payments/responses.ts';
import { adminWinnersSchema, fairnessSchema, publicWinnersSchema, spinHistorySchema, spinResultSchema, spinStatusSchema } from '#shared/wheel/schemas.ts';
import { londonDay } from '#shared/wheel/day.ts';
import { WHEEL_SEGMENTS, seedCommitment, spinSegment, verifySpin } from '#shared/wheel/fairness.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { wheelContract } from '#shared/wheel/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedIn } from '../../test/factories.ts';
import { sql } from '../payments/sql.ts';
import { drawSchedule, runDraw } from './draw.service.ts';
import { spinners } from './spinners.testing.ts';

/** A clock the tests set: starts on a winter afternoon in London. */
let now = new Date('2026-01-15T14:00:00Z');
const t: TestApp = await createTestApp({}, { clock: { now: () => now } });
afterAll(() => t.close());
const em = () => t.orm.em.fork();

/** Stores the seed of `day` before anyone spins, chosen so `userId` lands on `segment` (tests need a known outcome). */
async function fixSeed(day: string, userId: string, segment: number): Promise<string> {
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    if (spinSegment(seed, userId, day) !== segment) continue;
    await sql(em(), 'insert into wheel_days (day, seed, commitment, created_at) values (?, ?, ?, now())', [day, seed, seedCommitment(seed)]);
    return seed;
  }
}

describe('spinning-wheel routes', () => {
  it('are for members: a guest gets 401 on status, history and spin', async () => {
    const guest = t.agent();
    for (const res of [await call(guest, wheelContract.endpoints.status), await call(guest, wheelContract.endpoints.history), await call(guest, wheelContract.endpoints.spin)]) expect(res.status).toBe(401);
  });

  it('spin once a London day: the segment follows the committed seed, the coins are credited, a second spin is refused with the time to midnight', async () => {
    now = new Date('2026-01-15T14:00:00Z');
    const { agent, user } = await signedIn(t);
    const status = spinStatusSchema.parse((await call(agent, wheelContract.endpoints.status)).body);
    expect(status).toMatchObject({ canSpin: true, timeToNextSpin: 0, balance: 0, day: '2026-01-15' });

    const fair = fairnessSchema.parse((await call(t.agent(), wheelContract.endpoints.fairness)).body);
    const first = await call(agent, wheelContract.endpoints.spin, { body: { segmentIndex: 5, prize: 100 } }); // a body is ignored
    expect(first.status).toBe(200);
    const result = spinResultSchema.parse(first.body);
    expect(result.success).toBe(true);
    expect(result.prize).toBe(WHEEL_SEGMENTS[result.segmentIndex!]);
    expect(result.balance).toBe(result.prize);

    const again = spinResultSchema.parse((await call(agent, wheelContract.endpoints.spin)).body);
    expect(again).toMatchObject({ success: false, message: 'You have already spun today. Try again tomorrow!', segmentIndex: null, prize: 0, timeToNextSpin: 10 * 3600 });
    expect(spinStatusSchema.parse((await call(agent, wheelContract.endpoints.status)).body)).toMatchObject({ canSpin: false, timeToNextSpin: 10 * 3600, balance: result.prize });
    const history = spinHistorySchema.parse((await call(agent, wheelContract.endpoints.history)).body).history;
    expect(history).toEqual([expect.objectContaining({ coinsWon: result.prize, day: '2026-01-15' })]);

    // The next day the seed is revealed and the spin can be verified against the morning's commitment.
    now = new Date('2026-01-16T09:00:00Z');
    const next = fairnessSchema.parse((await call(t.agent(), wheelContract.endpoints.fairness)).body);
    const revealed = next.revealed.find((r) => r.day === '2026-01-15')!;
    expect(revealed.commitment).toBe(fair.today.commitment);
    expect(next.revealed.map((r) => r.day)).not.toContain('2026-01-16');
    expect(verifySpin({ seedHex: revealed.seed, commitment: fair.today.commitment, userId: user.id, day: '2026-01-15', segmentIndex: result.segmentIndex! })).toEqual({ seedMatchesCommitment: true, segmentMatches: true });
  });

  it('shows a draw the member won in their history beside the spins, newest first (spec 000 §2 Spin history)', async () => {
    now = new Date('2026-05-04T10:00:00Z');
    const { agent, user } = await signedIn(t);
    await fixSeed('2026-05-04', user.id, 2);
    expect(spinResultSchema.parse((await call(agent, wheelContract.endpoints.spin)).body).success).toBe(true);
    // a draw won long before (older than every other test's draw, so the public winners list keeps its order)
    await sql(em(), "insert into wheel_draws (day, status, participants, winner_id, ticket_id, drawn_at) values ('2025-06-01', 'drawn', 120, ?, 'TC-20250601-HIST01', '2025-06-01T17:00:00Z')", [user.id]);
    const history = spinHistorySchema.parse((await call(agent, wheelContract.endpoints.history)).body).history;
    expect(history.map((h) => [h.kind, h.coinsWon, h.day])).toEqual([
      ['spin', WHEEL_SEGMENTS[2], '2026-05-04'],
      ['draw', 100, '2025-06-01'],
    ]);
    expect(history[1]!.id).toBe('TC-20250601-HIST01');
  });

  it('counts 50 concurrent spins of one member once', async () => {
    now = new Date('2026-02-02T10:00:00Z');
    const { agent, user } = await signedIn(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => call(agent, wheelContract.endpoints.spin)));
    const bodies = results.map((r) => spinResultSchema.parse(r.body));
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.filter((b) => !b.success).every((b) => b.timeToNextSpin > 0)).toBe(true);
    const [rows] = await sql<{ n: string }>(em(), 'select count(*) as n from wheel_spins where user_id = ?', [user.id]);
    expect(Number(rows!.n)).toBe(1);
    const [balance] = await sql<{ balance: number }>(em(), 'select balance from users where id = ?', [user.id]);
    expect(balance!.balance).toBe(bodies.find((b) => b.success)!.prize);
  });

  it('puts 23:59:59.9 and 00:00:00.1 London time (BST) on different days', async () => {
    const { agent } = await signedIn(t);
    now = new Date('2026-07-15T22:59:59.900Z');
    expect(spinResultSchema.parse((await call(agent, wheelContract.endpoints.spin)).body)).toMatchObject({ success: true, timeToNextSpin: 1 });
    now = new Date('2026-07-15T23:00:00.100Z');
    expect(spinResultSchema.parse((await call(agent, wheelContract.endpoints.spin)).body).success).toBe(true);
    const days = spinHistorySchema.parse((await call(agent, wheelContract.endpoints.history)).body).history.map((h) => h.day);
    expect(days).toEqual(['2026-07-16', '2026-07-15']);
  });

  it('turns each 100 coins into a month of membership: paid contact access through the one entitlement rule', async () => {
    now = new Date('2026-03-10T12:00:00Z');
    const { agent, user } = await signedIn(t);
    await sql(em(), 'update users set balance = 95 where id = ?', [user.id]);
    expect(billingStatusSchema.parse((await call(agent, paymentsContract.endpoints.billingStatus)).body).hasPaid).toBe(false);
    await fixSeed('2026-03-10', user.id, 5); // 100 coins → 195
    const result = spinResultSchema.parse((await call(agent, wheelContract.endpoints.spin)).body);
    expect(result).toMatchObject({ success: true, prize: 100, balance: 195, subscriptionReady: true });
    const billing = billingStatusSchema.parse((await call(agent, paymentsContract.endpoints.billingStatus)).body);
    expect(billing.hasPaid).toBe(true);
    expect(billing.validUntil).toBe(Date.parse('2026-04-10T11:00:00Z') / 1000); // one London month (BST from 29 March)
    expect(spinStatusSchema.parse((await call(agent, wheelContract.endpoints.status)).body)).toMatchObject({ membershipMonthsEarned: 1, membershipUntil: '2026-04-10T11:00:00.000Z' });
  });
});

describe('the daily draw at 18:00 London time (issue 18 item 5)', () => {
  it('is scheduled at 18:00 Europe/London for that London day', () => {
    expect(drawSchedule.cron).toBe('0 18 * * *');
    expect(drawSchedule.timezone).toBe('Europe/London');
    expect(drawSchedule.payload({ at: new Date('2026-07-01T17:00:00Z'), key: 'x' })).toEqual({ day: '2026-07-01' });
  });

  it('records a day with fewer than 100 participants as not drawn, with its count', async () => {
    await spinners(t, '2026-04-01', 3);
    const outcome = await em().transactional((tx) => runDraw(tx, '2026-04-01', new Date('2026-04-01T17:00:00Z'), t.config.publicUrl));
    expect(outcome).toEqual({ status: 'not_drawn', day: '2026-04-01', participants: 3 });
    expect(await sql(em(), 'select status, participants from wheel_draws where day = ?', ['2026-04-01'])).toEqual([{ status: 'not_drawn', participants: 3 }]);
  });

  it('draws exactly one verifiable winner from 100+ participants, even when two runs race, credits 100 coins and mails them', async () => {
    const day = '2026-04-02';
    const ids = await spinners(t, day, 101);
    const at = new Date('2026-04-02T17:00:00Z');
    const outcomes = await Promise.all([0, 1].map(() => t.orm.em.fork().transactional((tx) => runDraw(tx, day, at, t.config.publicUrl))));
    const drawn = outcomes.filter((o) => o.status === 'drawn');
    expect(drawn).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'already_done')).toHaveLength(1);
    const winner = drawn[0] as Extract<(typeof outcomes)[number], { status: 'drawn' }>;
    expect(ids).toContain(winner.winnerId);
    expect(winner.ticketId).toMatch(/^TC-20260402-[0-9A-F]{6}$/);
    const [row] = await sql<{ balance: number }>(em(), 'select balance from users where id = ?', [winner.winnerId]);
    expect(row!.balance).toBe(100);
    // A third run (a server that restarts and catches up) changes nothing.
    expect((await em().transactional((tx) => runDraw(tx, day, at, t.config.publicUrl))).status).toBe('already_done');
    const mails = await t.mailer.listOutbox();
    expect(mails.filter((m) => m.subject.includes('You won today’s draw!'))).toHaveLength(1);

    const [userRow] = await sql<{ email: string; full_name: string }>(em(), 'select email, full_name from users where id = ?', [winner.winnerId]);
    const publicList = publicWinnersSchema.parse((await call(t.agent(), wheelContract.endpoints.recentWinners)).body);
    expect(publicList[0]).toMatchObject({ winDate: day, ticketId: winner.ticketId, coins: 100, name: 'Player R.' });
    expect(JSON.stringify(publicList)).not.toContain(userRow!.email);
    const admin = await signedIn(t, 'admin');
    const adminList = adminWinnersSchema.parse((await call(admin.agent, wheelContract.endpoints.adminRecentWinners)).body);
    expect(adminList[0]).toMatchObject({ id: winner.winnerId, email: userRow!.email, ticketId: winner.ticketId });
    expect(londonDay(at)).toBe(day);
  });
});
