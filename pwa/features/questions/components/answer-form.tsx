import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { createAnswerBodySchema } from '#shared/questions/schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAnswerQuestion } from '../api/questions-api.ts';

/** The form's schema: the contract's request body (zod/mini, shared/questions/schemas.ts; decision 182). */
const answerFormSchema = createAnswerBodySchema;

/**
 * "Your answer" (issue 15 item 3): checked by the shared schema, sent through the outbox (offline it waits on the
 * device and is delivered once). A guest gets a link to log in and come back.
 */
export function AnswerForm({ questionId }: { questionId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const location = useLocation();
  const answer = useAnswerQuestion(questionId);
  const form = useZodForm(answerFormSchema, { defaultValues: { content: '' } });
  if (!hydrated || session.status !== 'member') {
    return (
      <p className="qa-login">
        <Link to="/auth" search={{ redirect: location.href }} className="btn btn--secondary btn--sm">
          <Trans>Log in to answer</Trans>
        </Link>
      </p>
    );
  }
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await answer.mutateAsync(body);
      toast(result.state === 'sent' ? { title: t`Answer posted` } : { title: t`Saved on this device`, description: t`Your answer will be sent when you are back online.` });
      form.reset({ content: '' });
    } catch (error) {
      if (!applyServerErrors(form.setError, error, ['content'])) toast({ title: t`Error`, description: describeError(error, msg`Failed to post your answer`), variant: 'destructive' });
    }
  });
  return (
    <form className="qa-form" noValidate onSubmit={onSubmit}>
      <FormInput form={form} name="content" label={<Trans>Your answer</Trans>} required>
        {(control) => <textarea className="input" rows={4} {...control} />}
      </FormInput>
      <button type="submit" className="btn btn--primary btn--sm" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Trans>Posting…</Trans> : <Trans>Post answer</Trans>}
      </button>
    </form>
  );
}
