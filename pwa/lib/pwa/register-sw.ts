import { Workbox } from 'workbox-window';
import { OUTBOX_SYNC_TAG, setSyncScheduler } from '../offline/outbox.ts';
import { announceUpdate, setUpdateChecker } from './update-store.ts';

/** How often an open app looks for a new version (ms). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds): precached shell for offline use, Background Sync for the
 * outbox, and the "new version — reload" flow — a new worker waits until the user accepts, then takes over and
 * the page reloads once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    announceUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  setUpdateChecker(() => void wb.update());
  setSyncScheduler(() => {
    void navigator.serviceWorker.ready
      .then((reg) => (reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => undefined); // no Background Sync (Safari, Firefox): the page drains on open and on reconnect
  });
  // A browser that refuses service workers (private modes, policies) runs the app online only.
  wb.register().catch(() => undefined);
  setInterval(() => void wb.update(), UPDATE_CHECK_MS);
}
