import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { createQuestionBodySchema } from '#shared/questions/schemas.ts';
import { QUESTION_CATEGORIES } from '#shared/questions/constants.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useAskQuestion } from '../api/questions-api.ts';
import { QUESTION_CATEGORY_LABELS } from '../labels.ts';

const EMPTY = { title: '', content: '', category: 'general' } as const;

/** The form's schema: the contract's request body (zod/mini, shared/questions/schemas.ts; decision 182). */
const askFormSchema = createQuestionBodySchema;

/**
 * The ask form (spec 001 §2 Q&A section, §5 Question ask, §8): title, details and category, checked by the shared
 * schema with the spec's messages; sent through the outbox (asked offline, it is delivered once later). On success
 * it clears and `onDone` closes it (the list refreshes). A 401 says "Please login first".
 */
export function AskForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const ask = useAskQuestion();
  const form = useZodForm(askFormSchema, { defaultValues: EMPTY });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await ask.mutateAsync(body);
      toast(
        result.state === 'sent'
          ? { title: t`Question posted`, description: t`People in the community will answer; you can follow it here.` }
          : { title: t`Saved on this device`, description: t`Your question will be sent when you are back online.` },
      );
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) toast({ title: t`Please login first`, variant: 'destructive' });
      else if (!applyServerErrors(form.setError, error, ['title', 'content', 'category'])) toast({ title: t`Error`, description: describeError(error, msg`Failed to submit question`), variant: 'destructive' });
    }
  });
  return (
    <form className="card qa-form qa-ask" noValidate onSubmit={onSubmit} aria-label={t`Ask a question`}>
      <FormInput form={form} name="title" label={<Trans>Your question</Trans>} required>
        {(control) => <input className="input" {...control} />}
      </FormInput>
      <FormInput form={form} name="content" label={<Trans>Details</Trans>} required hint={<Trans>Where you live, what you have tried — details help people answer.</Trans>}>
        {(control) => <textarea className="input" rows={4} {...control} />}
      </FormInput>
      <FormInput form={form} name="category" label={<Trans>Category</Trans>}>
        {(control) => (
          <select className="input" {...control}>
            {QUESTION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(QUESTION_CATEGORY_LABELS[c])}
              </option>
            ))}
          </select>
        )}
      </FormInput>
      <p className="qa-actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Posting…</Trans> : <Trans>Post question</Trans>}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </form>
  );
}
