import '../jobs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EXPERIENCE_LEVELS, JOB_LIMITS } from '#shared/jobs/constants.ts';
import { createJobApplicationBodySchema } from '#shared/jobs/schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { PhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { LengthHint, useFormDraft } from './form-helpers.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError, translateValidation } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useApply, useJob, useMyApplicationTo } from '../api/jobs-api.ts';
import { EXPERIENCE_LABELS, JOB_TYPE_LABELS } from '../labels.ts';
import { JobBadges, SkillChips } from './job-card.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { Salary } from './salary.tsx';
import { CvUpload } from './cv-upload.tsx';

type Form = ReturnType<typeof useZodForm<typeof createJobApplicationBodySchema>>;
type Name = Parameters<Form['register']>[0];

function Text({ form, name, label, required, area, type = 'text', hint }: { form: Form; name: Name; label: React.ReactNode; required?: boolean; area?: boolean; type?: string; hint?: React.ReactNode }) {
  return (
    <FormInput form={form} name={name} label={label} required={required} hint={hint}>
      {(control) => (area ? <textarea className="input" rows={8} {...control} /> : <input className="input" type={type} {...control} />)}
    </FormInput>
  );
}

/**
 * The application page (spec 001 §2 Apply): login-required card; loading; job not found; otherwise the job summary
 * (at most 6 skills + "+N more", salary or "Salary not disclosed") with the four tips in Tamil, and the form
 * (personal, professional, application) prefilled with the member's name and e-mail; the CV as a link, an uploaded
 * PDF (decision 177), both or neither. Sent through the outbox (the PDF is uploaded first, which needs a connection).
 */
export function ApplyForm({ jobId }: { jobId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const hydrated = useHydrated();
  const { item: job, isLoading } = useJob(jobId);
  const apply = useApply();
  const mine = useMyApplicationTo(jobId, session.status === 'member');
  const form = useZodForm(createJobApplicationBodySchema, {
    values: { jobId, fullName: session.user?.fullName ?? '', email: session.user?.email ?? '', coverLetter: '', phone: '', currentLocation: '', totalExperience: '' as never },
    resetOptions: { keepDirtyValues: true },
    // "077 123 4567" is read in the member's country (decision 168)
    phones: { fields: ['phone'], country: () => session.user?.country },
  });
  const draft = useFormDraft(form, `apply-job:${jobId}`, session.user?.id);
  // A CV file on its way holds the form back (decision 177); the application itself may still queue offline.
  const [cvBusy, setCvBusy] = useState(false);
  const resumeObjectId = form.watch('resumeObjectId') as string | undefined;
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  if (isLoading)
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading job…</Trans>
      </p>
    );
  if (!job)
    return (
      <div className="card empty-state" role="alert">
        <h1>
          <Trans>Job Not Found</Trans>
        </h1>
        <Link to="/jobs" className="btn btn--primary">
          <Trans>Back to jobs</Trans>
        </Link>
      </div>
    );
  if (mine.data)
    return (
      <div className="card empty-state apply-page__applied" role="status">
        <h1>{job.title}</h1>
        <p>
          <Trans>You have already applied for this job.</Trans>
        </p>
        <Link to="/jobs/$jobId" params={{ jobId }} className="btn btn--primary">
          <Trans>See your application</Trans>
        </Link>
      </div>
    );
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await apply.mutateAsync(body);
      draft.clear();
      toast(
        result.state === 'sent'
          ? { title: t`Application Submitted Successfully!`, description: t`Your application has been sent to the employer.` }
          : { title: t`Saved on this device`, description: t`Your application will be sent when you are back online.` },
      );
      void navigate({ to: '/jobs' });
    } catch (error) {
      if (!applyServerErrors(form.setError, error, Object.keys(createJobApplicationBodySchema.shape)))
        toast({ title: t`Error`, description: describeError(error, msg`Failed to submit application`), variant: 'destructive' });
    }
  });
  return (
    <div className="apply-page">
      <aside className="card apply-page__job">
        <p className="job-card__badges">
          <JobBadges job={job} />
        </p>
        <h2>{job.title}</h2>
        <p>{job.companyName}</p>
        <p>
          {job.city}, {job.country} · {i18n._(JOB_TYPE_LABELS[job.jobType])} · {i18n._(EXPERIENCE_LABELS[job.experience])}
        </p>
        <p>
          <Salary job={job} fallback={<Trans>Salary not disclosed</Trans>} />
        </p>
        <SkillChips skills={job.skills} max={JOB_LIMITS.applySummarySkills} />
        <h3>
          <Trans>Tips</Trans>
        </h3>
        <ul lang="ta" className="apply-page__tips">
          <li>உங்கள் அனுபவத்தை இந்த வேலையின் தேவைகளுடன் தொடர்புபடுத்தி எழுதுங்கள்.</li>
          <li>விண்ணப்பக் கடிதத்தைச் சுருக்கமாகவும் தெளிவாகவும் வைத்திருங்கள்.</li>
          <li>உங்கள் தொலைபேசி எண்ணும் மின்னஞ்சலும் சரியானவை என்பதை உறுதிசெய்யுங்கள்.</li>
          <li>உங்கள் சுயவிவரக் கோப்பின் (CV) இணைப்பைச் சேர்த்தால் தேர்வாகும் வாய்ப்பு அதிகம்.</li>
        </ul>
      </aside>
      <form className="card job-form" noValidate onSubmit={onSubmit}>
        <h1>
          <Trans>Apply for this job</Trans>
        </h1>
        <fieldset disabled={form.formState.isSubmitting}>
          <legend>
            <Trans>Personal</Trans>
          </legend>
          <Text form={form} name="fullName" label={<Trans>Full name</Trans>} required />
          <Text form={form} name="email" label={<Trans>Email</Trans>} required type="email" />
          <Text form={form} name="phone" label={<Trans>Phone number</Trans>} required type="tel" hint={<PhoneHint country={session.user?.country} />} />
          <Text form={form} name="currentLocation" label={<Trans>Current location</Trans>} required />
        </fieldset>
        <fieldset disabled={form.formState.isSubmitting}>
          <legend>
            <Trans>Professional</Trans>
          </legend>
          <Text form={form} name="currentJobTitle" label={<Trans>Current job title</Trans>} />
          <Text form={form} name="currentCompany" label={<Trans>Current company</Trans>} />
          <FormInput form={form} name="totalExperience" label={<Trans>Total experience</Trans>} required>
            {(control) => (
              <select className="input" {...control}>
                <option value="">{t`Choose…`}</option>
                {EXPERIENCE_LEVELS.map((v) => (
                  <option key={v} value={v}>
                    {i18n._(EXPERIENCE_LABELS[v])}
                  </option>
                ))}
              </select>
            )}
          </FormInput>
          <Text form={form} name="relevantExperience" label={<Trans>Relevant experience</Trans>} />
        </fieldset>
        <fieldset disabled={form.formState.isSubmitting}>
          <legend>
            <Trans>Application</Trans>
          </legend>
          <Text form={form} name="coverLetter" label={<Trans>Cover letter</Trans>} required area hint={<LengthHint control={form.control} name="coverLetter" min={JOB_LIMITS.coverLetterMin} max={JOB_LIMITS.coverLetterMax} />} />
          <Text form={form} name="resumeUrl" label={<Trans>Resume link</Trans>} type="url" />
          <CvUpload value={resumeObjectId || undefined} onChange={(id) => form.setValue('resumeObjectId', id, { shouldDirty: true })} onBusyChange={setCvBusy} fieldError={translateValidation(form.formState.errors.resumeObjectId?.message) || undefined} />
          <Text form={form} name="expectedSalary" label={<Trans>Expected salary</Trans>} />
          <Text form={form} name="availabilityDate" label={<Trans>Available from</Trans>} type="date" />
        </fieldset>
        <p className="job-form__actions">
          <Link to="/jobs/$jobId" params={{ jobId }} className="btn btn--secondary">
            <Trans>Cancel</Trans>
          </Link>
          <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting || cvBusy}>
            {form.formState.isSubmitting ? <Trans>Submitting…</Trans> : <Trans>Submit application</Trans>}
          </button>
        </p>
      </form>
    </div>
  );
}
