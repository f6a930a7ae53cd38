import type Router from '@koa/router';
import type Koa from 'koa';
import { accessRuleOf, type AccessRule } from '../http/access.ts';

/** One registered route: method, path pattern and its declared access rule (undefined = none). */
export interface RouteEntry {
  method: string;
  path: string;
  rule: AccessRule | undefined;
}

/**
 * Every route of every router mounted on `app`, read from the routers' dispatch middleware (HEAD twins of GET
 * routes left out): what the authorization matrix and the member walk of api/http/cache-control.test.ts go through,
 * so a route added later is covered by both without being listed.
 */
export function registeredRoutes(app: Koa): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const mw of app.middleware) {
    const router = (mw as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD' && layer.methods.includes('GET')) continue;
        routes.push({ method, path: String(layer.path), rule: accessRuleOf(layer.stack) });
      }
    }
  }
  return routes;
}

/** `path` with every `:param` replaced by a random UUID (no such record: the handler answers 400/404). */
export const concretePath = (path: string) => path.replace(/:([A-Za-z_]+)/g, () => crypto.randomUUID());
