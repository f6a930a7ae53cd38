import type { EntityManager } from '@mikro-orm/core';
import { addLondonMonths } from '#shared/billing-periods.ts';
import { UserSchema } from '../users/user.entity.ts';
import { AccessGrantSchema, type AccessGrantSource } from './access-grant.entity.ts';
import { sql } from './sql.ts';

/**
 * Makes sure `userId` holds `count` monthly grants of `source` (issue 18 item 3: a month of membership per 100
 * coins), adding the missing ones: each starts when the previous grant of that source ends (or `now`, when that is
 * later) and lasts one London calendar month. Call inside the transaction that changed what the count depends on;
 * the unique (user, source, sequence) key makes a concurrent duplicate fail instead of granting twice. Returns the
 * number of grants added.
 */
export async function ensureMonthlyGrants(em: EntityManager, userId: string, source: AccessGrantSource, count: number, now: Date): Promise<number> {
  const [row] = await sql<{ n: number | string; last_until: Date | string | null }>(
    em,
    'select count(*) as n, max(valid_until) as last_until from access_grants where user_id = ? and source = ?',
    [userId, source],
  );
  let have = Number(row?.n ?? 0);
  let from = row?.last_until ? new Date(row.last_until) : now;
  let added = 0;
  while (have < count) {
    if (from < now) from = now;
    const until = addLondonMonths(from, 1);
    em.create(AccessGrantSchema, { user: em.getReference(UserSchema, userId), source, sequence: have + 1, validFrom: from, validUntil: until });
    have += 1;
    added += 1;
    from = until;
  }
  if (added) await em.flush();
  return added;
}

/** The end of the latest grant of `source` to `userId` and how many there are (null / 0 when none). */
export async function grantSummary(em: EntityManager, userId: string, source: AccessGrantSource): Promise<{ count: number; until: Date | null }> {
  const [row] = await sql<{ n: number | string; last_until: Date | string | null }>(
    em,
    'select count(*) as n, max(valid_until) as last_until from access_grants where user_id = ? and source = ?',
    [userId, source],
  );
  return { count: Number(row?.n ?? 0), until: row?.last_until ? new Date(row.last_until) : null };
}
