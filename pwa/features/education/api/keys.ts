/** Outbox kinds of a new teacher profile and a new course (pwa/lib/offline/outbox.ts; named on the outbox screen). */
export const TEACHER_OUTBOX_KIND = 'education-teacher';
export const COURSE_OUTBOX_KIND = 'education-course';
