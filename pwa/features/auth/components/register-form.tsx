import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { LANGUAGES, REGISTRATION_DEFAULTS, type Language } from '#shared/constants.ts';
import type { registerBodySchema } from '#shared/auth/schemas.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { V } from '#shared/messages.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors, fieldErrorText } from '../../../lib/forms/field-errors.ts';
import { countryCodeOf, normalisePhones, phoneMessage, type PhoneFields } from '../../../lib/forms/phones.ts';
import { FormPhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { FORM_PARSE_OPTIONS } from '../../../lib/forms/issue-messages.ts';
import { loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useRegister } from '../api/register.ts';
import { registrationErrorMessage } from '../auth-errors.ts';
import { DeferredCountrySelect } from '../../../components/ui/deferred-country-select.tsx';
import { REGISTRATION_COUNTRY } from '../../../lib/i18n/deferred-country-options.ts';

/** What the registration form holds (strings as typed; confirmPassword is form-only and never sent). */
export interface RegisterFormValues {
  fullName: string;
  username: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  age: string;
  country: string;
  city: string;
  address: string;
  postalCode: string;
  language: Language;
}
type FieldName = keyof RegisterFormValues;
type RegisterOutput = z.output<typeof registerBodySchema>;

/** Fields in screen order: the joined error message lists them in this order. */
const FIELD_ORDER: readonly FieldName[] = ['fullName', 'username', 'email', 'phoneNumber', 'password', 'confirmPassword', 'age', 'country', 'city', 'address', 'postalCode', 'language'];

/** The spec's non-blank fields and their messages (spec 000 §5 Registration). */
const REQUIRED_MESSAGES: Partial<Record<FieldName, MessageDescriptor>> = {
  fullName: msg`Full name is required`,
  username: msg`Username is required`,
  email: msg`Email is required`,
  phoneNumber: msg`Phone number is required`,
  password: msg`Password is required`,
  address: msg`Address is required`,
  city: msg`City is required`,
};

/** Error messages are stored as keys and translated when shown, so they follow a language switch. */
const REQUIRED_PREFIX = 'required:';
/** The required-field messages by stored key (`required:<field>`), for the form kit's `fieldErrorText`. */
const REQUIRED_TEXTS: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.entries(REQUIRED_MESSAGES).map(([field, descriptor]) => [`${REQUIRED_PREFIX}${field}`, descriptor]),
);

/**
 * The shared request schema (zod, the phone and country rules): loaded right after the first render, so the page's
 * first screen carries none of it (issue 10 item 3) and the first submit does not wait for it.
 */
const loadRegisterSchema = () => import('#shared/auth/schemas.ts').then((m) => m.registerBodySchema);

/**
 * Client check before submit (spec 000 §5 Registration): the listed fields non-blank, password equal to its
 * confirmation, then each field's rule from the shared schema (so a phone without a country code is caught
 * before the round trip). On success the values are the body the API expects.
 */
const registerResolver: Resolver<RegisterFormValues, unknown, RegisterOutput> = async (typed) => {
  // the validation messages' texts with the schema (pwa/lib/i18n/error-messages.ts, decision 153); the phone number
  // as people type it, read in the chosen country (decision 168)
  const [schema, values, hasCountry] = await Promise.all([
    loadRegisterSchema(),
    normalisePhones(typed, REGISTER_PHONES),
    countryCodeOf(typed.country).then(Boolean),
    loadErrorMessages().catch(() => undefined),
  ]);
  const errors: FieldErrors<RegisterFormValues> = {};
  for (const field of FIELD_ORDER) {
    const value = values[field];
    let message: string | undefined;
    if (REQUIRED_MESSAGES[field] && value.trim() === '') {
      message = `${REQUIRED_PREFIX}${field}`;
    } else if (field === 'confirmPassword') {
      if (values.password !== values.confirmPassword) message = V.passwordsDontMatch;
    } else {
      const result = schema.shape[field].safeParse(value, FORM_PARSE_OPTIONS);
      if (!result.success) message = result.error.issues[0]?.message ?? V.required;
      if (field === 'phoneNumber') message = phoneMessage(message, hasCountry);
    }
    if (message) errors[field] = { type: 'validate', message };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  const { confirmPassword: _confirm, ...body } = values;
  return { values: schema.parse({ ...body, userType: REGISTRATION_DEFAULTS.userType }), errors: {} };
};

const LANGUAGE_LABELS: Record<Language, string> = { ta: 'தமிழ்', en: 'English' };
/** The phone number is read in the country chosen on the form (decision 168). */
const REGISTER_PHONES: PhoneFields = { fields: ['phoneNumber'], country: (values) => values.country as string };

/**
 * The private-account registration form of /register (spec 000 §2 Authentication, §5 Registration, §8 Auth).
 * Every client error is shown by its field and, joined into one message, in an alert above the button. Server
 * conflicts land on the email or username field. On success: a toast, then `onSuccess` (the route redirects home).
 */
export function RegisterForm(props: { onSuccess?: (user: CurrentUser) => void }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const registration = useRegister();
  const hydrated = useHydrated();
  useEffect(() => void loadRegisterSchema().catch(() => undefined), []);
  const form = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver: registerResolver,
    defaultValues: {
      fullName: '',
      username: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      age: String(REGISTRATION_DEFAULTS.age),
      country: REGISTRATION_DEFAULTS.country,
      city: '',
      address: '',
      postalCode: REGISTRATION_DEFAULTS.postalCode,
      language: LANGUAGES.includes(language) ? language : 'ta',
    },
  });
  const { errors } = form.formState;
  const errorOf = (field: FieldName) => fieldErrorText(errors[field]?.message, REQUIRED_TEXTS);
  const busy = registration.isPending || registration.isSuccess;

  const fieldMessages = FIELD_ORDER.map(errorOf).filter(Boolean);
  const summary = fieldMessages.length > 0 ? fieldMessages.join('; ') : registration.error ? registrationErrorMessage(registration.error) : '';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const user = await registration.mutateAsync(body);
      const name = user.fullName;
      toast({ title: t`Registration successful`, description: t`Welcome, ${name}!` });
      props.onSuccess?.(user);
    } catch (error) {
      // server-side problems next to the field they are about; the alert shows them (or the error's message)
      applyServerErrors(form.setError, error, FIELD_ORDER);
    }
  });

  const text = (name: FieldName, label: ReactNode, input: InputHTMLAttributes<HTMLInputElement>, options: { required?: boolean; hint?: ReactNode } = {}) => (
    <FormInput form={form} name={name} label={label} required={options.required} hint={options.hint} messages={REQUIRED_TEXTS}>
      {(control) => <input {...control} {...input} />}
    </FormInput>
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Create a private account`}>
      <div className="form-grid">
        {text('fullName', <Trans>Full name</Trans>, { type: 'text', autoComplete: 'name' }, { required: true })}
        {text('username', <Trans>Username</Trans>, { type: 'text', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }, { required: true })}
        {text('email', <Trans>Email</Trans>, { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false }, { required: true })}
        {text('phoneNumber', <Trans>Phone number</Trans>, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }, { required: true, hint: <FormPhoneHint control={form.control} countryField="country" /> })}
        {text('password', <Trans>Password</Trans>, { type: 'password', autoComplete: 'new-password' }, { required: true, hint: <Trans>At least 6 characters.</Trans> })}
        {text('confirmPassword', <Trans>Confirm password</Trans>, { type: 'password', autoComplete: 'new-password' }, { required: true })}
        {text('age', <Trans>Age</Trans>, { type: 'number', inputMode: 'numeric', min: 13, max: 120, step: 1 }, { required: true })}
        <DeferredCountrySelect field={form.register('country')} language={language} error={errorOf('country')} initial={REGISTRATION_COUNTRY} />
        {text('city', <Trans>City</Trans>, { type: 'text', autoComplete: 'address-level2' }, { required: true })}
        {text('address', <Trans>Address</Trans>, { type: 'text', autoComplete: 'street-address' }, { required: true })}
        {text('postalCode', <Trans>Postal code (optional)</Trans>, { type: 'text', autoComplete: 'postal-code' })}
        <FormInput form={form} name="language" label={<Trans>Preferred language</Trans>}>
          {(control) => (
            <select {...control}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_LABELS[l]}
                </option>
              ))}
            </select>
          )}
        </FormInput>
      </div>
      <div role="alert" className="auth-form__alert">
        {summary ? <p className="field__error">{summary}</p> : null}
      </div>
      {/* disabled until hydrated: the pre-rendered form must never submit itself (a GET with the password in the address) */}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !hydrated}>
        {busy ? <Trans>Creating account…</Trans> : <Trans>Create account</Trans>}
      </button>
    </form>
  );
}

