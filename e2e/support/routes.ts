/**
 * The app's routes for the e2e guards, read from the route tree TanStack Router generates (pwa/route-tree.gen.ts),
 * so a feature's new route is covered without editing a list. Each route: its path as a user types it, whether
 * the member guard (routes/_authed) protects it, and its `$params`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectOf } from '../../shared/route-redirects.ts';

export interface AppRoute {
  /** e.g. '/taxi-services/$id' (no trailing slash, except '/'). */
  path: string;
  /** Under the `_authed` layout: guests are sent to /auth. */
  memberOnly: boolean;
  /** Names of the path parameters, e.g. ['id']. */
  params: string[];
  /** An old address (shared/route-redirects.ts, decision 179): the route it leads to. It has no page of its own. */
  redirectsTo?: string;
}

const routeTree = path.resolve(import.meta.dirname, '../../pwa/route-tree.gen.ts');

/** Every route of pwa/route-tree.gen.ts (`FileRoutesByFullPath`), with its guard read from `FileRoutesById`. */
export function appRoutes(): AppRoute[] {
  const source = readFileSync(routeTree, 'utf8');
  const pairs = (iface: string) => {
    const body = new RegExp(`export interface ${iface} \\{([^}]*)\\}`).exec(source)?.[1];
    if (!body) throw new Error(`${iface} not found in ${routeTree}`);
    return [...body.matchAll(/'([^']+)': typeof (\w+)/g)].map((m) => ({ key: m[1]!, route: m[2]! }));
  };
  const routeIds = new Map(pairs('FileRoutesById').map(({ key, route }) => [route, key]));
  return pairs('FileRoutesByFullPath').map(({ key, route }) => {
    const routePath = key === '/' ? key : key.replace(/\/$/, '');
    const redirectsTo = redirectOf(routePath);
    return {
      path: routePath,
      memberOnly: (routeIds.get(route) ?? '').split('/').includes('_authed'),
      params: [...key.matchAll(/\$(\w+)/g)].map((m) => m[1]!),
      ...(redirectsTo ? { redirectsTo } : {}),
    };
  });
}

/** `route.path` with each `$param` replaced from `values`; throws when a value is missing. */
export function fillParams(route: AppRoute, values: Record<string, string>): string {
  return route.path.replace(/\$(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`no value for $${name} of ${route.path}`);
    return encodeURIComponent(value);
  });
}

/** A file-name-safe name of a path: '/' → 'home', '/taxi-services/$id' → 'taxi-services-id'. */
export function routeSlug(routePath: string): string {
  return routePath === '/' ? 'home' : routePath.replace(/^\//, '').replace(/\$/g, '').replace(/[^a-z0-9]+/gi, '-');
}

/**
 * The public routes a guest can open as they are: not under the member guard, no path parameter ('/', '/about', …),
 * and not an old address that redirects (it has no pre-rendered page).
 */
export function publicRoutes(): string[] {
  return appRoutes()
    .filter((route) => !route.memberOnly && route.params.length === 0 && !route.redirectsTo)
    .map((route) => route.path);
}
