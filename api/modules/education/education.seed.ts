import { randomUUID } from 'node:crypto';
import { registerBodySchema } from '#shared/auth/schemas.ts';
import type { SeedContext } from '../module.ts';
import { UserSchema } from '../users/user.entity.ts';
import { buildUser, hashPassword } from '../users/users.service.ts';
import { CourseSchema, TeacherProfileSchema } from './education.entity.ts';
import { DEMO_TEACHERS } from './education.seed-data.ts';

/** E-mail of the demo account that owns demo teacher `i` (reserved .example domain; nobody can sign in). */
const demoEmail = (i: number) => `teacher-demo-${i + 1}@tamil-community.example`;

/**
 * Six demo teachers with two courses each (issue 17 item 6), bilingual, across the spec's categories; each owned by
 * its own demo account (one profile per member) whose password is a random one nobody knows. Added only when there
 * are no teachers yet.
 */
export async function seedEducation({ em, now }: SeedContext): Promise<void> {
  if ((await em.count(TeacherProfileSchema, {})) > 0) return;
  const passwordHash = await hashPassword(randomUUID());
  for (const [i, { courses, ...demo }] of DEMO_TEACHERS.entries()) {
    const email = demoEmail(i);
    const owner =
      (await em.findOne(UserSchema, { email })) ??
      (await buildUser(
        em,
        registerBodySchema.parse({ fullName: demo.name, username: `teacher_demo_${i + 1}`, email, password: 'unused-password', phoneNumber: '+94771234567', address: '—', city: demo.city ?? '—' }),
        'member',
        passwordHash,
      ));
    const createdAt = new Date(now.getTime() - (i + 1) * 5 * 60 * 60 * 1000);
    const teacher = em.create(TeacherProfileSchema, { ...demo, owner, ratingCount: 0, ratingTotal: 0, createdAt });
    for (const [j, course] of courses.entries()) em.create(CourseSchema, { ...course, teacher, createdAt: new Date(createdAt.getTime() + (j + 1) * 60_000) });
  }
  await em.flush();
}
