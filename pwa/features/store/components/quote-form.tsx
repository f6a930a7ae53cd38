import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { createQuoteRequestBodySchema } from '#shared/store/schemas.ts';
import { QUOTE_REPLY_HOURS } from '#shared/store/constants.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { clearBasket, type Basket } from '../api/basket.ts';
import { sendQuoteRequest } from '../api/store-api.ts';

/**
 * The quote request form (spec 001 §5 Quote form, §7): name, how to reach you (e-mail or phone) and notes; the basket
 * lines go with it. Sent through the outbox — with no signal it is saved and delivered once later — and the basket
 * is emptied as soon as it is sent or saved. The sellers and the admin answer within 24 hours (§9).
 */
export function QuoteForm({ basket, onDone }: { basket: Basket; onDone: () => void }) {
  const { t } = useLingui();
  const empty = { contactName: '', contactMethod: 'phone' as const, contactValue: '', additionalNotes: '', items: basket.map((l) => ({ id: l.productId, quantity: l.quantity })) };
  const form = useZodForm(createQuoteRequestBodySchema, { defaultValues: empty });
  const hours = QUOTE_REPLY_HOURS;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await sendQuoteRequest({ ...body, items: basket.map((l) => ({ id: l.productId, quantity: l.quantity })) });
      await clearBasket();
      toast(
        result.state === 'sent'
          ? { title: t`Quote request sent`, description: t`The sellers will contact you within ${hours} hours.` }
          : { title: t`Saved on this device`, description: t`Your quote request will be sent when you are back online.` },
      );
      onDone();
    } catch (error) {
      if (!applyServerErrors(form.setError, error, ['contactName', 'contactMethod', 'contactValue', 'additionalNotes', 'items'])) {
        toast({ title: t`Error`, description: describeError(error, msg`Failed to send the quote request`), variant: 'destructive' });
      }
    }
  });
  return (
    <form className="card store-form" noValidate onSubmit={onSubmit} aria-label={t`Request a quote`}>
      <FormInput form={form} name="contactName" label={<Trans>Your name</Trans>} required>
        {(control) => <input className="input" autoComplete="name" {...control} />}
      </FormInput>
      <div className="store-form__row">
        <FormInput form={form} name="contactMethod" label={<Trans>Contact me by</Trans>}>
          {(control) => (
            <select className="input" {...control}>
              <option value="phone">{t`Phone`}</option>
              <option value="email">{t`Email`}</option>
            </select>
          )}
        </FormInput>
        <FormInput form={form} name="contactValue" label={<Trans>Phone number or e-mail</Trans>} required>
          {(control) => <input className="input" autoComplete="tel" {...control} />}
        </FormInput>
      </div>
      <FormInput form={form} name="additionalNotes" label={<Trans>Notes for the seller</Trans>} hint={<Trans>Delivery address, when you need it, anything else.</Trans>}>
        {(control) => <textarea className="input" rows={3} {...control} />}
      </FormInput>
      {form.formState.errors.items?.message && <p role="alert">{String(form.formState.errors.items.message)}</p>}
      <p className="store-section__actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send quote request</Trans>}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </form>
  );
}
