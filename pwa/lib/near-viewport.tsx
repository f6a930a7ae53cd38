import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Sections whose requests start when they near the viewport (issue 10, TBT on `/`; docs/decisions/152).
 *
 * The home page hydrates five data sections below the fold in one chunk. Each used to start its requests (the API
 * fetch, the IndexedDB snapshot, the schema chunk) in the same effect flush, one long task of ~370 ms on a phone
 * (README, "Where it stands"). Inside {@link NearViewport} the data hooks (`useOfflineList`, `useDeviceQuery`, the
 * wheel's queries) wait with `enabled: false` until the section is within {@link NEAR_VIEWPORT_MARGIN} of the
 * screen; until then it shows the skeleton the pre-rendered page shows, so hydration does not change it.
 * Everywhere else (list pages, tests without IntersectionObserver) the hooks start at once.
 */

/** How far ahead of the screen a deferred section starts its requests: one and a half screen heights. */
export const NEAR_VIEWPORT_MARGIN = '150% 0px';

const NearContext = createContext(true);

/**
 * Whether the data of the enclosing section should be fetched now: false inside a {@link NearViewport} until it
 * nears the screen, true outside one. Pass it as the query's `enabled` (and-ed with the query's own condition).
 */
export function useNearViewport(): boolean {
  return useContext(NearContext);
}

/**
 * A `<div>` (with `className`) whose children's data hooks start when it comes within {@link NEAR_VIEWPORT_MARGIN}
 * of the viewport — once; it stays on after. Where IntersectionObserver does not exist, it is on at once.
 */
export function NearViewport({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // on at once in a browser without IntersectionObserver (jsdom); off in the pre-render, as when hydrating
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className={className}>
      <NearContext value={near}>{children}</NearContext>
    </div>
  );
}
