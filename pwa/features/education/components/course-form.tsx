import '../education.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { COURSE_LEVELS, EDUCATION_CATEGORIES, EDUCATION_SUBJECTS, TEACHING_LANGUAGES } from '#shared/education/constants.ts';
import { penceToPounds } from '#shared/education/money.ts';
import { V } from '#shared/messages.ts';
import { createCourseBodySchema, poundsInput } from '#shared/education/schemas.ts';
import type { Course } from '#shared/education/responses.ts';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCourse, useCreateCourse, useMyTeacher, useUpdateCourse } from '../api/education-api.ts';
import { CATEGORY_LABELS, LANGUAGE_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '../labels.ts';
import { ChoiceField, TextField } from './form-parts.tsx';

/** A whole number typed in an input, checked by the shared rule `rule`. */
const typedInt = (rule: z.ZodMiniNumber<number>, message: string) => z.pipe(z.coerce.number({ error: message }), rule);
/** The form's schema: the shared body (`zod/mini`) with the price typed in pounds (sent as pence). */
const courseFormSchema = z.extend(createCourseBodySchema, {
  pricePence: poundsInput(V.educationPriceRequired),
  durationHours: typedInt(createCourseBodySchema.shape.durationHours, V.educationDurationInvalid),
  maxStudents: typedInt(createCourseBodySchema.shape.maxStudents, V.educationStudentsRequired),
});

/**
 * Create course / edit course (spec 000 §2 course creation, §5, §8; issue 17 item 3). Guests see the login prompt;
 * members without a teacher profile are sent to "Become a teacher" ('Please register as a teacher to create
 * courses'). A new course goes through the outbox.
 */
export function CourseForm({ editId }: { editId?: string }) {
  const session = useSession();
  const hydrated = useHydrated();
  const mine = useMyTeacher(session.status === 'member');
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  if (!hydrated || session.status !== 'member' || mine.isPending) {
    return (
      <div className="card education-form">
        <h1>{editId ? <Trans>Edit course</Trans> : <Trans>Create course</Trans>}</h1>
        <p role="status" aria-busy="true"><Trans>Loading…</Trans></p>
      </div>
    );
  }
  if (mine.data === null) {
    return (
      <div className="card empty-state" role="alert">
        <h1><Trans>Create course</Trans></h1>
        <p><Trans>Please register as a teacher to create courses</Trans></p>
        <Link to="/become-teacher" className="btn btn--primary"><Trans>Become a teacher</Trans></Link>
      </div>
    );
  }
  return editId ? <EditCourse id={editId} /> : <CourseFormBody existing={null} />;
}

/** The form filled with course `id` (once it is loaded). */
function EditCourse({ id }: { id: string }) {
  const { item, isLoading, query } = useCourse(id);
  if (isLoading) return <p role="status" aria-busy="true"><Trans>Loading…</Trans></p>;
  if (!item) return <div className="empty-state" role="alert"><h1><Trans>Edit course</Trans></h1><p>{describeError(query.error, msg`Course not found`)}</p></div>;
  return <CourseFormBody key={item.id} existing={item} />;
}

function CourseFormBody({ existing }: { existing: Course | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse(existing?.id ?? '');
  const form = useZodForm(courseFormSchema, { defaultValues: existing ? ({ ...existing, pricePence: penceToPounds(existing.pricePence) } as never) : { maxStudents: 1 } });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (existing) {
        await update.mutateAsync(body);
        toast({ title: t`Course updated successfully` });
        void navigate({ to: '/course/$courseId', params: { courseId: existing.id } });
      } else {
        const result = await create.mutateAsync(body);
        toast(result.state === 'sent' ? { title: t`Course created successfully` } : { title: t`Saved on this device`, description: t`Your course will be sent when you are back online.` });
        void navigate(result.state === 'sent' ? { to: '/course/$courseId', params: { courseId: result.value.id } } : { to: '/education' });
      }
    } catch (error) {
      if (!applyServerErrors(form.setError, error, Object.keys(courseFormSchema.shape))) {
        toast({ title: t`Error`, description: describeError(error, existing ? msg`Failed to update course` : msg`Failed to create course`), variant: 'destructive' });
      }
    }
  });
  return (
    <form className="card education-form" noValidate onSubmit={onSubmit}>
      <h1>{existing ? <Trans>Edit course</Trans> : <Trans>Create course</Trans>}</h1>
      <fieldset disabled={form.formState.isSubmitting}>
        <TextField form={form} name="title" label={<Trans>Course title</Trans>} required />
        <TextField form={form} name="description" label={<Trans>Description</Trans>} area required />
        <ChoiceField form={form} name="category" label={<Trans>Category</Trans>} values={EDUCATION_CATEGORIES} labels={CATEGORY_LABELS} />
        <ChoiceField form={form} name="subject" label={<Trans>Subject</Trans>} values={EDUCATION_SUBJECTS} labels={SUBJECT_LABELS} />
        <ChoiceField form={form} name="level" label={<Trans>Level</Trans>} values={COURSE_LEVELS} labels={LEVEL_LABELS} />
        <ChoiceField form={form} name="language" label={<Trans>Teaching language</Trans>} values={TEACHING_LANGUAGES} labels={LANGUAGE_LABELS} />
        <TextField form={form} name="pricePence" label={<Trans>Price (£)</Trans>} type="number" required />
        <TextField form={form} name="durationHours" label={<Trans>Duration (hours)</Trans>} type="number" required />
        <TextField form={form} name="maxStudents" label={<Trans>Maximum students</Trans>} type="number" required />
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
        {existing ? <Trans>Save course</Trans> : <Trans>Create course</Trans>}
      </button>
    </form>
  );
}
