import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { allow, type AccessRule } from './access.ts';
import { HttpError } from './errors.ts';
import type { AppState, SignedInUser } from './state.ts';
import { parseInput } from './validate.ts';

/** HTTP methods a route may declare. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a declared response is: a JSON body schema, or `null` for a body that is not JSON (a redirect, HTML, bytes). */
export type ResponseDecl = z.core.$ZodType | null;

/** The parsed input a handler receives: path params, query and body already validated by the declared schemas. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The signed-in member, when there is one (always set for `member`, `owner` and `admin` routes). */
  user: SignedInUser | undefined;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Body<R> = R extends Record<number, ResponseDecl> ? { [K in keyof R]: R[K] extends z.core.$ZodType ? z.input<R[K]> : unknown }[keyof R] : never;

/**
 * A route declared as data (docs/decisions/034-module-template.md): method, koa-router path (`/api/x/:id`),
 * access rule, the zod schemas of its params, query, body and responses, and a one-line summary. Shared
 * middleware runs the access rule, then parses params → query → body (400 `validation_failed` with `fields`
 * on the first that fails), then `use` (e.g. idempotency, rate limits), then the handler with the parsed input.
 * The handler returns the response body (sent with the first declared status, or `status` when given) or
 * `undefined` after setting `ctx` itself (redirects, HTML, streams). The same declaration feeds the OpenAPI
 * document (GET /api/openapi.json) and the response check of the API test suite.
 */
export interface RouteDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Record<number, ResponseDecl> = Record<number, ResponseDecl>,
> {
  method: RouteMethod;
  path: string;
  access: AccessRule;
  summary: string;
  description?: string;
  /** OpenAPI tag (defaults to the module's name). */
  tag?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The body is not parsed as JSON (webhooks, raw uploads): the handler reads `ctx.req` itself; `rawBody` is the
   * media type documented for it.
   */
  rawBody?: string;
  /** Success responses by status; error responses (the error contract) are documented for every route. */
  responses: R;
  /** Honours an `Idempotency-Key` header (documented in OpenAPI; the middleware itself goes in `use`). */
  idempotent?: boolean;
  /** Middleware run after validation and before the handler. */
  use?: Middleware<AppState>[];
  handler(ctx: Context, input: RouteInput<Out<P>, Out<Q>, Out<B>>): Promise<Body<R> | void> | Body<R> | void;
}

/** Declares a route (identity function that keeps the schema types for the handler). */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Record<number, ResponseDecl> = Record<number, ResponseDecl>,
>(def: RouteDef<P, Q, B, R>): RouteDef {
  return def as unknown as RouteDef;
}

/** A check of outgoing bodies against the declared response schemas (on in the API test suite, off in production). */
export type ResponseCheck = (route: RouteDef, status: number, body: unknown) => void;

/**
 * Fails a response that does not match its declared schema: an undeclared success status, or a JSON body the
 * status's schema rejects. Throws a plain Error, so the error middleware answers 500 and the test sees it.
 */
export const strictResponseCheck: ResponseCheck = (route, status, body) => {
  if (status >= 300 || body === undefined) return;
  if (!(status in route.responses)) throw new Error(`${route.method} ${route.path} answered ${status}, which it does not declare`);
  const schema = route.responses[status];
  if (!schema) return;
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new Error(`${route.method} ${route.path} ${status}: the response does not match its declared schema: ${JSON.stringify(result.error.issues.slice(0, 5))}`);
  }
};

const firstStatus = (route: RouteDef) => Number(Object.keys(route.responses)[0] ?? 200);

/** The middleware stack of one declared route: access rule first (read by the authorization matrix), then input, then the handler. */
function routeStack(route: RouteDef, check: ResponseCheck | undefined): Middleware<AppState>[] {
  const validateInput: Middleware<AppState> = async (ctx, next) => {
    const input = ctx as unknown as { state: AppState & { input?: RouteInput<unknown, unknown, unknown> } } & Context;
    input.state.input = {
      params: route.params ? parseInput(route.params, ctx.params) : ctx.params,
      query: route.query ? parseInput(route.query, ctx.query) : undefined,
      body: route.rawBody ? undefined : route.body ? parseInput(route.body, ctx.request.body ?? {}) : undefined,
      user: ctx.state.user,
    };
    await next();
  };
  const handle: Middleware<AppState> = async (ctx) => {
    const state = ctx.state as AppState & { input: RouteInput<unknown, unknown, unknown> };
    const result = await route.handler(ctx as unknown as Context, state.input as never);
    if (result !== undefined) {
      ctx.status = firstStatus(route);
      ctx.body = result;
    }
    if (check && ctx.type.includes('json') && !(ctx.body instanceof HttpError)) check(route, ctx.status, ctx.body);
  };
  return [allow[route.access], validateInput, ...(route.use ?? []), handle];
}

/** Mounts declared routes on a koa-router; `check` validates every JSON response (test suite only). */
export function mountRoutes(router: Router, routes: readonly RouteDef[], check?: ResponseCheck): void {
  for (const route of routes) {
    const stack = routeStack(route, check) as Middleware[];
    router.register(route.path, [route.method], stack as never, { name: `${route.method} ${route.path}` });
  }
}
