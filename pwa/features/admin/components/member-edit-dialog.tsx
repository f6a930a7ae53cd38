import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { adminUserUpdateBodySchema, type AdminUser } from '#shared/admin/schemas.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors, fieldErrorText } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { FormPhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useUpdateMember } from '../api/admin-members.ts';

const FIELDS = ['fullName', 'email', 'phoneNumber', 'age', 'country', 'city', 'postalCode', 'language', 'balance', 'freeSpins', 'emailVerified'] as const;

/**
 * The admin's edit dialog of a member (spec 001 §2 "edit", §5 admin edit fields): the shared request schema checks
 * the form, the server checks again; a 400's fields and a taken e-mail land under their fields. Money is integer
 * pence, as the API takes it.
 */
export function MemberEditDialog({ user, open, onOpenChange }: { user: AdminUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateMember();
  const form = useZodForm(adminUserUpdateBodySchema, {
    defaultValues: {
      fullName: user.fullName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      age: user.age,
      country: user.country,
      city: user.city,
      postalCode: user.postalCode,
      language: user.language,
      balance: user.balance,
      freeSpins: user.freeSpins,
      emailVerified: user.emailVerified,
    },
    // a number typed the national way is read in the member's country as set here (decision 168)
    phones: { fields: ['phoneNumber'], country: (values) => values.country as string },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: user.id, body });
      toast({ title: t`User Updated` });
      onOpenChange(false);
    } catch (error) {
      if (!applyServerErrors(form.setError, error, FIELDS)) {
        toast({ title: t`Error`, description: describeError(error, msg`Failed to update user`), variant: 'destructive' });
      }
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Edit member</Trans>} description={user.email} wide>
      <form className="admin-form" noValidate onSubmit={submit}>
        <FormInput form={form} name="fullName" label={<Trans>Full name</Trans>} required>
          {(control) => <input {...control} className="input" autoComplete="off" />}
        </FormInput>
        <FormInput form={form} name="email" label={<Trans>Email</Trans>} required>
          {(control) => <input {...control} className="input" type="email" autoComplete="off" />}
        </FormInput>
        <FormInput form={form} name="phoneNumber" label={<Trans>Phone number</Trans>} required hint={<FormPhoneHint control={form.control} countryField="country" />}>
          {(control) => <input {...control} className="input" type="tel" autoComplete="off" />}
        </FormInput>
        <FormInput form={form} name="age" label={<Trans>Age</Trans>} required>
          {(control) => <input {...control} className="input" inputMode="numeric" />}
        </FormInput>
        <CountrySelect field={form.register('country')} language={i18n.locale === 'en' ? 'en' : 'ta'} error={fieldErrorText(form.formState.errors.country?.message)} />
        <FormInput form={form} name="city" label={<Trans>City</Trans>} required>
          {(control) => <input {...control} className="input" />}
        </FormInput>
        <FormInput form={form} name="postalCode" label={<Trans>Postal code</Trans>}>
          {(control) => <input {...control} className="input" />}
        </FormInput>
        <FormInput form={form} name="language" label={<Trans>Language</Trans>}>
          {(control) => (
            <select {...control} className="input">
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {code === 'ta' ? 'தமிழ்' : 'English'}
                </option>
              ))}
            </select>
          )}
        </FormInput>
        <FormInput form={form} name="balance" label={<Trans>Balance (pence)</Trans>} hint={<Trans>100 pence = £1</Trans>}>
          {(control) => <input {...control} className="input" inputMode="numeric" />}
        </FormInput>
        <FormInput form={form} name="freeSpins" label={<Trans>Free spins</Trans>}>
          {(control) => <input {...control} className="input" inputMode="numeric" />}
        </FormInput>
        <label className="checkbox">
          <input type="checkbox" {...form.register('emailVerified')} /> <Trans>E-mail address verified</Trans>
        </label>
        <p className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={update.isPending}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      </form>
    </Dialog>
  );
}
