import '../community.css';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import { COMMUNITY_CATEGORIES, COMMUNITY_KINDS, COMMUNITY_LIMITS, type CommunityKind } from '#shared/community/constants.ts';
import { createCommunityPostBodySchema } from '#shared/community/schemas.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { applyServerErrors } from '../../../lib/forms/field-errors.ts';
import { FormInput } from '../../../lib/forms/form-input.tsx';
import { PhoneHint } from '../../../lib/forms/phone-hint.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { ImagePicker } from '../../../lib/uploads/image-picker.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCreatePost } from '../api/community-api.ts';
import { CATEGORY_LABELS, KIND_LABELS } from '../labels.ts';
import { LabelOptions } from './label-options.tsx';

const FIELDS = ['kind', 'category', 'title', 'description', 'city', 'contactName', 'contactPhone', 'images'];

/**
 * The post form (issue 19 item 5: "add donation", "make request"): offered or needed, category, title, description,
 * city, the name and phone number members may buy access to, and up to 4 photos uploaded one by one with progress
 * through the uploads service. Checked by the shared schema; sent through the outbox with an Idempotency-Key, so it
 * also works offline (kept on the device and sent once). Guests see "Login Required".
 */
export function PostForm({ kind = 'offer' }: { kind?: CommunityKind }) {
  const session = useSession();
  const hydrated = useHydrated();
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  const user = session.status === 'member' ? session.user : null;
  return <PostFormBody kind={kind} fullName={user?.fullName ?? ''} phone={user?.phoneNumber ?? ''} />;
}

/** The form itself; the poster's name and number start as the account's (they may give others). */
function PostFormBody({ kind, fullName, phone }: { kind: CommunityKind; fullName: string; phone: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePost();
  const [images, setImages] = useState<StoredImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const session = useSession();
  const form = useZodForm(createCommunityPostBodySchema, {
    defaultValues: { kind, category: 'items', title: '', description: '', city: '', contactName: fullName, contactPhone: phone, images: [] },
    // a number typed the national way is read in the member's country (decision 168)
    phones: { fields: ['contactPhone'], country: () => session.user?.country },
  });
  // The session may answer after the page shows (pre-rendered first paint): fill the fields the member left empty.
  useEffect(() => {
    for (const [name, value] of [['contactName', fullName], ['contactPhone', phone]] as const) {
      if (value && !form.getValues(name) && !form.getFieldState(name).isDirty) form.setValue(name, value);
    }
  }, [form, fullName, phone]);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await create.mutateAsync({ ...body, images: images.map((i) => i.objectPath) });
      if (result.state === 'sent') {
        toast({ title: t`Posted`, description: t`Members can see your post now.` });
        void navigate({ to: '/community/$postId', params: { postId: result.value.id } });
      } else {
        toast({ title: t`Saved on this device`, description: t`Your post will be sent when you are back online.` });
        void navigate({ to: '/community' });
      }
    } catch (error) {
      if (!applyServerErrors(form.setError, error, FIELDS)) toast({ title: t`Error`, description: describeError(error, msg`Could not send your post`), variant: 'destructive' });
    }
  });
  return (
    <form className="card community-form" noValidate onSubmit={onSubmit}>
      <h1>
        <Trans>Share with the community</Trans>
      </h1>
      <p className="community-note">
        <Trans>Everyone can read your post. Your phone number is shown only to members with contact access.</Trans>
      </p>
      <fieldset className="community-form community-form__fields" disabled={form.formState.isSubmitting}>
        <div className="community-form__grid">
          <FormInput form={form} name="kind" label={<Trans>Are you offering or asking?</Trans>} required>
            {(control) => (
              <select className="input" {...control}>
                <LabelOptions values={COMMUNITY_KINDS} labels={KIND_LABELS} />
              </select>
            )}
          </FormInput>
          <FormInput form={form} name="category" label={<Trans>Category</Trans>} required>
            {(control) => (
              <select className="input" {...control}>
                <LabelOptions values={COMMUNITY_CATEGORIES} labels={CATEGORY_LABELS} />
              </select>
            )}
          </FormInput>
        </div>
        <FormInput form={form} name="title" label={<Trans>Title</Trans>} required>
          {(control) => <input className="input" maxLength={COMMUNITY_LIMITS.titleMax} {...control} />}
        </FormInput>
        <FormInput form={form} name="description" label={<Trans>Description</Trans>} required hint={<Trans>What it is, its condition, when and where it can be collected.</Trans>}>
          {(control) => <textarea className="input" rows={4} {...control} />}
        </FormInput>
        <div className="community-form__grid">
          <FormInput form={form} name="city" label={<Trans>City or town</Trans>} required>
            {(control) => <input className="input" autoComplete="address-level2" {...control} />}
          </FormInput>
          <FormInput form={form} name="contactName" label={<Trans>Your name</Trans>} required>
            {(control) => <input className="input" autoComplete="name" {...control} />}
          </FormInput>
          <FormInput form={form} name="contactPhone" label={<Trans>Phone</Trans>} required hint={<PhoneHint country={session.user?.country} />}>
            {(control) => <input className="input" type="tel" inputMode="tel" autoComplete="tel" {...control} />}
          </FormInput>
        </div>
        <ImagePicker max={COMMUNITY_LIMITS.imagesMax} onChange={setImages} onBusyChange={setUploading} />
      </fieldset>
      <p className="community-actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting || uploading}>
          {form.formState.isSubmitting ? <Trans>Posting…</Trans> : <Trans>Post</Trans>}
        </button>
      </p>
    </form>
  );
}
