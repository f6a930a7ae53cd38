import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { VerificationOutcome } from '#shared/schemas/security.ts';
import { toast } from '../../../components/ui/toast.tsx';

/**
 * Shows the outcome of a verification link once (issue 5 item 1): GET /api/auth/verify-email redirects to
 * `/profile?verified=…` (or `/auth?verified=…` in a browser that is not signed in). `1` → 'Email verified';
 * `expired`, `used`, `invalid` → the destructive 'Verification Failed' with the reason. Then `clear` removes the
 * parameter from the address, so a reload does not show it again.
 */
export function useVerificationToast(outcome: VerificationOutcome | undefined, clear: () => void) {
  const { t } = useLingui();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!outcome || shown.current === outcome) return;
    shown.current = outcome;
    if (outcome === '1') {
      toast({ title: t`Email verified`, description: t`Thank you — your email address is confirmed.` });
    } else {
      const description = {
        expired: t`This verification link has expired. Send a new one from the Security tab of your profile.`,
        used: t`This verification link has already been used.`,
        invalid: t`This verification link is not valid. Send a new one from the Security tab of your profile.`,
      }[outcome];
      toast({ title: t`Verification Failed`, description, variant: 'destructive' });
    }
    clear();
  }, [outcome, clear, t]);
}
