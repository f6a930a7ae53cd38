import { EDUCATION_CONTACT_TYPES } from '#shared/education/constants.ts';
import { educationContract } from '#shared/education/contract.ts';
import { educationSamples } from '#shared/education/samples.ts';
import { defineModule } from '../module.ts';
import { contactSourcesOf } from '../payments/contact-sources.ts';
import { courseRoutes } from './courses.routes.ts';
import { CourseSchema, TeacherContactSchema, TeacherProfileSchema, TeacherReviewSchema } from './education.entity.ts';
import { findTeacher } from './education.repository.ts';
import { seedEducation } from './education.seed.ts';
import { deleteTeacher } from './education.service.ts';
import { teacherRoutes } from './teachers.routes.ts';

/**
 * Education marketplace (spec 000 §2 Education platform, §3, §4, §5, §8, §9; issue 17): teacher profiles (one per
 * member), courses, filters and Tamil-aware search, reviews by education subscribers who were shown the teacher's phone, demo teachers. The `teacher`
 * contact source gives payments the teacher's phone; payments' one entitlement rule unlocks it with the £2/month
 * education subscription (routes under /api/subscription/education, owned by payments).
 */
export const educationModule = defineModule({
  name: 'education',
  contracts: [educationContract],
  samples: [educationSamples],
  entities: [TeacherProfileSchema, CourseSchema, TeacherReviewSchema, TeacherContactSchema],
  routes: (deps) => [...teacherRoutes(deps), ...courseRoutes(deps)],
  contactSources: contactSourcesOf(EDUCATION_CONTACT_TYPES, {
    teacher: async (em, id) => {
      const teacher = await findTeacher(em, id);
      return teacher ? { ownerId: teacher.owner.id, contactNumber: teacher.phone } : null;
    },
  }),
  // A deleted member's teacher profile leaves the marketplace with its courses and reviews.
  hideMemberContent: async (em, userId) => {
    const teacher = await em.findOne(TeacherProfileSchema, { owner: userId });
    if (teacher) await deleteTeacher(em, teacher);
  },
  seed: seedEducation,
});
