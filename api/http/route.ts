import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import type { Endpoint, EndpointParsed, EndpointReturn } from '#shared/contracts/contract.ts';
import { allow, type AccessRule } from './access.ts';
import { toHttpError } from './error-middleware.ts';
import { HttpError } from './errors.ts';
import type { AppState, SignedInUser } from './state.ts';
import { parseInput } from './validate.ts';

/** HTTP methods a route may declare. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Error statuses a route may declare (the body is always the error contract, shared/schemas/api-error.ts). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

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
  /**
   * Success and redirect responses by status. Error statuses are {@link declaredErrors}: the ones every route of
   * this shape can send (derived from access, method, params, body and idempotency) plus {@link RouteDef.errors}.
   */
  responses: R;
  /**
   * The refusals of this route's own rules beyond the derived ones (docs/decisions/173-truthful-openapi.md), status →
   * when it is sent: e.g. `{ 409: 'Already applied (\`already_applied\`)', 429: 'Too many attempts' }`. A status
   * the route sends without declaring it fails the response check of the API test suite.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The 201 answer carries a `Location` header with the path of the created record. */
  location?: boolean;
  /** Honours an `Idempotency-Key` header (documented in OpenAPI; the middleware itself goes in `use`). */
  idempotent?: boolean;
  /** Middleware run after validation and before the handler. */
  use?: Middleware<AppState>[];
  /** The shared contract's endpoint this route was bound from ({@link bindRoute}); absent for routes declared here. */
  endpoint?: Endpoint;
  handler(ctx: Context, input: RouteInput<Out<P>, Out<Q>, Out<B>>): Promise<Body<R> | void> | Body<R> | void;
}

/**
 * Declares a route by hand (identity function that keeps the schema types for the handler). Only the tests' fixture
 * routes use it: every route the app mounts is bound from a shared contract with {@link bindRoute} (decision 182; the
 * contracts test fails on a mounted route that is not).
 */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Record<number, ResponseDecl> = Record<number, ResponseDecl>,
>(def: RouteDef<P, Q, B, R>): RouteDef {
  return def as unknown as RouteDef;
}

/** What the API adds to a contract's endpoint: the handler, and middleware run after validation (idempotency, quotas). */
export interface EndpointBinding<E extends Endpoint> {
  /** OpenAPI tag (defaults to the module's name). */
  tag?: string;
  /** Middleware run after validation and before the handler (an `idempotent` endpoint's `idempotency(orm)` goes here). */
  use?: Middleware<AppState>[];
  handler(ctx: Context, input: EndpointParsed<E> & { user: SignedInUser | undefined }): Promise<EndpointReturn<E> | void> | EndpointReturn<E> | void;
}

/**
 * Binds a handler to an endpoint of a shared contract (shared/contracts/*, docs/decisions/182-endpoint-contracts.md):
 * method, path, access, schemas, responses, refusals, `idempotent` and `location` all come from the contract, so the
 * route, its validation, its OpenAPI operation, the response check and the PWA's caller read one declaration. The
 * result is an ordinary {@link RouteDef} (the authorization matrix, the bad-input and contract tests read it as any).
 */
export function bindRoute<E extends Endpoint>(contract: E, binding: EndpointBinding<E>): RouteDef {
  return { ...contract, ...binding, endpoint: contract } as unknown as RouteDef;
}

const BODY_METHODS: ReadonlySet<RouteMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Webhooks are exempt from the same-origin rule (api/http/csrf.ts): the provider's signature proves them. */
const isWebhook = (route: RouteDef) => route.path.startsWith('/api/webhooks/');

/**
 * Every error status `route` can answer, with when (docs/decisions/173-truthful-openapi.md), in status order:
 * - 400 always: the input guard reads every query string (decision 055), and params, query and body are parsed;
 * - by access rule: 401 (member, owner, admin), 403 (admin), 404 (owner: not yours; dev: not from this machine);
 * - 403 `csrf_rejected` for every state-changing method but webhooks (decision 011);
 * - 404 for a path with parameters (no such record); 413 and 415 for a JSON body method;
 * - 409 and 422 for idempotent routes (decision 008); 503 always (the database is away);
 * - then the route's own {@link RouteDef.errors} (its text added to a derived status's).
 * 500 is never declared: it is a fault, never an answer.
 */
export function declaredErrors(route: RouteDef): Map<number, string> {
  const out = new Map<number, string>();
  const add = (status: number, text: string) => out.set(status, out.has(status) ? `${out.get(status)}; ${text}` : text);
  add(400, route.rawBody ? 'Invalid input (`validation_failed` with `fields`: property path → messages)' : 'Invalid input (`validation_failed` with `fields`: property path → messages, or `invalid_json`)');
  if (route.access === 'member' || route.access === 'owner' || route.access === 'admin') add(401, 'Not signed in (`unauthorized`)');
  if (route.access === 'admin') add(403, 'Not the admin (`forbidden`)');
  if (BODY_METHODS.has(route.method) && !isWebhook(route)) add(403, 'Sent from another site (`csrf_rejected`: Origin, Referer or Sec-Fetch-Site is not this site)');
  if (route.access === 'owner') add(404, 'Not found, or not yours (`not_found`)');
  else if (route.access === 'dev') add(404, 'Not available (production, or not from this machine)');
  else if (/:\w/.test(route.path)) add(404, 'No such record (`not_found`)');
  if (route.idempotent) add(409, 'The first request with this Idempotency-Key is still running (`idempotency_key_in_use`)');
  if (BODY_METHODS.has(route.method) && !route.rawBody) {
    add(413, 'Body over the size limit (`payload_too_large`)');
    add(415, 'Body is not JSON (`unsupported_media_type`)');
  }
  if (route.idempotent) add(422, 'The Idempotency-Key was used with another request (`idempotency_key_reused`)');
  add(503, 'Service temporarily unavailable (`service_unavailable`)');
  for (const [status, text] of Object.entries(route.errors ?? {})) if (text) add(Number(status), text);
  return new Map([...out].sort(([a], [b]) => a - b));
}

/** A check of outgoing bodies against the declared response schemas (on in the API test suite, off in production). */
export type ResponseCheck = (route: RouteDef, status: number, body: unknown) => void;

/**
 * Fails a response its route does not declare: a success status not in `responses`, an error status not in
 * {@link declaredErrors} (500 excepted: it already fails), or a JSON body the status's schema rejects. Throws a plain
 * Error, so the error middleware answers 500 and the test sees it.
 */
export const strictResponseCheck: ResponseCheck = (route, status, body) => {
  const ownBody = status in route.responses;
  if (status >= 400 && !ownBody) {
    if (status !== 500 && !declaredErrors(route).has(status)) throw new Error(`${route.method} ${route.path} answered ${status}, which it does not declare (add it to the route's errors)`);
    return;
  }
  if (status < 300 && body === undefined) return;
  if (!ownBody) throw new Error(`${route.method} ${route.path} answered ${status}, which it does not declare`);
  if (status < 400 && status >= 300) return;
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
    if (check && (ctx.type.includes('json') || ctx.status >= 300) && !(ctx.body instanceof HttpError)) check(route, ctx.status, ctx.body);
  };
  // Refusals thrown after the access rule (validation, `use`, the handler and its services) are checked too.
  const checkRefusal: Middleware<AppState> = async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const status = toHttpError(err)?.status;
      if (check && status) check(route, status, undefined);
      throw err;
    }
  };
  return [allow[route.access], ...(check ? [checkRefusal] : []), validateInput, ...(route.use ?? []), handle];
}

/** Mounts declared routes on a koa-router; `check` validates every JSON response (test suite only). */
export function mountRoutes(router: Router, routes: readonly RouteDef[], check?: ResponseCheck): void {
  for (const route of routes) {
    const stack = routeStack(route, check) as Middleware[];
    router.register(route.path, [route.method], stack as never, { name: `${route.method} ${route.path}` });
  }
}
