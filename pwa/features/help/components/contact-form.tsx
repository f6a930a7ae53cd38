import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { CONTACT_MESSAGE_MAX, contactBodySchema } from '#shared/contact/schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { sendContactMessage } from '../api/contact-api.ts';

/** The form's schema: the API's body (shared/contact/schemas.ts, zod/mini; decision 182) without the client-made id. */
const contactFormSchema = z.omit(contactBodySchema, { id: true });
const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * "Send us a Message" (spec 001 §2 Help, §5 "all four fields required", §8 "Message Sent" / "Error" — "Failed to
 * send message. Please try again."). A signed-in member's name and e-mail are filled in. Sent through the outbox:
 * with no signal it is kept on the device and delivered once later. `website` is a honeypot hidden from people.
 */
export function ContactForm() {
  const { t } = useLingui();
  const session = useSession();
  const form = useZodForm(contactFormSchema, { defaultValues: EMPTY });
  const user = session.status === 'member' ? session.user : null;
  useEffect(() => {
    if (!user) return;
    const { name, email } = form.getValues();
    if (!name) form.setValue('name', user.fullName);
    if (!email) form.setValue('email', user.email);
  }, [user, form]);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await sendContactMessage(body);
      toast(
        result.state === 'sent'
          ? { title: t`Message Sent`, description: t`Thank you. We will answer by e-mail, usually within a day.` }
          : { title: t`Saved on this device`, description: t`Your message will be sent when you are back online.` },
      );
      form.reset({ ...EMPTY, name: user?.fullName ?? '', email: user?.email ?? '' });
    } catch (error) {
      if (!applyServerErrors(form.setError, error, FIELDS)) {
        toast({ title: t`Error`, description: describeError(error, msg`Failed to send message. Please try again.`), variant: 'destructive' });
      }
    }
  });
  const max = CONTACT_MESSAGE_MAX;
  return (
    <form className="help-form" noValidate onSubmit={onSubmit} aria-labelledby="help-form-title">
      <div className="help-form__row">
        <FormInput form={form} name="name" label={<Trans>Your name</Trans>} required>
          {(control) => <input className="input" autoComplete="name" {...control} />}
        </FormInput>
        <FormInput form={form} name="email" label={<Trans>Your e-mail</Trans>} required>
          {(control) => <input className="input" type="email" autoComplete="email" inputMode="email" {...control} />}
        </FormInput>
      </div>
      <FormInput form={form} name="subject" label={<Trans>Subject</Trans>} required>
        {(control) => <input className="input" {...control} />}
      </FormInput>
      <FormInput form={form} name="message" label={<Trans>Message</Trans>} required hint={<Trans>Up to {max} characters. Write in Tamil or English.</Trans>}>
        {(control) => <textarea className="input" rows={6} {...control} />}
      </FormInput>
      <div className="help-form__trap" aria-hidden="true">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <p>
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </button>
      </p>
    </form>
  );
}
