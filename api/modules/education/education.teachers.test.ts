import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { courseListSchema, courseSchema, teacherDetailSchema, teacherListSchema, teacherSchema } from '#shared/education/schemas.ts';
import { educationContract } from '#shared/education/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { courseBody, createCourse, createTeacher, teacherBody } from './education.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

const error = (res: { body: unknown }) => apiErrorSchema.parse(res.body);

describe('teacher profiles (spec 000 §3, §5, §8; issue 17 item 1)', () => {
  test('register, read, edit, delete; one profile per member ("Profile already exists", also when concurrent)', async ({ app, member, guest }) => {
    expect((await call(guest, educationContract.endpoints.createTeacher, { body: teacherBody() })).status).toBe(401);
    const created = await createTeacher(member.agent, { name: 'Meena Create' });
    expect(created).toMatchObject({ name: 'Meena Create', phone: '+447911123456', contactHidden: false, canManage: true, hourlyRatePence: 1800, ratingAverage: null });

    const again = await call(member.agent, educationContract.endpoints.createTeacher, { body: teacherBody() });
    expect(again.status).toBe(409);
    expect(error(again)).toMatchObject({ code: 'profile_exists', message: 'Profile already exists' });

    const racer = await signedIn(app);
    const results = await Promise.all(Array.from({ length: 6 }, () => call(racer.agent, educationContract.endpoints.createTeacher).set('Idempotency-Key', randomUUID()).send(teacherBody())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);

    const own = teacherDetailSchema.parse((await call(member.agent, educationContract.endpoints.myTeacher)).body);
    expect(own.id).toBe(created.id);
    const edited = await call(member.agent, educationContract.endpoints.updateTeacher, { params: { id: created.id }, body: { hourlyRatePence: 2200, subjects: ['tamil', 'history'] } });
    expect(teacherSchema.parse(edited.body)).toMatchObject({ hourlyRatePence: 2200, subjects: ['tamil', 'history'], name: 'Meena Create' });

    await createCourse(member.agent);
    const deleted = await call(member.agent, educationContract.endpoints.deleteTeacher, { params: { id: created.id } });
    expect(deleted.body).toEqual({ message: 'Teacher profile deleted successfully' });
    expect((await call(guest, educationContract.endpoints.teacher, { params: { id: created.id } })).status).toBe(404);
    expect((await call(member.agent, educationContract.endpoints.myTeacher)).status).toBe(204); // none: no body, and no 404 in the browser's console
    // Its courses went with it.
    expect(courseListSchema.parse((await call(guest, educationContract.endpoints.courses, { query: { search: 'Tamil letters' } })).body).items.filter((c) => c.teacherId === created.id)).toEqual([]);
  });

  test('someone else\'s profile: 403 "You can only manage your own content"; the admin may', async ({ member, otherMember, admin }) => {
    const teacher = await createTeacher(member.agent);
    for (const res of [await call(otherMember.agent, educationContract.endpoints.updateTeacher, { params: { id: teacher.id }, body: { bio: 'Taken over by someone else entirely.' } }), await call(otherMember.agent, educationContract.endpoints.deleteTeacher, { params: { id: teacher.id } })]) {
      expect(res.status).toBe(403);
      expect(error(res)).toMatchObject({ code: 'not_own_content', message: 'You can only manage your own content' });
    }
    expect((await call(admin.agent, educationContract.endpoints.updateTeacher, { params: { id: teacher.id }, body: { experience: 9 } })).status).toBe(200);
  });

  test('bad input names the field with the spec\'s message, never a 500', async ({ member }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hourlyRatePence: undefined }, 'hourlyRatePence', V.educationHourlyRateRequired],
      [{ hourlyRatePence: -100 }, 'hourlyRatePence', V.educationPriceInvalid],
      [{ hourlyRatePence: '12a' }, 'hourlyRatePence', V.educationHourlyRateRequired],
      [{ experience: -1 }, 'experience', V.educationExperienceInvalid],
      [{ categories: [] }, 'categories', V.educationCategoriesRequired],
      [{ subjects: [] }, 'subjects', V.educationSubjectsRequired],
      [{ languages: [] }, 'languages', V.educationLanguagesRequired],
      [{ categories: ['astrology'] }, 'categories.0', V.educationChoiceInvalid],
      [{ availability: [{ day: 8, from: '10:00', to: '09:00' }] }, 'availability.0.day', V.educationSlotInvalid],
    ];
    for (const [override, field, message] of cases) {
      const res = await call(member.agent, educationContract.endpoints.createTeacher, { body: teacherBody(override as never) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(error(res).fields?.[field], JSON.stringify(res.body)).toContain(message);
    }
    expect((await call(member.agent, educationContract.endpoints.myTeacher)).status).toBe(204); // none: no body, and no 404 in the browser's console
  });
});

describe('courses (spec 000 §3 Course, §5; issue 17 item 1)', () => {
  test('a teacher profile first: "Please register as a teacher to create courses"', async ({ member }) => {
    const res = await call(member.agent, educationContract.endpoints.createCourse, { body: courseBody() });
    expect(res.status).toBe(403);
    expect(error(res)).toMatchObject({ code: 'teacher_profile_required', message: 'Please register as a teacher to create courses' });
  });

  test('create, list with filters, detail, edit; someone else\'s course is 403; bad numbers are 400', async ({ member, otherMember, admin, guest }) => {
    const teacher = await createTeacher(member.agent, { name: 'Arun Filter' });
    const course = await createCourse(member.agent, { title: 'Quadratics masterclass zq', category: 'test_prep', subject: 'mathematics', level: 'advanced', language: 'english', pricePence: 12000 });
    expect(course).toMatchObject({ teacherId: teacher.id, teacherName: 'Arun Filter', canManage: true, pricePence: 12000 });

    const find = async (query: Record<string, string | number>) => courseListSchema.parse((await call(guest, educationContract.endpoints.courses, { query })).body).items.map((c) => c.id);
    expect(await find({ category: 'test_prep', subject: 'mathematics', level: 'advanced', language: 'english' })).toContain(course.id);
    expect(await find({ maxPricePence: 12000, category: 'test_prep' })).toContain(course.id);
    expect(await find({ maxPricePence: 11999, category: 'test_prep' })).not.toContain(course.id);
    expect(await find({ level: 'beginner', category: 'test_prep' })).not.toContain(course.id);
    expect(await find({ search: 'quadratics' })).toContain(course.id);
    expect(courseSchema.parse((await call(guest, educationContract.endpoints.course, { params: { id: course.id } })).body)).toMatchObject({ title: 'Quadratics masterclass zq', canManage: false });

    const teachers = async (query: Record<string, string | number>) => teacherListSchema.parse((await call(guest, educationContract.endpoints.teachers, { query })).body).items.map((t) => t.id);
    expect(await teachers({ subject: 'tamil', language: 'english', category: 'languages', maxHourlyRatePence: 1800 })).toContain(teacher.id);
    expect(await teachers({ maxHourlyRatePence: 1799 })).not.toContain(teacher.id);
    expect(await teachers({ language: 'german' })).not.toContain(teacher.id);
    expect(await teachers({ search: 'arun filter' })).toContain(teacher.id);

    for (const res of [await call(otherMember.agent, educationContract.endpoints.updateCourse, { params: { id: course.id }, body: { pricePence: 1 } }), await call(otherMember.agent, educationContract.endpoints.deleteCourse, { params: { id: course.id } })]) {
      expect(res.status).toBe(403);
      expect(error(res)).toMatchObject({ code: 'not_own_content', message: 'You can only manage your own content' });
    }
    const edited = await call(member.agent, educationContract.endpoints.updateCourse, { params: { id: course.id }, body: { pricePence: 9900, maxStudents: 3 } });
    expect(courseSchema.parse(edited.body)).toMatchObject({ pricePence: 9900, maxStudents: 3 });

    const bad: [Record<string, unknown>, string, string][] = [
      [{ pricePence: -1 }, 'pricePence', V.educationPriceInvalid],
      [{ pricePence: undefined }, 'pricePence', V.educationPriceRequired],
      [{ maxStudents: 0 }, 'maxStudents', V.educationStudentsRequired],
      [{ level: 'wizard' }, 'level', V.educationChoiceInvalid],
      [{ durationHours: 0 }, 'durationHours', V.educationDurationInvalid],
    ];
    for (const [override, field, message] of bad) {
      const res = await call(member.agent, educationContract.endpoints.createCourse, { body: courseBody(override as never) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(error(res).fields?.[field]).toContain(message);
    }
    expect((await call(admin.agent, educationContract.endpoints.deleteCourse, { params: { id: course.id } })).body).toEqual({ message: 'Course deleted successfully' });
    expect((await call(guest, educationContract.endpoints.course, { params: { id: course.id } })).status).toBe(404);
  });
});
