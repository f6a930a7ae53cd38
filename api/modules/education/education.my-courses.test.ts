import { vi } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { courseListSchema } from '#shared/education/schemas.ts';
import { educationContract } from '#shared/education/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { createCourse, createTeacher } from './education.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

// "My courses" (decision 179): GET /api/courses?mine=1 lists the caller's own courses; the server finds the teacher
// from the session — the client names no teacher, so it cannot ask for someone else's as "mine".
describe('GET /api/courses?mine=1', () => {
  test("a teacher gets their own courses only; a guest 401", async ({ member, otherMember, guest }) => {
    await createTeacher(member.agent);
    const own = await createCourse(member.agent, { title: 'Tamil letters for children' });
    await createTeacher(otherMember.agent, { name: 'Someone Else' });
    const theirs = await createCourse(otherMember.agent, { title: 'Carnatic singing for beginners' });

    const mine = courseListSchema.parse((await call(member.agent, educationContract.endpoints.courses, { query: { mine: 1 } })).body);
    expect(mine.items.map((c) => c.id)).toEqual([own.id]);
    expect(mine.total).toBe(1);
    const everyone = courseListSchema.parse((await call(member.agent, educationContract.endpoints.courses, { query: { limit: 100 } })).body);
    expect(everyone.items.map((c) => c.id)).toEqual(expect.arrayContaining([own.id, theirs.id]));

    const guestAnswer = await call(guest, educationContract.endpoints.courses, { query: { mine: 1 } });
    expect(guestAnswer.status, guestAnswer.text).toBe(401);
    expect(apiErrorSchema.parse(guestAnswer.body).code).toBe('unauthorized');
    expect((await call(guest, educationContract.endpoints.courses, { query: { mine: 'yes' } })).status).toBe(400);
  });

  test('a member who is no teacher gets an empty page, not an error', async ({ app }) => {
    const student = await signedIn(app);
    const res = await call(student.agent, educationContract.endpoints.courses, { query: { mine: 1 } });
    expect(res.status).toBe(200);
    expect(courseListSchema.parse(res.body)).toMatchObject({ items: [], total: 0 });
  });
});
