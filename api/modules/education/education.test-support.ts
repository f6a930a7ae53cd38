import type TestAgent from 'supertest/lib/agent.js';
import type { CreateCourseBody, CreateTeacherBody, Course, Teacher } from '#shared/education/schemas.ts';
import { courseSchema, createTeacherBodySchema, teacherSchema } from '#shared/education/schemas.ts';
import type { TestApp } from '../../test/harness.ts';
import type { User } from '../users/user.entity.ts';
import { TeacherProfileSchema } from './education.entity.ts';

/** A valid teacher profile body; `overrides` replace fields. */
export function teacherBody(overrides: Partial<CreateTeacherBody> = {}): Record<string, unknown> & CreateTeacherBody {
  return {
    name: 'Meena Rajaratnam',
    phone: '+447911123456',
    bio: 'I teach Tamil reading and writing to children in the UK, online on weekends.',
    experience: 8,
    hourlyRatePence: 1800,
    categories: ['languages'],
    subjects: ['tamil'],
    languages: ['tamil', 'english'],
    lessonModes: ['online'],
    city: 'Chennai',
    timeZone: 'Asia/Kolkata',
    availability: [{ day: 6, from: '10:00', to: '12:00' }],
    ...overrides,
  };
}

/** A valid course body; `overrides` replace fields. */
export function courseBody(overrides: Partial<CreateCourseBody> = {}): Record<string, unknown> & CreateCourseBody {
  return {
    title: 'Tamil letters for children',
    description: 'Vowels and consonants with songs and games, for children aged 6 to 10.',
    category: 'languages',
    subject: 'tamil',
    level: 'beginner',
    language: 'tamil',
    pricePence: 6000,
    durationHours: 10,
    maxStudents: 6,
    ...overrides,
  };
}

/** Registers `agent` as a teacher (201 expected). */
export async function createTeacher(agent: TestAgent, overrides: Partial<CreateTeacherBody> = {}): Promise<Teacher> {
  const res = await agent.post('/api/teachers').send(teacherBody(overrides));
  if (res.status !== 201) throw new Error(`create teacher: ${res.status} ${res.text}`);
  return teacherSchema.parse(res.body);
}

/** Creates a course as `agent` (201 expected). */
export async function createCourse(agent: TestAgent, overrides: Partial<CreateCourseBody> = {}): Promise<Course> {
  const res = await agent.post('/api/courses').send(courseBody(overrides));
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
