import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { EDUCATION_LIMITS, WEEKDAYS } from '#shared/education/constants.ts';
import type { AvailabilitySlot } from '#shared/education/responses.ts';
import { fieldErrorText } from '../../../lib/forms/field-errors.ts';
import { DAY_LABELS } from '../labels.ts';

type SlotError = { message?: string; day?: { message?: string }; from?: { message?: string }; to?: { message?: string } };

/** The slot a new row starts with: the day after the last one (Monday first), 17:00–19:00 — an after-school hour. */
function nextSlot(slots: readonly AvailabilitySlot[]): AvailabilitySlot {
  const last = slots.at(-1);
  return { day: last ? (last.day % 7) + 1 : 1, from: last?.from ?? '17:00', to: last?.to ?? '19:00' };
}

/**
 * The teacher's weekly availability (issue 17 item 5): rows of weekday, from and to (`HH:MM`, 24-hour, in the time
 * zone chosen above), added and removed freely up to {@link EDUCATION_LIMITS.availabilitySlotsMax}. The shared schema
 * checks each row (weekday 1–7, from before to); its message shows under the row it belongs to. Viewers see the
 * slots in their own time zone on the teacher's page.
 */
export function AvailabilityField<T extends FieldValues & { availability?: AvailabilitySlot[] }, O>(props: { form: UseFormReturn<T, unknown, O> }) {
  const form = props.form as unknown as UseFormReturn<{ availability: AvailabilitySlot[] }>;
  const { t, i18n } = useLingui();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'availability' });
  const slots = form.watch('availability') ?? [];
  const max = EDUCATION_LIMITS.availabilitySlotsMax;
  const errors = form.formState.errors.availability as (SlotError | undefined)[] & { message?: string } | undefined;
  const full = fields.length >= max;
  return (
    <fieldset className="education-availability">
      <legend><Trans>Weekly availability</Trans></legend>
      <p className="field__hint"><Trans>Times in your own time zone. Learners see them in theirs.</Trans></p>
      {fields.length === 0 && <p><Trans>No times added yet.</Trans></p>}
      <ol className="education-slots" role="list">
        {fields.map((field, index) => {
          const error = errors?.[index];
          const message = error?.message ?? error?.day?.message ?? error?.from?.message ?? error?.to?.message;
          const day = i18n._(DAY_LABELS[slots[index]?.day ?? 1] ?? DAY_LABELS[1]!);
          return (
            <li key={field.id} className="education-slot">
              <label className="field">
                <span className="field__label"><Trans>Day</Trans></span>
                <select className="input" aria-invalid={message ? true : undefined} {...form.register(`availability.${index}.day`, { valueAsNumber: true })}>
                  {WEEKDAYS.map((d) => <option key={d} value={d}>{i18n._(DAY_LABELS[d]!)}</option>)}
                </select>
              </label>
              <label className="field">
                <span className="field__label"><Trans>Start time</Trans></span>
                <input className="input" type="time" step={900} required aria-invalid={message ? true : undefined} {...form.register(`availability.${index}.from`)} />
              </label>
              <label className="field">
                <span className="field__label"><Trans>End time</Trans></span>
                <input className="input" type="time" step={900} required aria-invalid={message ? true : undefined} {...form.register(`availability.${index}.to`)} />
              </label>
              <button type="button" className="btn btn--secondary" onClick={() => remove(index)} aria-label={t`Remove ${day} time`}>
                <Trans>Remove</Trans>
              </button>
              {message && <p className="field__error" role="alert">{fieldErrorText(message)}</p>}
            </li>
          );
        })}
      </ol>
      {errors?.message && <p className="field__error" role="alert">{fieldErrorText(errors.message)}</p>}
      <button type="button" className="btn btn--secondary" disabled={full} onClick={() => append(nextSlot(slots))}>
        <Trans>Add a time</Trans>
      </button>
      {full && <p className="field__hint"><Trans>At most {max} times.</Trans></p>}
    </fieldset>
  );
}
