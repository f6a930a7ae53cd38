import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * An accessible modal dialog (Radix): focus is trapped, Escape and the × button close it, and on closing focus
 * goes back to the control that was focused when it opened (decision 179). Radix does that only for its own
 * `Dialog.Trigger`; the app's dialogs are opened by their screens' own buttons (`open` is controlled), so without
 * this, focus fell to the page's body and a keyboard or screen-reader user lost their place. When that control is
 * gone (the row it belonged to was deleted), Radix's default applies.
 */
export function Dialog(props: { open: boolean; onOpenChange: (open: boolean) => void; title: ReactNode; description?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope (a passive effect of the content) moves focus into the dialog.
  useLayoutEffect(() => {
    if (props.open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [props.open]);
  const returnFocus = (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className={`dialog${props.wide ? ' dialog--wide' : ''}`} onCloseAutoFocus={returnFocus}>
          <RadixDialog.Title className="dialog__title">{props.title}</RadixDialog.Title>
          {props.description ? (
            <RadixDialog.Description className="dialog__description">{props.description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{props.title}</RadixDialog.Description>
          )}
          {props.children}
          <RadixDialog.Close className="dialog__close" aria-label={t`Close`}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
