/** The toast store: what is shown (spec 000 §9 Toasts); the region (toast-region.tsx) renders it. */
import { TOAST } from '#shared/constants.ts';

/** A toast to show. `variant: 'destructive'` is for failures (spec 000 §1 Notifications). */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
/** A toast in the store (internal to this file and toast-region.tsx). */
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
export const subscribe = (l: () => void) => {
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

/** Closes a toast (swipe, close button, timeout) and removes it later. */
export function dismiss(id: number) {
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

/** The toasts in the store, newest first (read by the region with useSyncExternalStore). */
export const currentToasts = () => items;

