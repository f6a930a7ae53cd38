import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RevertOutcome } from '#shared/verification.ts';
import { useLinkOutcomeToast } from './use-link-outcome-toast.ts';

/**
 * Shows once what the link that undoes an e-mail change did (decision 161): GET /api/auth/revert-email redirects to
 * `/auth?emailReverted=…`. `1` → the old address is back, every device is signed out and a link to choose a new
 * password was mailed; `expired`, `used`, `invalid`, `taken` → the destructive toast with the reason. Then `clear`
 * removes the parameter from the address, so a reload does not show it again.
 */
export function useEmailRevertedToast(outcome: RevertOutcome | undefined, clear: () => void) {
  const { t } = useLingui();
  const toastFor = useCallback(
    (result: RevertOutcome) => {
      if (result === '1') {
        return {
          title: t`Your email address is back`,
          description: t`Every device has been signed out. We have sent a link to choose a new password to this address: open it before you log in.`,
        };
      }
      const description = {
        expired: t`This link has expired: it worked for 7 days. Contact us through the help page if someone else changed your address.`,
        used: t`This link has already been used.`,
        invalid: t`This link is not valid.`,
        taken: t`Another account now uses your old address, so it could not be restored. Contact us through the help page.`,
      }[result];
      return { title: t`The change could not be undone`, description, variant: 'destructive' as const };
    },
    [t],
  );
  useLinkOutcomeToast(outcome, clear, toastFor);
}
