import { useEffect, useRef } from 'react';
import { toast, type ToastInput } from '../../../components/ui/toast.tsx';

/**
 * Shows once what a mailed one-click link did, told by its redirect's search parameter (`outcome`: `'1'` for
 * success, else the reason), with the toast `toastFor` gives; then `clear` removes the parameter from the address so
 * a reload does not show it again. Used by the e-mail verification and e-mail change undo links.
 */
export function useLinkOutcomeToast<Outcome extends string>(outcome: Outcome | undefined, clear: () => void, toastFor: (outcome: Outcome) => ToastInput) {
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!outcome || shown.current === outcome) return;
    shown.current = outcome;
    toast(toastFor(outcome));
    clear();
  }, [outcome, clear, toastFor]);
}
