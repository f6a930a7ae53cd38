import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { createStoreProductBodySchema } from '#shared/store/schemas.ts';
import { INTL_LOCALE, type Language } from '#shared/constants.ts';
import { STORE_CATEGORIES, STORE_LIMITS, STORE_UNITS } from '#shared/store/constants.ts';
import { storeCurrencyFor } from '#shared/store/money.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { PhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { ImagePicker } from '../../../lib/uploads/image-picker.tsx';
import { useCreateProduct } from '../api/store-api.ts';
import { useLoginFirst } from './login-first.ts';
import { STORE_CATEGORY_LABELS, STORE_UNIT_LABELS } from '../labels.ts';

const EMPTY = { name: '', tamilName: '', description: '', category: 'vegetables', price: '', weight: '1', unit: 'kg', contactName: '', contactPhone: '', location: '', images: [] as string[] } as const;

/**
 * The add-product form (spec 001 §4 add-product dialog, §5 rules, §8 messages): names in English and Tamil,
 * description, category, price in rupees, weight and unit, the seller's name, phone and place, and up to 6 photos
 * uploaded one by one with progress through the uploads service (the first 6 files are kept). The submit waits
 * for the uploads; the server checks every rule again. On success the form clears and `onDone` closes it.
 */
export function AddProductForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateProduct();
  const loginFirst = useLoginFirst();
  // the price is in the seller's currency, by their profile country (decision 170): its symbol in the label
  const session = useSession();
  const currency = storeCurrencyFor(session.status === 'member' ? session.user.country : null);
  const symbol =
    new Intl.NumberFormat(INTL_LOCALE[i18n.locale as Language], { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  const [images, setImages] = useState<StoredImage[]>([]);
  const [uploading, setUploading] = useState(false);
  // a number typed the national way is read in the member's country (decision 168)
  const phones = { fields: ['contactPhone'], country: () => (session.status === 'member' ? session.user.country : null) };
  const form = useZodForm(createStoreProductBodySchema, { defaultValues: { ...EMPTY, images: [] }, phones });
  const onSubmit = form.handleSubmit(async (checked) => {
    try {
      // the values as typed (price in rupees): checked here by the same schema, normalised by the server; the phone
      // as checked (read in the member's country, E.164)
      await create.mutateAsync({ ...form.getValues(), contactPhone: checked.contactPhone, images: images.map((i) => i.objectPath) });
      toast({ title: t`Product added`, description: t`Buyers can see it in the store now.` });
      form.reset({ ...EMPTY, images: [] });
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) loginFirst();
      else if (!applyServerErrors(form.setError, error, ['name', 'tamilName', 'description', 'category', 'price', 'weight', 'unit', 'contactName', 'contactPhone', 'location', 'images'])) {
        toast({ title: t`Error`, description: describeError(error, msg`Failed to add the product`), variant: 'destructive' });
      }
    }
  });
  return (
    <form className="card store-form" noValidate onSubmit={onSubmit} aria-label={t`Add a product`}>
      <div className="store-form__row">
        <FormInput form={form} name="name" label={<Trans>Name (English)</Trans>} required>
          {(control) => <input className="input" {...control} />}
        </FormInput>
        <FormInput form={form} name="tamilName" label={<Trans>Name in Tamil</Trans>}>
          {(control) => <input className="input" lang="ta" {...control} />}
        </FormInput>
      </div>
      <FormInput form={form} name="description" label={<Trans>Description</Trans>} required>
        {(control) => <textarea className="input" rows={3} {...control} />}
      </FormInput>
      <div className="store-form__row">
        <FormInput form={form} name="category" label={<Trans>Category</Trans>} required>
          {(control) => (
            <select className="input" {...control}>
              {STORE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(STORE_CATEGORY_LABELS[c])}
                </option>
              ))}
            </select>
          )}
        </FormInput>
        <FormInput form={form} name="price" label={<Trans>Price ({symbol})</Trans>} required>
          {(control) => <input className="input" inputMode="decimal" {...control} />}
        </FormInput>
        <FormInput form={form} name="weight" label={<Trans>Weight or count</Trans>} required>
          {(control) => <input className="input" inputMode="decimal" {...control} />}
        </FormInput>
        <FormInput form={form} name="unit" label={<Trans>Unit</Trans>} required>
          {(control) => (
            <select className="input" {...control}>
              {STORE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {i18n._(STORE_UNIT_LABELS[u])}
                </option>
              ))}
            </select>
          )}
        </FormInput>
      </div>
      <div className="store-form__row">
        <FormInput form={form} name="contactName" label={<Trans>Seller name</Trans>} required>
          {(control) => <input className="input" autoComplete="name" {...control} />}
        </FormInput>
        <FormInput form={form} name="contactPhone" label={<Trans>Seller phone</Trans>} required hint={<PhoneHint country={phones.country()} />}>
          {(control) => <input className="input" type="tel" inputMode="tel" autoComplete="tel" {...control} />}
        </FormInput>
        <FormInput form={form} name="location" label={<Trans>Location</Trans>} required>
          {(control) => <input className="input" {...control} />}
        </FormInput>
      </div>
      <ImagePicker max={STORE_LIMITS.imagesMax} onChange={setImages} onBusyChange={setUploading} />
      <p className="store-section__actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting || uploading}>
          {form.formState.isSubmitting ? <Trans>Adding…</Trans> : <Trans>Add product</Trans>}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </form>
  );
}
