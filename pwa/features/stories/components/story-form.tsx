import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CONSENT_METHODS, type AdminStory, type ConsentMethod } from '#shared/stories/responses.ts';
import { storyInputSchema, STORY_BODY_MAX, type StoryInput } from '#shared/stories/schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSaveStory } from '../api/stories-api.ts';

/** How consent was given, as the admin reads it. */
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, MessageDescriptor> = {
  signed_form: msg`Signed consent form`,
  email: msg`By e-mail`,
  in_person: msg`In person`,
  phone_call: msg`By phone`,
};

const FIELDS = Object.keys(storyInputSchema.shape);
const blank: StoryInput = { titleTa: '', titleEn: '', bodyTa: '', bodyEn: '', names: '', city: '', consentGivenBy: '', consentGivenOn: '', consentMethod: 'signed_form', consentNote: '' };

/**
 * The admin's story form (issue 19 item 6): title and text in Tamil and English, who it is about, and the consent
 * record — who consented, on which day and how. `story` set → edits it (PUT), else writes a new unpublished one.
 */
export function StoryForm({ story, onDone }: { story?: AdminStory; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveStory();
  const form = useZodForm(storyInputSchema, { defaultValues: story ? { ...blank, ...pick(story) } : blank });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: story?.id, body });
      toast({ title: story ? t`Story saved` : t`Story added (not published yet)` });
      onDone();
    } catch (error) {
      if (!applyServerErrors(form.setError, error, FIELDS)) toast({ title: t`Error`, description: describeError(error, msg`Could not save the story`), variant: 'destructive' });
    }
  });
  const text = (name: 'titleTa' | 'titleEn' | 'names' | 'city' | 'consentGivenBy' | 'consentNote', label: string, required = true, max = 200) => (
    <FormInput form={form} name={name} label={label} required={required}>
      {(control) => <input {...control} className="input" maxLength={max} />}
    </FormInput>
  );
  const area = (name: 'bodyTa' | 'bodyEn', label: string, lang: string) => (
    <FormInput form={form} name={name} label={label} required>
      {(control) => <textarea {...control} className="input" lang={lang} maxLength={STORY_BODY_MAX} />}
    </FormInput>
  );
  return (
    <form className="card story-form" onSubmit={(e) => void submit(e)} noValidate aria-label={story ? t`Edit story` : t`New story`}>
      <fieldset>
        <legend>
          <Trans>The story in Tamil</Trans>
        </legend>
        {text('titleTa', t`Title (Tamil)`, true, 160)}
        {area('bodyTa', t`Story (Tamil)`, 'ta')}
      </fieldset>
      <fieldset>
        <legend>
          <Trans>The story in English</Trans>
        </legend>
        {text('titleEn', t`Title (English)`, true, 160)}
        {area('bodyEn', t`Story (English)`, 'en')}
      </fieldset>
      {text('names', t`Names, as they agreed to be shown`, true, 120)}
      {text('city', t`City`, false, 120)}
      <fieldset>
        <legend>
          <Trans>Consent</Trans>
        </legend>
        {text('consentGivenBy', t`Who gave consent`)}
        <FormInput form={form} name="consentGivenOn" label={t`Date consent was given`} required>
          {(control) => <input {...control} className="input" type="date" />}
        </FormInput>
        <FormInput form={form} name="consentMethod" label={t`How consent was given`} required>
          {(control) => (
            <select {...control} className="input">
              {CONSENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {i18n._(CONSENT_METHOD_LABELS[m])}
                </option>
              ))}
            </select>
          )}
        </FormInput>
        {text('consentNote', t`Where the consent is kept (optional)`, false, 500)}
      </fieldset>
      <p className="story-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save story</Trans>}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </form>
  );
}

/** The editable fields of a stored story. */
function pick(s: AdminStory): StoryInput {
  const { titleTa, titleEn, bodyTa, bodyEn, names, city, consentGivenBy, consentGivenOn, consentMethod, consentNote } = s;
  return { titleTa, titleEn, bodyTa, bodyEn, names, city, consentGivenBy, consentGivenOn, consentMethod, consentNote };
}
