import { randomBytes } from 'node:crypto';
import { registerBodySchema } from '#shared/auth/schemas.ts';
import type { TestApp } from '../../test/harness.ts';
import { sql } from '../payments/sql.ts';
import { buildUser, hashPassword } from '../users/users.service.ts';

/**
 * Test helper: `count` new members who spun on London day `day` (rows written directly, one password hash for all,
 * spin time `at` — the database's now() when not given). Returns their ids.
 */
export async function spinners(t: TestApp, day: string, count: number, at?: Date): Promise<string[]> {
  const hash = await hashPassword('draw-pass-1');
  const tx = t.orm.em.fork();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const tag = randomBytes(4).toString('hex');
    const input = registerBodySchema.parse({ fullName: `Player ${tag} Raj`, username: `p_${tag}`, email: `p-${tag}@example.com`, password: 'draw-pass-1', phoneNumber: '+94771234567', address: '1 Road', city: 'Jaffna' });
    ids.push((await buildUser(tx, input, 'member', hash)).id);
  }
  await tx.flush();
  for (const id of ids) {
    await sql(tx, `insert into wheel_spins (id, created_at, updated_at, user_id, day, segment_index, coins) values (gen_random_uuid(), coalesce(?, now()), now(), ?, ?, 0, 0)`, [at ?? null, id, day]);
  }
  return ids;
}
