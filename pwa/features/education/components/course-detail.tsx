import '../education.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Language } from '#shared/constants.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatPrice } from '../../../lib/payments/price.ts';
import { useCourse, useDeleteCourse } from '../api/education-api.ts';
import { CATEGORY_LABELS, LANGUAGE_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '../labels.ts';

/** A course's page (issue 17 item 3): the §3 fields, its teacher, and edit/delete for its teacher. Opens offline. */
export function CourseDetail({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { item: course, isLoading, query } = useCourse(id);
  const remove = useDeleteCourse();
  if (isLoading) return <p role="status" aria-busy="true"><Trans>Loading…</Trans></p>;
  if (!course) return <h1 className="empty-state" role="alert">{describeError(query.error, msg`Course not found`)}</h1>;
  const price = formatPrice(course.pricePence, i18n.locale as Language);
  const hours = course.durationHours;
  const places = course.maxStudents;
  const onDelete = async () => {
    if (!window.confirm(t`Delete this course?`)) return;
    try {
      await remove.mutateAsync(course.id);
      toast({ title: t`Course deleted successfully` });
      void navigate({ to: '/education' });
    } catch (err) {
      toast({ title: t`Error`, description: describeError(err, msg`Failed to delete course`), variant: 'destructive' });
    }
  };
  return (
    <article className="education-detail">
      <h1>{course.title}</h1>
      <p>
        <Link to="/teacher/$teacherId" params={{ teacherId: course.teacherId }}>{course.teacherName}</Link>
      </p>
      <ul className="education-facts">
        <li>{i18n._(CATEGORY_LABELS[course.category])} · {i18n._(SUBJECT_LABELS[course.subject])}</li>
        <li>{i18n._(LEVEL_LABELS[course.level])} · {i18n._(LANGUAGE_LABELS[course.language])}</li>
        <li>{price}</li>
        <li><Trans>{hours} hours · up to {places} students</Trans></li>
      </ul>
      <p>{course.description}</p>
      {course.canManage && (
        <p className="education-actions">
          <Link to="/create-course" search={{ edit: course.id }} className="btn btn--secondary"><Trans>Edit course</Trans></Link>
          <button type="button" className="btn btn--secondary" onClick={() => void onDelete()}><Trans>Delete course</Trans></button>
        </p>
      )}
    </article>
  );
}
