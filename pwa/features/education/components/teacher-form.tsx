import '../education.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { EDUCATION_CATEGORIES, EDUCATION_SUBJECTS, LESSON_MODES, TEACHER_TIME_ZONES, TEACHING_LANGUAGES } from '#shared/education/constants.ts';
import { penceToPounds } from '#shared/education/money.ts';
import { V } from '#shared/messages.ts';
import { createTeacherBodySchema, poundsInput } from '#shared/education/schemas.ts';
import type { TeacherDetail } from '#shared/education/responses.ts';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { PhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCreateTeacher, useDeleteTeacher, useMyTeacher, useUpdateTeacher } from '../api/education-api.ts';
import { CATEGORY_LABELS, LANGUAGE_LABELS, MODE_LABELS, SUBJECT_LABELS } from '../labels.ts';
import { timeZoneName } from '../time-zone-name.ts';
import { AvailabilityField } from './availability-field.tsx';
import { ChecksField, TextField } from './form-parts.tsx';

/** The form's schema: the shared body (`zod/mini`) with the hourly rate typed in pounds (sent as pence). */
const teacherFormSchema = z.extend(createTeacherBodySchema, {
  hourlyRatePence: poundsInput(V.educationHourlyRateRequired),
  experience: z.pipe(z.coerce.number({ error: V.educationExperienceInvalid }), createTeacherBodySchema.shape.experience),
});

/**
 * "Become a teacher" (spec 000 §2 teacher registration, §5, §8; issue 17 item 3): create, or edit and delete, the
 * member's own teacher profile — multi-selects for categories, subjects, languages and lesson modes, the hourly rate
 * in pounds, the time zone and the weekly availability. Guests see the login prompt. A new profile goes through the outbox.
 */
export function TeacherForm() {
  const session = useSession();
  const hydrated = useHydrated();
  const mine = useMyTeacher(session.status === 'member');
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  if (!hydrated || session.status !== 'member' || mine.isPending) {
    return (
      <div className="card education-form">
        <h1><Trans>Become a teacher</Trans></h1>
        <p role="status" aria-busy="true"><Trans>Loading…</Trans></p>
      </div>
    );
  }
  return <TeacherFormBody key={mine.data?.id ?? 'new'} existing={mine.data ?? null} />;
}

function TeacherFormBody({ existing }: { existing: TeacherDetail | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const create = useCreateTeacher();
  const update = useUpdateTeacher(existing?.id ?? '');
  const remove = useDeleteTeacher();
  const session = useSession();
  const form = useZodForm(teacherFormSchema, {
    defaultValues: existing
      ? ({ ...existing, phone: existing.phone ?? '', city: existing.city ?? '', hourlyRatePence: penceToPounds(existing.hourlyRatePence) } as never)
      : { categories: [], subjects: [], languages: [], lessonModes: ['online'], timeZone: 'Asia/Colombo', availability: [] },
    // a number typed the national way is read in the member's country (decision 168)
    phones: { fields: ['phone'], country: () => session.user?.country },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (existing) {
        await update.mutateAsync(body);
        toast({ title: t`Teacher profile updated successfully` });
        void navigate({ to: '/teacher/$teacherId', params: { teacherId: existing.id } });
      } else {
        const result = await create.mutateAsync(body);
        toast(result.state === 'sent' ? { title: t`Teacher profile created successfully` } : { title: t`Saved on this device`, description: t`Your profile will be sent when you are back online.` });
        void navigate(result.state === 'sent' ? { to: '/teacher/$teacherId', params: { teacherId: result.value.id } } : { to: '/education' });
      }
    } catch (error) {
      if (!applyServerErrors(form.setError, error, Object.keys(teacherFormSchema.shape))) {
        toast({ title: t`Error`, description: describeError(error, existing ? msg`Failed to update teacher profile` : msg`Failed to create teacher profile`), variant: 'destructive' });
      }
    }
  });
  const onDelete = async () => {
    if (!existing || !window.confirm(t`Delete your teacher profile and all your courses?`)) return;
    try {
      await remove.mutateAsync(existing.id);
      toast({ title: t`Teacher profile deleted successfully` });
      void navigate({ to: '/education' });
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, msg`Failed to delete teacher profile`), variant: 'destructive' });
    }
  };
  return (
    <form className="card education-form" noValidate onSubmit={onSubmit}>
      <h1>{existing ? <Trans>My teacher profile</Trans> : <Trans>Become a teacher</Trans>}</h1>
      <fieldset disabled={form.formState.isSubmitting}>
        <TextField form={form} name="name" label={<Trans>Name</Trans>} required />
        <TextField form={form} name="phone" label={<Trans>Phone</Trans>} type="tel" required hint={<PhoneHint country={session.user?.country}><Trans>Shown only to education subscribers.</Trans></PhoneHint>} />
        <TextField form={form} name="bio" label={<Trans>About your teaching</Trans>} area required />
        <TextField form={form} name="experience" label={<Trans>Experience (years)</Trans>} type="number" required />
        <TextField form={form} name="hourlyRatePence" label={<Trans>Hourly rate (£)</Trans>} type="number" required />
        <TextField form={form} name="city" label={<Trans>City</Trans>} />
        <FormInput form={form} name="timeZone" label={<Trans>Your time zone</Trans>} required>
          {(control) => (
            <select className="input" {...control}>
              {TEACHER_TIME_ZONES.map((z) => <option key={z} value={z}>{timeZoneName(z, i18n.locale)}</option>)}
            </select>
          )}
        </FormInput>
      </fieldset>
      <AvailabilityField form={form} />
      <ChecksField form={form} name="categories" legend={<Trans>Categories</Trans>} values={EDUCATION_CATEGORIES} labels={CATEGORY_LABELS} />
      <ChecksField form={form} name="subjects" legend={<Trans>Subjects</Trans>} values={EDUCATION_SUBJECTS} labels={SUBJECT_LABELS} />
      <ChecksField form={form} name="languages" legend={<Trans>Teaching languages</Trans>} values={TEACHING_LANGUAGES} labels={LANGUAGE_LABELS} />
      <ChecksField form={form} name="lessonModes" legend={<Trans>Lessons</Trans>} values={LESSON_MODES} labels={MODE_LABELS} />
      <p className="education-actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {existing ? <Trans>Save profile</Trans> : <Trans>Create teacher profile</Trans>}
        </button>
        {existing && <button type="button" className="btn btn--secondary" onClick={() => void onDelete()}><Trans>Delete profile</Trans></button>}
      </p>
    </form>
  );
}
