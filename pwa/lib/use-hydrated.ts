import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a pre-rendered page (and in the pre-render), true afterwards. The pre-render knows no
 * session; a part that differs for guests (the "Login Required" card) waits for this so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
