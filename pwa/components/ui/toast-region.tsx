import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TOAST } from '#shared/constants.ts';
import { currentToasts, dismiss, subscribe } from './toast-store.ts';

/** The Radix notification region behind {@link Toaster}: F8 focuses it; swipe right past 50 px dismisses. */
export default function ToastRegion() {
  const { t } = useLingui();
  const list = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  return (
    <RadixToast.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} label={t`Notification`}>
      {list.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={`toast${item.variant === 'destructive' ? ' toast--destructive' : ''}`}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <RadixToast.Title className="toast__title">{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className="toast__description">{item.description}</RadixToast.Description>}
          <RadixToast.Close className="toast__close" aria-label={t`Close`}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" hotkey={[TOAST.hotkey]} label={t`Notifications (press F8)`} />
    </RadixToast.Provider>
  );
}
