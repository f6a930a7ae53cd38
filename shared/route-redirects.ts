/**
 * Old addresses of the app's pages that now lead to another route (decision 179): old path → the one route that
 * serves that page. Read by the route that keeps the old path (its `beforeLoad` redirects in the browser, also
 * offline), by the server (api/http/static.ts answers the old path with a 301 to the new one, the query string
 * kept), by the pre-render (scripts/prerender-plugin.ts writes no page for it) and by the e2e route list
 * (e2e/support/routes.ts: the route audit checks the redirect instead of auditing a page). Paths as the router
 * writes them: lower case, no trailing slash.
 */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  // Spec 001 §2 names /post-job as the Post job form; /jobs/post was a second route to the same form (spec 000's
  // list of links seen), kept for old links and bookmarks.
  '/jobs/post': '/post-job',
};

/** The route an old path (any case, trailing slashes allowed) now leads to, or undefined when it is not an old path. */
export function redirectOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return Object.hasOwn(ROUTE_REDIRECTS, path) ? ROUTE_REDIRECTS[path] : undefined;
}
