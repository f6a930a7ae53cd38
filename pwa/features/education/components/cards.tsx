import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Language } from '#shared/constants.ts';
import type { Course, Teacher } from '#shared/education/responses.ts';
import { formatPrice } from '../../../lib/payments/price.ts';
import { CATEGORY_LABELS, LANGUAGE_LABELS, LEVEL_LABELS, MODE_LABELS, SUBJECT_LABELS } from '../labels.ts';
import { RatingSummary } from './rating-summary.tsx';

/** A teacher in the list: name, subjects, languages, rate per hour (pounds), rating, mode and city. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const { i18n } = useLingui();
  const rate = formatPrice(teacher.hourlyRatePence, i18n.locale as Language);
  return (
    <li className="card education-card">
      <h2>
        <Link to="/teacher/$teacherId" params={{ teacherId: teacher.id }}>{teacher.name}</Link>
      </h2>
      <ul className="education-facts">
        <li>{teacher.subjects.map((s) => i18n._(SUBJECT_LABELS[s])).join(', ')}</li>
        <li>{teacher.languages.map((l) => i18n._(LANGUAGE_LABELS[l])).join(', ')}</li>
        <li><Trans>{rate} per hour</Trans></li>
        <li>{teacher.lessonModes.map((m) => i18n._(MODE_LABELS[m])).join(' · ')}{teacher.city ? ` · ${teacher.city}` : ''}</li>
        <RatingSummary average={teacher.ratingAverage} count={teacher.ratingCount} />
      </ul>
      <p>{teacher.bio.length > 160 ? `${teacher.bio.slice(0, 160)}…` : teacher.bio}</p>
    </li>
  );
}

/** A course in the list: title, teacher, category, subject, level, language, price (pounds), hours, places. */
export function CourseCard({ course }: { course: Course }) {
  const { i18n } = useLingui();
  const price = formatPrice(course.pricePence, i18n.locale as Language);
  const hours = course.durationHours;
  const places = course.maxStudents;
  return (
    <li className="card education-card">
      <h2>
        <Link to="/course/$courseId" params={{ courseId: course.id }}>{course.title}</Link>
      </h2>
      <ul className="education-facts">
        <li>{course.teacherName}</li>
        <li>{i18n._(CATEGORY_LABELS[course.category])} · {i18n._(SUBJECT_LABELS[course.subject])}</li>
        <li>{i18n._(LEVEL_LABELS[course.level])} · {i18n._(LANGUAGE_LABELS[course.language])}</li>
        <li>{price}</li>
        <li><Trans>{hours} hours · up to {places} students</Trans></li>
      </ul>
    </li>
  );
}
