import type TestAgent from 'supertest/lib/agent.js';
import type { CreateCourseBody, CreateTeacherBody, Course, Teacher } from '#shared/education/schemas.ts';
import { courseBody, teacherBody } from '#shared/education/samples.ts';
import { educationContract } from '#shared/education/contract.ts';
import { courseSchema, createTeacherBodySchema, teacherSchema } from '#shared/education/schemas.ts';
import { call } from '../../test/call.ts';
import type { TestApp } from '../../test/harness.ts';
import type { User } from '../users/user.entity.ts';
import { TeacherProfileSchema } from './education.entity.ts';

export { courseBody, teacherBody } from '#shared/education/samples.ts';

/** Registers `agent` as a teacher (201 expected). */
export async function createTeacher(agent: TestAgent, overrides: Partial<CreateTeacherBody> = {}): Promise<Teacher> {
  const res = await call(agent, educationContract.endpoints.createTeacher, { body: teacherBody(overrides) });
  if (res.status !== 201) throw new Error(`create teacher: ${res.status} ${res.text}`);
  return teacherSchema.parse(res.body);
}

/** Creates a course as `agent` (201 expected). */
export async function createCourse(agent: TestAgent, overrides: Partial<CreateCourseBody> = {}): Promise<Course> {
  const res = await call(agent, educationContract.endpoints.createCourse, { body: courseBody(overrides) });
  if (res.status !== 201) throw new Error(`create course: ${res.status} ${res.text}`);
  return courseSchema.parse(res.body);
}

/** Inserts a teacher profile of `owner` through the ORM (no HTTP); returns its id. */
export async function insertTeacher(t: TestApp, owner: User): Promise<string> {
  const em = t.orm.em.fork();
  const teacher = em.create(TeacherProfileSchema, { ...createTeacherBodySchema.parse(teacherBody()), owner, ratingCount: 0, ratingTotal: 0 } as never) as { id: string };
  await em.flush();
  return teacher.id;
}
