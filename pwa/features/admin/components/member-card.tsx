import { Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import type { AdminUser } from '#shared/admin/schemas.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useRetryableLazy } from '../../../lib/use-retryable-lazy.ts';
import { useDeleteMember, useResetMemberPassword, useSuspendMember } from '../api/admin-members.ts';

type Action = 'edit' | 'suspend' | 'password' | 'delete' | null;

/**
 * The edit dialog (form library, the request schema with its phone and country checks, the country list) is its own
 * chunk, fetched when the administrator is about to edit (hover/focus of Edit preloads it): the member and taxi pages'
 * first screen carries none of it (issue 10; docs/decisions/144).
 */
const loadMemberEditDialog = () => import('./member-edit-dialog.tsx').then((m) => m.MemberEditDialog);

/**
 * A confirmation dialog (spec 001 §8: delete, suspend and export ask first): `children` are extra inputs; the
 * confirm button stays disabled until `ready`.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  ready?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.description}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        {props.children}
        <p className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={props.busy || props.ready === false}>
            {props.confirmLabel}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => props.onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      </form>
    </Dialog>
  );
}

/** Runs a member mutation with the spec's success toast, or the error toast with its fallback text (§8). */
function useToastedAction() {
  const { t, i18n } = useLingui();
  return async (run: () => Promise<unknown>, success: MessageDescriptor, failure: MessageDescriptor, done: () => void) => {
    try {
      await run();
      toast({ title: i18n._(success) });
      done();
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, failure), variant: 'destructive' });
    }
  };
}

/**
 * One member in the admin list (spec 001 §2 admin, §3 User (admin view)): who, state badges, the money and coin
 * facts, and the actions — edit, suspend / unsuspend with a reason, reset password, delete — each confirmed first.
 * The administrator's own card has none of them (the API refuses them with 403 `own_account`; decision 161): it
 * points to the profile instead.
 */
export function MemberCard({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const own = useSession().user?.id === user.id;
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const suspend = useSuspendMember();
  const reset = useResetMemberPassword();
  const remove = useDeleteMember();
  const act = useToastedAction();
  const editDialog = useRetryableLazy(loadMemberEditDialog);
  const close = () => {
    setAction(null);
    setReason('');
    setPassword('');
  };
  const onEditDialogFailed = () => {
    toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
    close();
    editDialog.reset();
  };
  const preloadEditDialog = () => void loadMemberEditDialog().catch(() => undefined);
  const openFor = (next: Action) => (open: boolean) => (open ? setAction(next) : close());
  const suspended = Boolean(user.suspendedAt);
  return (
    <li className="card admin-item">
      <h3>{user.fullName}</h3>
      <p className="admin-note">
        {user.email} · {user.phoneNumber || '—'} · {user.customerId}
      </p>
      <p className="admin-actions" aria-label={t`State`}>
        {user.deleted ? (
          <span className="admin-badge admin-badge--warn">{t`Deleted`}</span>
        ) : suspended ? (
          <span className="admin-badge admin-badge--warn">{t`Suspended`}</span>
        ) : (
          <span className="admin-badge">{user.isActive ? t`Active` : t`Inactive`}</span>
        )}
        {user.emailVerified && <span className="admin-badge">{t`Verified`}</span>}
        {user.twoFactorEnabled && <span className="admin-badge">{t`2FA`}</span>}
        {user.role === 'admin' && <span className="admin-badge">{t`Administrator`}</span>}
      </p>
      {suspended && (
        <p className="admin-note">
          <Trans>Reason for suspension: {user.suspensionReason}</Trans>
        </p>
      )}
      <dl className="admin-facts">
        <div>
          <dt>{t`City`}</dt>
          <dd>
            {user.city}, {user.country}
          </dd>
        </div>
        <div>
          <dt>{t`Balance`}</dt>
          <dd>{format.money(user.balance)}</dd>
        </div>
        <div>
          <dt>{t`Coins won`}</dt>
          <dd>{format.number(user.totalWinnings)}</dd>
        </div>
        <div>
          <dt>{t`Joined`}</dt>
          <dd>{format.date(user.createdAt)}</dd>
        </div>
      </dl>
      {own && (
        <p className="admin-note">
          <Trans>This is your own account: change your e-mail address and two-factor authentication from your profile, and your password with “Forgot password?” on the login page.</Trans>
        </p>
      )}
      {!user.deleted && !own && (
        <p className="admin-actions">
          <button type="button" className="btn btn--secondary" onClick={() => setAction('edit')} onPointerEnter={preloadEditDialog} onFocus={preloadEditDialog}>
            <Trans>Edit</Trans>
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setAction('suspend')}>
            {suspended ? <Trans>Unsuspend</Trans> : <Trans>Suspend</Trans>}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setAction('password')}>
            <Trans>Reset password</Trans>
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setAction('delete')}>
            <Trans>Delete</Trans>
          </button>
        </p>
      )}
      {action === 'edit' && (
        <LoadBoundary key={editDialog.key} onError={onEditDialogFailed}>
          <Suspense fallback={null}>
            <editDialog.Component user={user} open onOpenChange={openFor('edit')} />
          </Suspense>
        </LoadBoundary>
      )}
      <ConfirmDialog
        open={action === 'suspend'}
        onOpenChange={openFor('suspend')}
        title={suspended ? <Trans>Unsuspend {user.fullName}?</Trans> : <Trans>Suspend {user.fullName}?</Trans>}
        description={
          suspended ? <Trans>They can log in again straight away.</Trans> : <Trans>They are signed out everywhere and see this reason when they try to log in.</Trans>
        }
        confirmLabel={suspended ? <Trans>Unsuspend</Trans> : <Trans>Suspend</Trans>}
        busy={suspend.isPending}
        ready={suspended || reason.trim().length >= 3}
        onConfirm={() =>
          void act(
            () => suspend.mutateAsync({ id: user.id, suspend: !suspended, reason: reason.trim() }),
            suspended ? msg`User Unsuspended` : msg`User Suspended`,
            msg`Failed to update user status`,
            close,
          )
        }
      >
        {!suspended && (
          <FormField label={<Trans>Reason</Trans>} required hint={<Trans>At least 3 characters; the member reads it.</Trans>}>
            {(control) => <textarea {...control} className="input" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </FormField>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={action === 'password'}
        onOpenChange={openFor('password')}
        title={<Trans>Reset the password of {user.fullName}</Trans>}
        description={<Trans>They are signed out everywhere; tell them the new password in a safe way.</Trans>}
        confirmLabel={<Trans>Reset password</Trans>}
        busy={reset.isPending}
        ready={password.length >= PASSWORD_MIN_LENGTH}
        onConfirm={() => void act(() => reset.mutateAsync({ id: user.id, newPassword: password }), msg`Password Reset`, msg`Failed to reset password`, close)}
      >
        <FormField label={<Trans>New password</Trans>} required hint={<Trans>At least {PASSWORD_MIN_LENGTH} characters</Trans>}>
          {(control) => <input {...control} className="input" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={action === 'delete'}
        onOpenChange={openFor('delete')}
        title={<Trans>Delete {user.fullName}?</Trans>}
        description={<Trans>The account is closed and its personal details erased; their posts are hidden. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={remove.isPending}
        onConfirm={() => void act(() => remove.mutateAsync(user.id), msg`User Deleted`, msg`Failed to delete user`, close)}
      />
    </li>
  );
}
