import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { profileFields, type UpdateProfileBody } from '#shared/auth/schemas.ts';
import { dateOfBirthField } from '#shared/schemas/mini-fields.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { applyServerErrors, fieldErrorText } from '../../../lib/forms/field-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { countryCodeOf, normalisePhones, phoneMessage, type PhoneFields } from '../../../lib/forms/phones.ts';
import { FormPhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { FORM_PARSE_OPTIONS } from '../../../lib/forms/issue-messages.ts';

const field = profileFields;

/**
 * The profile edit form: every field of PATCH /api/users/profile that the screen edits, each with the shared
 * schema's own rule (phone with a country code, date of birth not in the future — spec 000 §5 Profile edit).
 * An empty date of birth is sent as null. The e-mail address is not here: changing it asks for the password, in the
 * Security tab (decision 161).
 */
export const profileFormSchema = z.object({
  fullName: field.fullName,
  username: field.username,
  phoneNumber: field.phoneNumber,
  address: field.address,
  city: field.city,
  postalCode: field.postalCode,
  country: field.country,
  dateOfBirth: z.union([z.literal(''), dateOfBirthField]).transform((value) => (value === '' ? null : value)),
  notificationsEnabled: field.notificationsEnabled,
  marketingEmails: field.marketingEmails,
});
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;
type ProfileFieldName = keyof ProfileFormInput;
// the form's output is always a valid PATCH body
const _isUpdateBody = (value: ProfileFormOutput): UpdateProfileBody => value;

/** Today's local date as YYYY-MM-DD (the date-of-birth picker's max). */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form's starting values from the signed-in user. */
const valuesOf = (user: CurrentUser): ProfileFormInput => ({
  fullName: user.fullName,
  username: user.username,
  phoneNumber: user.phoneNumber,
  address: user.address,
  city: user.city,
  postalCode: user.postalCode,
  country: user.country,
  dateOfBirth: user.dateOfBirth ? user.dateOfBirth.slice(0, 10) : '',
  notificationsEnabled: user.notificationsEnabled,
  marketingEmails: user.marketingEmails,
});

/** The phone number as people type it, read in the country chosen on the form (decision 168). */
const PROFILE_PHONES: PhoneFields = { fields: ['phoneNumber'], country: (values) => values.country as string };
const profileResolver: Resolver<ProfileFormInput, unknown, ProfileFormOutput> = async (values, context, options) => {
  const [normalised, hasCountry] = await Promise.all([normalisePhones(values, PROFILE_PHONES), countryCodeOf(values.country).then(Boolean)]);
  const result = await zodResolver(profileFormSchema, FORM_PARSE_OPTIONS)(normalised, context, options);
  if (result.errors.phoneNumber) result.errors.phoneNumber.message = phoneMessage(result.errors.phoneNumber.message, hasCountry);
  return result;
};

/**
 * Editable personal information (spec 000 §2 Profile, §4 Profile, §8): Save sends the form's fields; success
 * shows 'Profile Updated' and returns to view mode (`onDone`), failure shows 'Update Failed' with the mapped
 * message (or 'Failed to update profile.') and marks the offending field.
 */
export function ProfileForm(props: { user: CurrentUser; onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({ resolver: profileResolver, defaultValues: valuesOf(props.user) });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || update.isPending;

  const errorOf = (name: ProfileFieldName) => fieldErrorText(errors[name]?.message);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast({ title: t`Profile Updated`, description: t`Your changes have been saved.` });
      props.onDone();
    } catch (error) {
      toast({ title: t`Update Failed`, description: describeError(error, msg`Failed to update profile.`), variant: 'destructive' });
      applyServerErrors(form.setError, error, Object.keys(profileFormSchema.shape));
    }
  });

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label={t`Edit personal information`}>
      <div className="form-grid">
        <FormField label={<Trans>Full name</Trans>} required error={errorOf('fullName')}>
          {(control) => <input {...control} {...form.register('fullName')} type="text" autoComplete="name" />}
        </FormField>
        <FormField label={<Trans>Username</Trans>} required error={errorOf('username')}>
          {(control) => <input {...control} {...form.register('username')} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <FormField label={<Trans>Phone number</Trans>} required hint={<FormPhoneHint control={form.control} countryField="country" />} error={errorOf('phoneNumber')}>
          {(control) => <input {...control} {...form.register('phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" />}
        </FormField>
        <FormField label={<Trans>Address</Trans>} required error={errorOf('address')}>
          {(control) => <input {...control} {...form.register('address')} type="text" autoComplete="street-address" />}
        </FormField>
        <FormField label={<Trans>City</Trans>} required error={errorOf('city')}>
          {(control) => <input {...control} {...form.register('city')} type="text" autoComplete="address-level2" />}
        </FormField>
        <FormField label={<Trans>Postal code (optional)</Trans>} error={errorOf('postalCode')}>
          {(control) => <input {...control} {...form.register('postalCode')} type="text" autoComplete="postal-code" />}
        </FormField>
        <CountrySelect field={form.register('country')} language={language} error={errorOf('country')} />
        <FormField label={<Trans>Date of birth</Trans>} error={errorOf('dateOfBirth')}>
          {(control) => <input {...control} {...form.register('dateOfBirth')} type="date" max={localToday()} autoComplete="bday" />}
        </FormField>
      </div>
      <p className="profile-form__note">
        <Trans>Your email address is changed in the Security tab: it asks for your password.</Trans>
      </p>
      <fieldset className="profile-form__preferences">
        <legend>
          <Trans>Notification preferences</Trans>
        </legend>
        <label className="field--checkbox">
          <input type="checkbox" {...form.register('notificationsEnabled')} />
          <Trans>Notifications</Trans>
        </label>
        <label className="field--checkbox">
          <input type="checkbox" {...form.register('marketingEmails')} />
          <Trans>Marketing emails</Trans>
        </label>
      </fieldset>
      <div className="profile-form__actions">
        <button type="button" className="btn btn--secondary" onClick={props.onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </button>
      </div>
    </form>
  );
}

