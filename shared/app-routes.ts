/**
 * The app's route patterns as matchers, for the server (api/http/static.ts: an unknown path is a 404) and the
 * service worker (pwa/sw.ts: an unknown path goes to the network, which answers that 404; docs/decisions/069).
 * The patterns come from the build's dist/prerender/routes.json (`routes`, TanStack syntax).
 */

/** Where the build writes the pre-render manifest, as a URL path of the site. */
export const PRERENDER_MANIFEST_PATH = '/prerender/routes.json';

/**
 * A route path as a matcher: `$param` segments match one segment, `{-$param}` an optional one, a final `$`
 * (splat) the rest; case-insensitive, without a trailing slash (see {@link routePathOf}).
 */
export function routeMatcher(route: string): RegExp {
  const segments = route.split('/').filter(Boolean).map((s) => {
    if (s === '$') return '(?:/.*)?';
    if (s.startsWith('$')) return '/[^/]+';
    if (/^\{-\$\w+\}$/.test(s)) return '(?:/[^/]+)?';
    return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return new RegExp(`^${segments.join('') || '/'}$`, 'i');
}

/** A URL path as the matchers expect it: trailing slashes removed, except for `/` itself. */
export const routePathOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);
