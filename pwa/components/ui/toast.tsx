import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TOAST } from '#shared/constants.ts';

/** A toast to show. `variant: 'destructive'` is for failures (spec 000 §1 Notifications). */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Shows a toast. Only one is visible at a time (a new one replaces the old); it stays 5000 ms; a dismissed toast
 * is removed after 1,000,000 ms (spec 000 §9 Toasts).
 */
export function toast(input: ToastInput): void {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items.map((t) => ({ ...t, open: false }))].slice(0, TOAST.limit + 1);
  emit();
}

function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, TOAST.removeDelayMs);
}

/** Removes every toast at once (between tests; toasts otherwise live in this module for the page's lifetime). */
export function clearToasts(): void {
  items = [];
  emit();
}

/** Test helper: the toasts currently open. */
export const openToasts = () => items.filter((t) => t.open);

/** The notification region: F8 focuses it; swipe right past 50 px dismisses. Mount once at the root. */
export function Toaster() {
  const { t } = useLingui();
  const list = useSyncExternalStore(subscribe, () => items, () => items);
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
