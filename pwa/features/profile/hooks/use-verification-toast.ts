import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { VerificationOutcome } from '#shared/schemas/security.ts';
import { useLinkOutcomeToast } from './use-link-outcome-toast.ts';

/**
 * Shows the outcome of a verification link once (spec 000 §2 Profile): GET /api/auth/verify-email redirects to
 * `/profile?verified=…` (or `/auth?verified=…` in a browser that is not signed in). `1` → 'Email verified';
 * `expired`, `used`, `invalid` → the destructive 'Verification Failed' with the reason. Then `clear` removes the
 * parameter from the address, so a reload does not show it again.
 */
export function useVerificationToast(outcome: VerificationOutcome | undefined, clear: () => void) {
  const { t } = useLingui();
  const toastFor = useCallback(
    (result: VerificationOutcome) => {
      if (result === '1') return { title: t`Email verified`, description: t`Thank you — your email address is confirmed.` };
      const description = {
        expired: t`This verification link has expired. Send a new one from the Security tab of your profile.`,
        used: t`This verification link has already been used.`,
        invalid: t`This verification link is not valid. Send a new one from the Security tab of your profile.`,
      }[result];
      return { title: t`Verification Failed`, description, variant: 'destructive' as const };
    },
    [t],
  );
  useLinkOutcomeToast(outcome, clear, toastFor);
}
