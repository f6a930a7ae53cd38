import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** An accessible modal dialog (Radix): focus is trapped, Escape and the × button close it. */
export function Dialog(props: { open: boolean; onOpenChange: (open: boolean) => void; title: ReactNode; description?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className={`dialog${props.wide ? ' dialog--wide' : ''}`} aria-describedby={props.description ? undefined : undefined}>
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
