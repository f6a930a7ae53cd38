import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * Confirmation of account deletion (spec 000 §2 Profile danger zone, §4, §8): on success 'Account Deleted', the
 * session query is cleared and `onDeleted` runs (the route redirects home after 2 s); failure 'Deletion Failed'.
 */
export function DeleteAccountDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void }) {
  const { t } = useLingui();
  const deletion = useDeleteAccount();

  const confirm = async () => {
    try {
      await deletion.mutateAsync();
      props.onOpenChange(false);
      toast({ title: t`Account Deleted`, description: t`Your account has been deactivated. You will be taken to the home page.` });
      props.onDeleted();
    } catch (error) {
      toast({ title: t`Deletion Failed`, description: describeError(error, msg`Failed to delete your account. Please try again.`), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !deletion.isPending && props.onOpenChange(open)}
      title={t`Delete your account?`}
      description={t`Your account will be deactivated and you will be logged out. This cannot be undone from the app.`}
    >
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => props.onOpenChange(false)} disabled={deletion.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={deletion.isPending}>
          {deletion.isPending ? <Trans>Deleting…</Trans> : <Trans>Yes, delete my account</Trans>}
        </button>
      </div>
    </Dialog>
  );
}
