import '../marriage.css';
import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useNavigate } from '@tanstack/react-router';
import { MARRIAGE_DIETS, MARRIAGE_EDUCATIONS, MARRIAGE_GENDERS, MARRIAGE_MANAGERS, MARRIAGE_OCCUPATIONS, type PhotoVisibility } from '#shared/marriage/constants.ts';
import { NAKSHATRAS, RAASIS } from '#shared/marriage/stars.ts';
import { createMarriageProfileBodySchema } from '#shared/marriage/schemas.ts';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCreateProfile, useMyProfile, useUpdateProfile } from '../api/marriage-api.ts';
import { DIET_LABELS, EDUCATION_LABELS, GENDER_LABELS, MANAGER_LABELS, OCCUPATION_LABELS, raasiName, starName } from '../labels.ts';
import { PhotoField } from './photo-field.tsx';

type Form = ReturnType<typeof useZodForm<typeof createMarriageProfileBodySchema>>;
type Name = Parameters<Form['register']>[0];

/** A text input (or textarea) of the profile form. */
function Text({ form, name, label, required, area, type = 'text', hint }: { form: Form; name: Name; label: React.ReactNode; required?: boolean; area?: boolean; type?: string; hint?: React.ReactNode }) {
  return (
    <FormInput form={form} name={name} label={label} required={required} hint={hint}>
      {(control) => (area ? <textarea className="input" rows={4} {...control} /> : <input className="input" type={type} {...control} />)}
    </FormInput>
  );
}

/** A select over `values`, each shown by `label`. */
function Choice({ form, name, label, values, show, required }: { form: Form; name: Name; label: React.ReactNode; values: readonly string[]; show: (v: string) => string; required?: boolean }) {
  const { t } = useLingui();
  return (
    <FormInput form={form} name={name} label={label} required={required}>
      {(control) => (
        <select className="input" {...control}>
          <option value="">{required ? t`Choose…` : t`Not given`}</option>
          {values.map((v) => (
            <option key={v} value={v}>
              {show(v)}
            </option>
          ))}
        </select>
      )}
    </FormInput>
  );
}

/** The form's values of an existing profile (edit). */
function valuesOf(p: MarriageProfile) {
  return {
    name: p.name, dateOfBirth: p.dateOfBirth ?? '', gender: p.gender, city: p.city, country: p.country, caste: p.caste ?? '', religion: p.religion ?? '',
    motherTongue: p.motherTongue, education: p.education, educationOther: p.educationOther ?? '', occupation: p.occupation, occupationOther: p.occupationOther ?? '', diet: p.diet, heightCm: p.heightCm ?? '', star: p.star ?? '', raasi: p.raasi ?? '',
    languages: p.languages, aboutMe: p.aboutMe, familyDetails: p.familyDetails ?? '', partnerPreferences: p.partnerPreferences ?? '', managedBy: p.managedBy,
    photos: p.photos.map((photo) => photo.objectPath), photoVisibility: p.photoVisibility,
  };
}

/**
 * Create or edit the member's marriage profile (spec 001 §2 /create-marriage-profile; issue 16 items 1, 5):
 * who manages it, the §3 fields plus religion, mother tongue, star and raasi, height in cm, languages, family and
 * partner preferences; education and occupation from the spec's lists with "Other" and own words (decision 164); up
 * to 6 photos in order with who may see them (decision 163); checked by the shared schema (18 or older). A new
 * profile goes through the outbox and waits for an administrator's approval; an edit sends it back to review.
 */
export function ProfileForm() {
  const session = useSession();
  const hydrated = useHydrated();
  const mine = useMyProfile(session.status === 'member');
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  if (mine.isPending && session.status === 'member') {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading profile…</Trans>
      </p>
    );
  }
  const existing = mine.data ?? null;
  return <ProfileFormBody key={existing?.id ?? 'new'} existing={existing} />;
}

/** The form itself, filled with `existing` when editing. */
function ProfileFormBody({ existing }: { existing: MarriageProfile | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const create = useCreateProfile();
  const update = useUpdateProfile(existing?.id ?? '');
  const form = useZodForm(createMarriageProfileBodySchema, {
    defaultValues: existing ? (valuesOf(existing) as never) : { motherTongue: 'Tamil', country: '', languages: ['Tamil'], managedBy: 'self', photos: [], photoVisibility: 'accepted' },
  });
  const [uploading, setUploading] = useState(false);
  const onPhotos = useCallback((paths: string[]) => form.setValue('photos', paths, { shouldDirty: true }), [form]);
  const onVisibility = useCallback((value: PhotoVisibility) => form.setValue('photoVisibility', value, { shouldDirty: true }), [form]);
  const education = form.watch('education');
  const occupation = form.watch('occupation');
  const [languages, setLanguages] = useState(existing ? existing.languages.join(', ') : 'Tamil');
  const label = (labels: Record<string, MessageDescriptor>) => (v: string) => i18n._(labels[v]!);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (existing) {
        await update.mutateAsync(body);
        toast({ title: t`Profile saved`, description: t`Our team will check the changes before they are shown.` });
        void navigate({ to: '/marriage-profile/$profileId', params: { profileId: existing.id } });
      } else {
        const result = await create.mutateAsync(body);
        toast(
          result.state === 'sent'
            ? { title: t`Profile created`, description: t`Our team will check it before it is shown to members.` }
            : { title: t`Saved on this device`, description: t`Your profile will be sent when you are back online.` },
        );
        void navigate({ to: result.state === 'sent' ? '/marriage-profile/$profileId' : '/marriage', params: result.state === 'sent' ? { profileId: result.value.id } : {} } as never);
      }
    } catch (error) {
      if (!applyServerErrors(form.setError, error, Object.keys(createMarriageProfileBodySchema.shape))) toast({ title: t`Error`, description: describeError(error, msg`Could not save the profile`), variant: 'destructive' });
    }
  });
  return (
    <form className="card marriage-form" noValidate onSubmit={onSubmit}>
      <h1>{existing ? <Trans>Edit your marriage profile</Trans> : <Trans>Create a marriage profile</Trans>}</h1>
      <p className="marriage-note">
        <Trans>Members see your name and the details below; guests see only your first name and initial. Our team checks every profile before it is shown.</Trans>
      </p>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>About the person</Trans>
        </legend>
        <Choice form={form} name="managedBy" label={<Trans>Who is filling in this profile?</Trans>} values={MARRIAGE_MANAGERS} show={label(MANAGER_LABELS)} required />
        <div className="marriage-form__grid">
          <Text form={form} name="name" label={<Trans>Full name</Trans>} required />
          <Text form={form} name="dateOfBirth" label={<Trans>Date of birth</Trans>} type="date" required hint={<Trans>18 or older</Trans>} />
          <Choice form={form} name="gender" label={<Trans>Bride or groom</Trans>} values={MARRIAGE_GENDERS} show={label(GENDER_LABELS)} required />
          <Text form={form} name="heightCm" label={<Trans>Height (cm)</Trans>} type="number" />
          <Text form={form} name="city" label={<Trans>City</Trans>} required />
          <Text form={form} name="country" label={<Trans>Country</Trans>} required />
          <Choice form={form} name="education" label={<Trans>Education</Trans>} values={MARRIAGE_EDUCATIONS} show={label(EDUCATION_LABELS)} required />
          {education === 'other' && <Text form={form} name="educationOther" label={<Trans>Education, in your words</Trans>} required />}
          <Choice form={form} name="occupation" label={<Trans>Occupation</Trans>} values={MARRIAGE_OCCUPATIONS} show={label(OCCUPATION_LABELS)} required />
          {occupation === 'other' && <Text form={form} name="occupationOther" label={<Trans>Occupation, in your words</Trans>} required />}
          <Choice form={form} name="diet" label={<Trans>Diet</Trans>} values={MARRIAGE_DIETS} show={label(DIET_LABELS)} required />
          <Text form={form} name="motherTongue" label={<Trans>Mother tongue</Trans>} required />
          <Text form={form} name="religion" label={<Trans>Religion</Trans>} />
          <Text form={form} name="caste" label={<Trans>Caste (optional)</Trans>} />
          <Choice form={form} name="star" label={<Trans>Star (nakshatra)</Trans>} values={NAKSHATRAS} show={(v) => starName(v as never, i18n.locale)} />
          <Choice form={form} name="raasi" label={<Trans>Raasi</Trans>} values={RAASIS} show={(v) => raasiName(v as never, i18n.locale)} />
        </div>
        <label className="form-field">
          <span>
            <Trans>Languages spoken (separated by commas)</Trans>
          </span>
          <input
            className="input"
            value={languages}
            onChange={(e) => {
              setLanguages(e.target.value);
              form.setValue('languages', e.target.value.split(',').map((s) => s.trim()).filter(Boolean), { shouldDirty: true });
            }}
          />
        </label>
      </fieldset>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>
          <Trans>In their own words</Trans>
        </legend>
        <Text form={form} name="aboutMe" label={<Trans>About me</Trans>} area required />
        <Text form={form} name="familyDetails" label={<Trans>Family</Trans>} area />
        <Text form={form} name="partnerPreferences" label={<Trans>Looking for</Trans>} area />
      </fieldset>
      <PhotoField
        initial={existing?.photos ?? []}
        visibility={form.watch('photoVisibility') ?? 'accepted'}
        onPhotos={onPhotos}
        onVisibility={onVisibility}
        onBusyChange={setUploading}
      />
      {uploading && (
        <p className="marriage-note" role="status">
          <Trans>Please wait until the photos are uploaded.</Trans>
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting || uploading}>
        {existing ? <Trans>Save and send for review</Trans> : <Trans>Create Profile</Trans>}
      </button>
    </form>
  );
}
