import { useSyncExternalStore } from 'react';

/** Build id of this shell, injected by vite.config.ts (`__APP_BUILD__`); 'dev' in development and tests. */
export const APP_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

let updateAvailable = false;
let applyUpdate: () => void = () => window.location.reload();
const listeners = new Set<() => void>();

/** Marks that a newer version is available; `apply` installs it (skip waiting + reload). */
export function announceUpdate(apply?: () => void) {
  if (apply) applyUpdate = apply;
  if (updateAvailable) return;
  updateAvailable = true;
  listeners.forEach((l) => l());
}

/** Called by the API client with the server's `X-App-Version`: a different build means the shell is old. */
export function noteServerBuild(serverBuild: string | null) {
  if (!serverBuild || APP_BUILD === 'dev' || serverBuild === APP_BUILD) return;
  announceUpdate();
  checkForUpdate();
}

let checkForUpdate: () => void = () => {};
/** The service worker registration tells us how to look for a new version. */
export function setUpdateChecker(fn: () => void) {
  checkForUpdate = fn;
}

/** Whether a new version is waiting, and the function that installs it. */
export function useUpdateAvailable(): { available: boolean; apply: () => void } {
  const available = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => updateAvailable,
    () => false,
  );
  return { available, apply: () => applyUpdate() };
}
