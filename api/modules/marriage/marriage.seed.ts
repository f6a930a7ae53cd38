import { randomUUID } from 'node:crypto';
import { registerBodySchema } from '#shared/auth/schemas.ts';
import { yearsBefore, serverToday } from '#shared/marriage/age.ts';
import { DEMO_PROFILES, type MarriageInput } from './marriage.seed-data.ts';
import type { SeedContext } from '../module.ts';
import { UserSchema } from '../users/user.entity.ts';
import { buildUser, hashPassword } from '../users/users.service.ts';
import { MarriageProfileSchema } from './marriage.entity.ts';

/** E-mail of the demo account that owns demo profile `i` (reserved .example domain; nobody can sign in). */
const demoEmail = (i: number) => `marriage-demo-${i + 1}@tamil-community.example`;

/**
 * Ten approved, bilingual demo profiles (issue 16 item 8), each owned by its own demo account (one profile per
 * member) whose password is a random one nobody knows. No photos of real people. Added only when there are no
 * profiles yet.
 */
export async function seedMarriage({ em, now }: SeedContext): Promise<void> {
  if ((await em.count(MarriageProfileSchema, {})) > 0) return;
  const passwordHash = await hashPassword(randomUUID());
  const today = serverToday(now);
  for (const [i, demo] of DEMO_PROFILES.entries()) {
    const email = demoEmail(i);
    const owner =
      (await em.findOne(UserSchema, { email })) ??
      (await buildUser(
        em,
        registerBodySchema.parse({ fullName: demo.name, username: `marriage_demo_${i + 1}`, email, password: 'unused-password', phoneNumber: '+94771234567', address: '—', city: demo.city }),
        'member',
        passwordHash,
      ));
    const { age, ...fields }: MarriageInput = demo;
    em.create(MarriageProfileSchema, {
      ...fields,
      owner,
      dateOfBirth: yearsBefore(today, age),
      photos: [],
      photoVisibility: 'accepted',
      status: 'approved',
      hidden: false,
      rejectionReason: null,
      reviewedAt: now,
      createdAt: new Date(now.getTime() - (i + 1) * 3 * 60 * 60 * 1000),
    });
  }
  await em.flush();
}
