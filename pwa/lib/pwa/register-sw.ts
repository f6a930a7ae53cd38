import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (production builds only) so the app shell is precached and a reload with the
 * network off shows the app. Update prompts come with the offline-first work.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
}
