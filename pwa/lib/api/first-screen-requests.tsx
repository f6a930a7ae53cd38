import { createContext, useContext, type ReactNode } from 'react';

/**
 * The data a page's largest content waits for, asked for from the HTML (issue 10, LCP on a slow network).
 *
 * A list page paints its cards once its first page of data has arrived, and the request for it left only after
 * the JavaScript had been fetched and run: on a slow 4G connection that is a full round trip after everything
 * else. While the build pre-renders a route (pwa/prerender.tsx), every offline list that renders in the first
 * screen is noted here; the build writes its first page into the pre-rendered HTML as
 * `<link rel="preload" as="fetch" crossorigin="use-credentials">` (scripts/prerender-plugin.ts), so the browser
 * fetches the data beside the JavaScript, and the list's own `fetch` takes that answer instead of asking again.
 *
 * Parts below the fold opt out with {@link BelowTheFold}: their data would compete with the first screen's code.
 * In the browser nothing is noted.
 */

/**
 * A first-screen GET: a function that makes exactly the request the page will make (through pwa/lib/api/client.ts).
 * The pre-render calls it with a `fetch` that records the path and sends nothing (pwa/prerender.tsx).
 */
export type FirstScreenRequest = () => Promise<unknown>;

const FirstScreenContext = createContext(true);

/** Marks its children as below the fold: their requests are not preloaded by the pre-rendered page. */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <FirstScreenContext value={false}>{children}</FirstScreenContext>;
}

/** What is noted while a page is pre-rendered: one request per source (a list definition), in render order. */
let noted: Map<object, FirstScreenRequest> | null = null;

/** Pre-render only: starts noting first-screen requests for one page (the previous page's notes are dropped). */
export function startNotingFirstScreenRequests(): void {
  noted = new Map();
}

/** Pre-render only: the requests noted since {@link startNotingFirstScreenRequests}, in render order; stops noting. */
export function takeFirstScreenRequests(): FirstScreenRequest[] {
  const taken = [...(noted?.values() ?? [])];
  noted = null;
  return taken;
}

/**
 * Called by a hook whose request decides the page's largest content (the offline lists, pwa/lib/offline/hooks.ts):
 * notes `request` once per `source` while the build pre-renders a page, unless it renders {@link BelowTheFold}.
 * Does nothing in the browser.
 */
export function useFirstScreenRequest(source: object, request: FirstScreenRequest): void {
  const firstScreen = useContext(FirstScreenContext);
  if (noted && firstScreen && !noted.has(source)) noted.set(source, request);
}
