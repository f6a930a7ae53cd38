import { useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useLogoutAll } from '../api/logout-all.ts';

/**
 * "Log out everywhere" (issue 5 item 6): after confirmation every session of the account ends, this one too;
 * the browser becomes a guest and goes to /auth.
 */
export function LogoutEverywhereDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const logoutAll = useLogoutAll();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await logoutAll.mutateAsync();
      props.onOpenChange(false);
      toast({ title: t`Logged out everywhere`, description: t`You have been logged out on all your devices.` });
      void navigate({ to: '/auth' });
    } catch (error) {
      toast({ title: t`Logout failed`, description: describeError(error, msg`Please try again.`), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !logoutAll.isPending && props.onOpenChange(open)}
      title={t`Log out everywhere?`}
      description={t`You will be logged out on every device where you are signed in, including this one.`}
    >
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => props.onOpenChange(false)} disabled={logoutAll.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={logoutAll.isPending}>
          {logoutAll.isPending ? <Trans>Logging out…</Trans> : <Trans>Yes, log out everywhere</Trans>}
        </button>
      </div>
    </Dialog>
  );
}
