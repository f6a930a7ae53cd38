import '../jobs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY_SIZES, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_CURRENCIES, JOB_LIMITS, JOB_TYPES, SALARY_PERIODS, WORK_MODES } from '#shared/jobs/constants.ts';
import { createJobListingBodySchema } from '#shared/jobs/schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormPhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { LengthHint, useFormDraft } from './form-helpers.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCreateJob } from '../api/jobs-api.ts';
import { CATEGORY_LABELS, COMPANY_SIZE_LABELS, EXPERIENCE_LABELS, JOB_TYPE_LABELS, PERIOD_LABELS, WORK_MODE_LABELS } from '../labels.ts';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { TagInput } from './tag-input.tsx';

const SKILL_SUGGESTIONS = ['Tamil', 'English', 'Customer service', 'Excel', 'Driving', 'Cooking'];
const LANGUAGE_SUGGESTIONS = ['தமிழ்', 'English', 'සිංහල', 'हिन्दी'];
const BENEFIT_SUGGESTIONS = ['Health insurance', 'Meals', 'Transport', 'Annual bonus', 'Paid leave'];

type Form = ReturnType<typeof useZodForm<typeof createJobListingBodySchema>>;
type Name = Parameters<Form['register']>[0];

/** A text input (or textarea) of the post form. */
function Text({ form, name, label, required, area, type = 'text', hint }: { form: Form; name: Name; label: React.ReactNode; required?: boolean; area?: boolean; type?: string; hint?: React.ReactNode }) {
  return (
    <FormInput form={form} name={name} label={label} required={required} hint={hint}>
      {(control) => (area ? <textarea className="input" rows={5} {...control} /> : <input className="input" type={type} {...control} />)}
    </FormInput>
  );
}

/** A select of the post form over `values` with their labels. */
function Choice<V extends string>({ form, name, label, values, labels, required, blank }: { form: Form; name: Name; label: React.ReactNode; values: readonly V[]; labels: Record<V, MessageDescriptor> | null; required?: boolean; blank?: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <FormInput form={form} name={name} label={label} required={required}>
      {(control) => (
        <select className="input" {...control}>
          {blank && <option value="">{t`Choose…`}</option>}
          {values.map((v) => (
            <option key={v} value={v}>
              {labels ? i18n._(labels[v]) : v}
            </option>
          ))}
        </select>
      )}
    </FormInput>
  );
}

/**
 * The post job form (spec 001 §2 Post job, §5): sections for basic information, job details, location,
 * compensation, skills (tag lists), benefits, application details and company details; checked by the shared
 * schema with the spec's messages; sent through the outbox (works offline: delivered once when the signal returns).
 * Guests see "Login Required".
 */
export function PostJobForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const hydrated = useHydrated();
  const create = useCreateJob();
  const form = useZodForm(createJobListingBodySchema, {
    defaultValues: { currency: 'INR', salaryPeriod: 'monthly', skills: [], languages: [], benefits: [], isFeatured: false, isUrgent: false, jobType: 'full_time', workMode: 'onsite', experience: '0-1' },
    // The contact phone is read in the job's country, else the member's (decision 168)
    phones: { fields: ['contactPhone'], country: (values) => (values.country as string | undefined)?.trim() || session.user?.country },
  });
  const draft = useFormDraft(form, 'post-job', session.user?.id);
  const length = (name: 'description' | 'requirements' | 'responsibilities', min: number, max: number) => <LengthHint control={form.control} name={name} min={min} max={max} />;
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  const tags = (name: 'skills' | 'languages' | 'benefits') => ({ value: (form.watch(name) ?? []) as string[], onChange: (v: string[]) => form.setValue(name, v, { shouldDirty: true }) });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await create.mutateAsync(body);
      draft.clear();
      toast(result.state === 'sent' ? { title: t`Job posted`, description: t`An administrator will review it before it is shown to everyone.` } : { title: t`Saved on this device`, description: t`Your job will be sent when you are back online.` });
      void navigate({ to: '/jobs' });
    } catch (error) {
      if (!applyServerErrors(form.setError, error, Object.keys(createJobListingBodySchema.shape))) toast({ title: t`Error`, description: describeError(error, msg`Failed to post job`), variant: 'destructive' });
    }
  });
  return (
    <form className="card job-form" noValidate onSubmit={onSubmit}>
      <h1>
        <Trans>Post a Job</Trans>
      </h1>
      {draft.restored && (
        <p className="job-form__draft" role="status">
          <Trans>Your draft from this device is back.</Trans>{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => (draft.clear(), form.reset())}>
            <Trans>Start again</Trans>
          </button>
        </p>
      )}
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Basic information</Trans>
        </legend>
        <Text form={form} name="title" label={<Trans>Job title</Trans>} required />
        <Text form={form} name="companyName" label={<Trans>Company name</Trans>} required />
        <Text form={form} name="description" label={<Trans>Job description</Trans>} required area hint={length('description', JOB_LIMITS.descriptionMin, JOB_LIMITS.descriptionMax)} />
        <Text form={form} name="requirements" label={<Trans>Requirements</Trans>} required area hint={length('requirements', JOB_LIMITS.requirementsMin, JOB_LIMITS.requirementsMax)} />
        <Text form={form} name="responsibilities" label={<Trans>Responsibilities</Trans>} required area hint={length('responsibilities', JOB_LIMITS.requirementsMin, JOB_LIMITS.requirementsMax)} />
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Job details</Trans>
        </legend>
        <Choice form={form} name="jobType" label={<Trans>Job type</Trans>} values={JOB_TYPES} labels={JOB_TYPE_LABELS} required />
        <Choice form={form} name="experience" label={<Trans>Experience</Trans>} values={EXPERIENCE_LEVELS} labels={EXPERIENCE_LABELS} required />
        <Choice form={form} name="workMode" label={<Trans>Work mode</Trans>} values={WORK_MODES} labels={WORK_MODE_LABELS} required />
        <Choice form={form} name="category" label={<Trans>Category</Trans>} values={JOB_CATEGORIES} labels={CATEGORY_LABELS} required blank />
        <Text form={form} name="industry" label={<Trans>Industry</Trans>} required />
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Location</Trans>
        </legend>
        <Text form={form} name="country" label={<Trans>Country</Trans>} required />
        <Text form={form} name="city" label={<Trans>City</Trans>} required />
        <Text form={form} name="location" label={<Trans>Full address</Trans>} required />
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Compensation</Trans>
        </legend>
        <Text form={form} name="salaryMin" label={<Trans>Minimum salary</Trans>} type="text" />
        <Text form={form} name="salaryMax" label={<Trans>Maximum salary</Trans>} type="text" />
        <Choice form={form} name="currency" label={<Trans>Currency</Trans>} values={JOB_CURRENCIES} labels={null} />
        <Choice form={form} name="salaryPeriod" label={<Trans>Salary period</Trans>} values={SALARY_PERIODS} labels={PERIOD_LABELS} />
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Skills and qualifications</Trans>
        </legend>
        <Text form={form} name="education" label={<Trans>Education</Trans>} required />
        <TagInput label={t`Skills`} suggestions={SKILL_SUGGESTIONS} {...tags('skills')} />
        <TagInput label={t`Languages`} suggestions={LANGUAGE_SUGGESTIONS} {...tags('languages')} />
        <TagInput label={t`Benefits`} suggestions={BENEFIT_SUGGESTIONS} {...tags('benefits')} />
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Application details</Trans>
        </legend>
        <Text form={form} name="contactEmail" label={<Trans>Contact email</Trans>} required type="email" />
        <Text form={form} name="contactPhone" label={<Trans>Contact phone</Trans>} type="tel" hint={<FormPhoneHint control={form.control} countryField="country" fallbackCountry={session.user?.country} />} />
        <Text form={form} name="applicationDeadline" label={<Trans>Application deadline</Trans>} type="date" />
        <Text form={form} name="applicationUrl" label={<Trans>Application web address</Trans>} type="url" />
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>Company details</Trans>
        </legend>
        <Choice form={form} name="companySize" label={<Trans>Company size</Trans>} values={COMPANY_SIZES} labels={COMPANY_SIZE_LABELS} blank />
        <Text form={form} name="companyWebsite" label={<Trans>Company website</Trans>} type="url" />
        <label className="checkbox">
          <input type="checkbox" {...form.register('isFeatured')} /> <Trans>Featured: make this job stand out in search results</Trans>
        </label>
        <label className="checkbox">
          <input type="checkbox" {...form.register('isUrgent')} /> <Trans>Urgent: mark as urgent hiring</Trans>
        </label>
      </fieldset>
      <p className="job-form__actions">
        <Link to="/jobs" className="btn btn--secondary">
          <Trans>Cancel</Trans>
        </Link>
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Posting…</Trans> : <Trans>Post Job</Trans>}
        </button>
      </p>
    </form>
  );
}
