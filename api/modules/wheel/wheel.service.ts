import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { londonDay, secondsToNextLondonDay } from '#shared/wheel/day.ts';
import { WHEEL_SEGMENTS, seedCommitment, spinSegment } from '#shared/wheel/fairness.ts';
import type { SpinResult, SpinStatus } from '#shared/wheel/schemas.ts';
import { COINS_PER_MEMBERSHIP_MONTH, DRAW_PRIZE_COINS } from '#shared/wheel/constants.ts';
import { ensureMonthlyGrants, grantSummary } from '../payments/access-grants.service.ts';
import { sql } from '../payments/sql.ts';
import { UserSchema } from '../users/user.entity.ts';
import { WheelSpinSchema } from './wheel.entities.ts';

/** The spec's messages (spec 000 §8 Wheel), shown by the PWA in the member's language through `code`-free text. */
export const WHEEL_MESSAGES = {
  alreadySpun: 'You have already spun today. Try again tomorrow!',
  noWin: 'No win this time',
  won: (coins: number) => `You won ${coins} coins!`,
} as const;

/**
 * The seed of London day `day`, made once: the first caller inserts a fresh 256-bit seed (`on conflict do
 * nothing`), everyone reads the stored one — two processes never use different seeds for a day.
 */
export async function daySeed(em: EntityManager, day: string): Promise<{ seed: string; commitment: string }> {
  const seed = randomBytes(32).toString('hex');
  await sql(em, 'insert into wheel_days (day, seed, commitment, created_at) values (?, ?, ?, now()) on conflict (day) do nothing', [day, seed, seedCommitment(seed)]);
  const [row] = await sql<{ seed: string; commitment: string }>(em, 'select seed, commitment from wheel_days where day = ?', [day]);
  if (!row) throw new Error(`wheel day ${day} vanished`);
  return row;
}

/** The member's coin balance (integer coins, `users.balance`). */
async function balanceOf(em: EntityManager, userId: string): Promise<number> {
  const [row] = await sql<{ balance: number }>(em, 'select balance from users where id = ?', [userId]);
  return Number(row?.balance ?? 0);
}

/**
 * Credits `coins` to a member and grants the months of membership their balance has reached (one per
 * {@link COINS_PER_MEMBERSHIP_MONTH} coins; spec 000 §4 Coin rewards). Call inside the transaction that earned the
 * coins. Returns the new balance and how many months were added.
 */
export async function creditCoins(em: EntityManager, userId: string, coins: number, now: Date): Promise<{ balance: number; monthsAdded: number }> {
  const [row] = await sql<{ balance: number }>(
    em,
    'update users set balance = balance + ?, total_winnings = total_winnings + ? where id = ? returning balance',
    [coins, coins, userId],
  );
  const balance = Number(row?.balance ?? 0);
  const monthsAdded = await ensureMonthlyGrants(em, userId, 'coins', Math.floor(balance / COINS_PER_MEMBERSHIP_MONTH), now);
  return { balance, monthsAdded };
}

/** Spin status of `userId` at `now` (spec 000 §3 Spin status; §7 GET /api/spinning-wheel/status). */
export async function spinStatus(em: EntityManager, userId: string, now: Date): Promise<SpinStatus> {
  const day = londonDay(now);
  const [spun, balance, grants] = await Promise.all([
    em.fork().count(WheelSpinSchema, { user: userId, day }),
    balanceOf(em.fork(), userId),
    grantSummary(em.fork(), userId, 'coins'),
  ]);
  return {
    canSpin: spun === 0,
    timeToNextSpin: spun === 0 ? 0 : secondsToNextLondonDay(now),
    balance,
    day,
    membershipMonthsEarned: grants.count,
    membershipUntil: grants.until?.toISOString() ?? null,
  };
}

/**
 * The member's one spin of the London day (spec 000 §4 Spin; issue 18 items 1–3). The segment comes from the
 * day's committed seed (shared/wheel/fairness.ts), not from the request. The spin row, the coins and any month of
 * membership they complete are written in one transaction; the unique (user, day) key lets exactly one of any
 * number of concurrent spins succeed — the others answer `success: false` with the spec's message and the
 * seconds until the next London day.
 */
export async function spin(em: EntityManager, userId: string, now: Date): Promise<SpinResult> {
  const day = londonDay(now);
  const { seed } = await daySeed(em, day);
  const segmentIndex = spinSegment(seed, userId, day);
  const coins = WHEEL_SEGMENTS[segmentIndex] as number;
  try {
    const credited = await em.fork().transactional(async (tx) => {
      tx.create(WheelSpinSchema, { user: tx.getReference(UserSchema, userId), day, segmentIndex, coins, createdAt: now });
      await tx.flush();
      return creditCoins(tx, userId, coins, now);
    });
    return {
      success: true,
      message: coins > 0 ? WHEEL_MESSAGES.won(coins) : WHEEL_MESSAGES.noWin,
      segmentIndex,
      prize: coins,
      balance: credited.balance,
      timeToNextSpin: secondsToNextLondonDay(now),
      subscriptionReady: credited.monthsAdded > 0,
    };
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    return {
      success: false,
      message: WHEEL_MESSAGES.alreadySpun,
      segmentIndex: null,
      prize: 0,
      balance: await balanceOf(em, userId),
      timeToNextSpin: secondsToNextLondonDay(now),
      subscriptionReady: false,
    };
  }
}

/**
 * The member's own spins and the daily draws they won (DRAW_PRIZE_COINS each), newest first, at most `limit` in
 * all (spec 000 §3 Spin history entry; a draw win is `kind: 'draw'` with its ticket id as `id`).
 */
export async function spinHistory(em: EntityManager, userId: string, limit = 30) {
  const [rows, wins] = await Promise.all([
    em.find(WheelSpinSchema, { user: userId }, { orderBy: { createdAt: 'desc' }, limit }),
    sql<{ day: string; ticket_id: string; drawn_at: Date | string }>(
      em,
      "select day, ticket_id, drawn_at from wheel_draws where winner_id = ? and status = 'drawn' and ticket_id is not null order by drawn_at desc limit ?",
      [userId, limit],
    ),
  ]);
  const history = [
    ...rows.map((r) => ({ id: r.id, kind: 'spin' as const, coinsWon: r.coins, spinDate: r.createdAt.toISOString(), day: r.day })),
    ...wins.map((w) => ({ id: w.ticket_id, kind: 'draw' as const, coinsWon: DRAW_PRIZE_COINS, spinDate: new Date(w.drawn_at).toISOString(), day: w.day })),
  ];
  history.sort((a, b) => b.spinDate.localeCompare(a.spinDate));
  return { history: history.slice(0, limit) };
}

/**
 * Today's commitment and the last `days` revealed seeds (days before today only), newest first, each with its
 * draw (status, participants, ticket, whether its proof is published — decision 161) or null.
 */
export async function fairness(em: EntityManager, now: Date, days = 14) {
  const today = londonDay(now);
  const { commitment } = await daySeed(em, today);
  const revealed = await sql<{ day: string; seed: string; commitment: string; status: 'drawn' | 'not_drawn' | null; participants: number | null; ticket_id: string | null; proof: boolean | null }>(
    em,
    `select w.day, w.seed, w.commitment, d.status, d.participants, d.ticket_id, (d.entries is not null or d.proof_version = 1) as proof
       from wheel_days w left join wheel_draws d on d.day = w.day where w.day < ? order by w.day desc limit ?`,
    [today, days],
  );
  return {
    today: { day: today, commitment },
    revealed: revealed.map((r) => ({
      day: r.day,
      seed: r.seed,
      commitment: r.commitment,
      draw: r.status ? { status: r.status, participants: Number(r.participants), ticketId: r.ticket_id, proof: Boolean(r.proof) } : null,
    })),
  };
}

