import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { currentToasts, subscribe } from './toast-store.ts';

export { clearToasts, openToasts, toast, type ToastInput } from './toast-store.ts';

/** The Radix region, its own chunk: not part of the first screen's JavaScript (docs/decisions/066). */
const ToastRegion = lazy(() => import('./toast-region.tsx'));

/**
 * The notification region (spec 000 §9): F8 focuses it; swipe right past 50 px dismisses. Mount once at the root.
 * Its code (Radix Toast) loads once the page has loaded, or at once when a toast is shown earlier; nothing is
 * rendered before that, so a pre-rendered page hydrates without it.
 */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  const [wanted, setWanted] = useState(false);
  const want = wanted || list.length > 0;
  useEffect(() => {
    if (want) return;
    const load = () => setWanted(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(load, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, [want]);
  return want ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
