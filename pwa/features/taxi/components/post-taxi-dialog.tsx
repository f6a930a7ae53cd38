import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ADDITIONAL_NOTES_MAX_LENGTH, LUGGAGE_WEIGHTS_KG, PASSENGER_COUNTS, TAXI_RESPONSE_HOURS, TRAVEL_TIMES } from '#shared/constants.ts';
import { V } from '#shared/messages.ts';
import { createTaxiRequestBodySchema } from '#shared/taxi/schemas.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { FormPhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
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
 * The form's own messages for an empty From or To: one message per field, not the API's joint "From and to
 * locations are required" under both (issue 11 defect 6). Keys of `FormInput`'s `messages`.
 */
const FORM_MESSAGES = {
  fromLocationRequired: msg`Enter where the journey starts`,
  toLocationRequired: msg`Enter where the journey ends`,
};

/**
 * The post-taxi form (spec 000 §5 Post-taxi form): the shared POST body schema (its number rules coerce the
 * selects' string values), with an empty From / To named per field and the travel date also checked against the
 * user's own today. Its output is the normalised body the API receives (trimmed texts, numbers, E.164 phone,
 * empty optionals left out).
 */
export const postTaxiFormSchema = z.object({
  ...body.shape,
  fromLocation: z.string().trim().min(1, 'fromLocationRequired').pipe(body.shape.fromLocation),
  toLocation: z.string().trim().min(1, 'toLocationRequired').pipe(body.shape.toLocation),
  travelDate: body.shape.travelDate.check(z.refine((d) => !d || d >= localToday(), V.travelDateInPast)),
});
type FormValues = z.input<typeof postTaxiFormSchema>;
type FormOutput = z.output<typeof postTaxiFormSchema>;

/** Sri Lanka is preselected: the vehicle services are in Sri Lanka (spec 000 §1). */
const DEFAULT_COUNTRY = 'Sri Lanka';
const EMPTY_FORM: Required<FormValues> = {
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
const FIELD_NAMES = Object.keys(EMPTY_FORM);

/**
 * The "post taxi request" dialog (spec 000 §2 Taxi, §4 Post-request dialog, §5, §8), on the form kit
 * (lib/forms). Submitting disables the button and shows "Posting..."; on success the list refreshes, the dialog
 * closes and a success toast shows; on failure a destructive toast with the bilingual reason, and the server's
 * field errors inline. The draft survives closing.
 */
export function PostTaxiDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useCreateTaxiRequest();
  // the contact number typed the national way is read in the country of departure (decision 168)
  const form = useZodForm(postTaxiFormSchema, { defaultValues: EMPTY_FORM, phones: { fields: ['contactNumber'], country: (values) => values.fromCountry as string } });
  const language = uiLanguage(i18n);
  const hours = TAXI_RESPONSE_HOURS;
  const posting = mutation.isPending || form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    let result: SubmitTaxiResult;
    try {
      result = await mutation.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form.setError, error, FIELD_NAMES);
      if (error instanceof ApiRequestError && error.status === 401) void refreshCurrentUser(queryClient);
      toast({ ...describePostTaxiError(i18n, error), variant: 'destructive' });
      return;
    }
    form.reset(EMPTY_FORM);
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
          <FormInput form={form} name="fromLocation" label={<Trans>From</Trans>} required messages={FORM_MESSAGES}>
            {(control) => <input {...control} type="text" autoComplete="off" placeholder={t`e.g. Colombo`} />}
          </FormInput>
          <FormInput form={form} name="toLocation" label={<Trans>To</Trans>} required messages={FORM_MESSAGES}>
            {(control) => <input {...control} type="text" autoComplete="off" placeholder={t`e.g. Jaffna`} />}
          </FormInput>
          <FormInput form={form} name="fromCountry" label={<Trans>Country</Trans>} required>
            {(control) => (
              <select {...control}>
                {countriesFor(language).map((c) => (
                  <option key={c.code} value={c.value}>
                    {c.label[language]}
                  </option>
                ))}
              </select>
            )}
          </FormInput>
          <FormInput form={form} name="passengerCount" label={<Trans>Passengers</Trans>} required>
            {(control) => (
              <select {...control}>
                <option value="">{t`Choose…`}</option>
                {PASSENGER_COUNTS.map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </FormInput>
          <FormInput form={form} name="luggageWeight" label={<Trans>Luggage</Trans>} required>
            {(control) => (
              <select {...control}>
                <option value="">{t`Choose…`}</option>
                {LUGGAGE_WEIGHTS_KG.map((kg) => (
                  <option key={kg} value={String(kg)}>
                    {luggageLabel(i18n, kg)}
                  </option>
                ))}
              </select>
            )}
          </FormInput>
          <FormInput
            form={form}
            name="contactNumber"
            label={<Trans>Contact number</Trans>}
            required
            hint={
              <FormPhoneHint control={form.control} countryField="fromCountry">
                <Trans>Type it as you dial it in the country of departure, or with the country code. Your number is shown only to you, the admin and members who have paid for contact access.</Trans>
              </FormPhoneHint>
            }
          >
            {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel" placeholder="+94 77 123 4567" />}
          </FormInput>
          <FormInput form={form} name="travelDate" label={<Trans>Travel date (optional)</Trans>}>
            {(control) => <input {...control} type="date" min={localToday()} />}
          </FormInput>
          <FormInput form={form} name="travelTime" label={<Trans>Travel time (optional)</Trans>}>
            {(control) => (
              <select {...control}>
                <option value="">{t`Not set`}</option>
                {TRAVEL_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {travelTimeLabel(i18n, time)}
                  </option>
                ))}
              </select>
            )}
          </FormInput>
          <FormInput form={form} name="additionalNotes" label={<Trans>Additional notes (optional)</Trans>} hint={<NotesCounter control={form.control} />} className="field--wide">
            {(control) => <textarea {...control} rows={3} maxLength={ADDITIONAL_NOTES_MAX_LENGTH} />}
          </FormInput>
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
function NotesCounter({ control }: { control: Control<FormValues, unknown, FormOutput> }) {
  const notes = useWatch({ control, name: 'additionalNotes' }) ?? '';
  const count = notes.length;
  const max = ADDITIONAL_NOTES_MAX_LENGTH;
  return <Trans>{count}/{max} characters</Trans>;
}
