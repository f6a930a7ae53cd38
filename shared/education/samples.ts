import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { educationContract } from './contract.ts';
import type { CreateCourseBody, CreateTeacherBody } from './schemas.ts';

/**
 * The sample bodies of the education contract (decision 182 "Samples"; checked by api/test/contracts.test.ts):
 * `createTeacher` is THE valid teacher profile of the tests (Tamil for children, online, Saturday mornings),
 * `createCourse` THE valid course; then the edits and a student's review.
 */
export const educationSamples = defineSamples(educationContract, {
  createTeacher: {
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
  },
  updateTeacher: { hourlyRatePence: 2000, availability: [{ day: 6, from: '09:00', to: '12:00' }] },
  reviewTeacher: { rating: 5, text: 'Patient and well prepared; my daughter now reads Tamil.' },
  createCourse: {
    title: 'Tamil letters for children',
    description: 'Vowels and consonants with songs and games, for children aged 6 to 10.',
    category: 'languages',
    subject: 'tamil',
    level: 'beginner',
    language: 'tamil',
    pricePence: 6000,
    durationHours: 10,
    maxStudents: 6,
  },
  updateCourse: { maxStudents: 8 },
});

/** The teacher sample ({@link educationSamples} `createTeacher`) with `overrides` replacing fields. */
export function teacherBody(overrides: Partial<CreateTeacherBody> = {}): Record<string, unknown> & CreateTeacherBody {
  return { ...sampleBody(educationSamples, 'createTeacher'), ...overrides };
}

/** The course sample ({@link educationSamples} `createCourse`) with `overrides` replacing fields. */
export function courseBody(overrides: Partial<CreateCourseBody> = {}): Record<string, unknown> & CreateCourseBody {
  return { ...sampleBody(educationSamples, 'createCourse'), ...overrides };
}
