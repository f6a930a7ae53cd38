import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ADDITIONAL_NOTES_MAX_LENGTH, LUGGAGE_WEIGHTS_KG, PASSENGER_COUNTS, TAXI_RESPONSE_HOURS, TRAVEL_TIMES } from '#shared/constants.ts';
import { V } from '#shared/messages.ts';
import { createTaxiRequestBodySchema } from '#shared/schemas/taxi.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { translateValidation } from '../../../lib/i18n/error-messages.ts';
import { refreshCurrentUser } from '../../../lib/session.ts';
import { useCreateTaxiRequest, type SubmitTaxiResult } from '../api/create-taxi-request.ts';
import { describePostTaxiError } from './post-taxi-error.ts';
import { countriesFor } from '../../../lib/i18n/country-options.ts';
import { luggageLabel, travelTimeLabel, uiLanguage } from './taxi-labels.ts';

/** Today's calendar date (YYYY-MM-DD) in the user's own time zone: the earliest travel date the form offers. */
function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const body = createTaxiRequestBodySchema;

/**
 * The post-taxi form (spec 000 §5 Post-taxi form): the shared POST body schema (its number rules coerce the
 * selects' string values), with the travel date also checked against the user's own today. Its output is the
 * normalised body the API receives (trimmed texts, numbers, E.164 phone, empty optionals left out).
 */
export const postTaxiFormSchema = body.extend({
  travelDate: body.shape.travelDate.refine((d) => !d || d >= localToday(), V.travelDateInPast),
});
type FormInput = z.input<typeof postTaxiFormSchema>;
type FormOutput = z.output<typeof postTaxiFormSchema>;
type FieldName = keyof FormInput & string;

/** Sri Lanka is preselected: the vehicle services are in Sri Lanka (spec 000 §1). */
const DEFAULT_COUNTRY = 'Sri Lanka';
const EMPTY_FORM: Required<FormInput> = {
  fromLocation: '',
  toLocation: '',
  fromCountry: DEFAULT_COUNTRY,
  passengerCount: '',
  luggageWeight: '',
  contactNumber: '',
  travelDate: '',
  travelTime: '',
  additionalNotes: '',
};
const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_FORM));

/**
 * The "post taxi request" dialog (spec 000 §2 Taxi, §4 Post-request dialog, §5, §8). Submitting disables the button
 * and shows "Posting..."; on success the list refreshes, the dialog closes and a success toast shows; on failure a
 * destructive toast with the bilingual reason, and the server's field errors inline. The draft survives closing.
 */
export function PostTaxiDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useCreateTaxiRequest();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(postTaxiFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const language = uiLanguage(i18n);
  const hours = TAXI_RESPONSE_HOURS;
  const posting = mutation.isPending || formState.isSubmitting;
  const idPrefix = useId();
  const id = (name: FieldName) => `${idPrefix}-${name}`;

  const onSubmit = handleSubmit(async (values) => {
    let result: SubmitTaxiResult;
    try {
      result = await mutation.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, messages] of Object.entries(error.fields ?? {})) {
          if (FIELD_NAMES.has(field) && messages[0]) setError(field as FieldName, { type: 'server', message: messages[0] });
        }
        if (error.status === 401) void refreshCurrentUser(queryClient);
      }
      toast({ ...describePostTaxiError(i18n, error), variant: 'destructive' });
      return;
    }
    reset(EMPTY_FORM);
    onOpenChange(false);
    if (result.state === 'queued') {
      toast({
        title: t`Saved on this device`,
        description: t`No connection right now. Your request will be sent automatically when you are back online.`,
      });
    } else {
      toast({ title: t`Taxi service request posted successfully` });
    }
  });

  /** Props tying an input to its label, hint and error message. */
  const a11y = (name: FieldName, { required = false, hint = false } = {}) => {
    const hasError = Boolean(formState.errors[name]);
    const describedBy = [hint && `${id(name)}-hint`, hasError && `${id(name)}-error`].filter(Boolean).join(' ');
    return {
      id: id(name),
      'aria-invalid': hasError || undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const field = (name: FieldName, label: ReactNode, control: ReactNode, opts: { required?: boolean; hint?: ReactNode; wide?: boolean } = {}) => (
    <div className={`field${opts.wide ? ' field--wide' : ''}`}>
      <label htmlFor={id(name)}>
        {label}
        {opts.required && (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {control}
      {opts.hint && (
        <p className="field__hint" id={`${id(name)}-hint`}>
          {opts.hint}
        </p>
      )}
      {formState.errors[name] && (
        <p className="field__error" id={`${id(name)}-error`}>
          {translateValidation(formState.errors[name]?.message)}
        </p>
      )}
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !posting && onOpenChange(next)}
      title={<Trans>Post taxi request</Trans>}
      description={<Trans>Tell us about your journey. We respond within {hours} hours.</Trans>}
      wide
    >
      <form className="taxi-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="taxi-form__legend">
          <Trans>Fields marked * are required.</Trans>
        </p>
        <div className="form-grid">
          {field(
            'fromLocation',
            <Trans>From</Trans>,
            <input type="text" autoComplete="off" placeholder={t`e.g. Colombo`} {...a11y('fromLocation', { required: true })} {...register('fromLocation')} />,
            { required: true },
          )}
          {field(
            'toLocation',
            <Trans>To</Trans>,
            <input type="text" autoComplete="off" placeholder={t`e.g. Jaffna`} {...a11y('toLocation', { required: true })} {...register('toLocation')} />,
            { required: true },
          )}
          {field(
            'fromCountry',
            <Trans>Country</Trans>,
            <select {...a11y('fromCountry', { required: true })} {...register('fromCountry')}>
              {countriesFor(language).map((c) => (
                <option key={c.code} value={c.value}>
                  {c.label[language]}
                </option>
              ))}
            </select>,
            { required: true },
          )}
          {field(
            'passengerCount',
            <Trans>Passengers</Trans>,
            <select {...a11y('passengerCount', { required: true })} {...register('passengerCount')}>
              <option value="">{t`Choose…`}</option>
              {PASSENGER_COUNTS.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>,
            { required: true },
          )}
          {field(
            'luggageWeight',
            <Trans>Luggage</Trans>,
            <select {...a11y('luggageWeight', { required: true })} {...register('luggageWeight')}>
              <option value="">{t`Choose…`}</option>
              {LUGGAGE_WEIGHTS_KG.map((kg) => (
                <option key={kg} value={String(kg)}>
                  {luggageLabel(i18n, kg)}
                </option>
              ))}
            </select>,
            { required: true },
          )}
          {field(
            'contactNumber',
            <Trans>Contact number</Trans>,
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+94 77 123 4567"
              {...a11y('contactNumber', { required: true, hint: true })}
              {...register('contactNumber')}
            />,
            { required: true, hint: <Trans>Include the country code. Your number is visible to admin only.</Trans> },
          )}
          {field(
            'travelDate',
            <Trans>Travel date (optional)</Trans>,
            <input type="date" min={localToday()} {...a11y('travelDate')} {...register('travelDate')} />,
          )}
          {field(
            'travelTime',
            <Trans>Travel time (optional)</Trans>,
            <select {...a11y('travelTime')} {...register('travelTime')}>
              <option value="">{t`Not set`}</option>
              {TRAVEL_TIMES.map((time) => (
                <option key={time} value={time}>
                  {travelTimeLabel(i18n, time)}
                </option>
              ))}
            </select>,
          )}
          {field(
            'additionalNotes',
            <Trans>Additional notes (optional)</Trans>,
            <textarea rows={3} maxLength={ADDITIONAL_NOTES_MAX_LENGTH} {...a11y('additionalNotes', { hint: true })} {...register('additionalNotes')} />,
            { wide: true, hint: <NotesCounter control={form.control} /> },
          )}
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => onOpenChange(false)} disabled={posting}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn--primary" disabled={posting} aria-busy={posting || undefined}>
            {posting ? <Trans>Posting...</Trans> : <Trans>Post request</Trans>}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** "123/1000" under the notes; watches only this field so typing elsewhere does not re-render it. */
function NotesCounter({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const notes = useWatch({ control, name: 'additionalNotes' }) ?? '';
  const count = notes.length;
  const max = ADDITIONAL_NOTES_MAX_LENGTH;
  return <Trans>{count}/{max} characters</Trans>;
}
