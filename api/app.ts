import { readFileSync } from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import compress from 'koa-compress';
import { bodyParser } from '@koa/bodyparser';
import session from 'koa-session';
import { constants as zlib } from 'node:zlib';
import type { Logger } from 'pino';
import { BODY_LIMIT_BYTES } from '#shared/constants.ts';
import type { AppConfig } from './config.ts';
import type { Orm } from './db/orm.ts';
import { loadUser } from './http/auth.ts';
import { memberHint } from './http/member-hint.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { methodNotAllowed, notFound } from './http/errors.ts';
import { isRawBodyPath, jsonOnly } from './http/json-only.ts';
import { inputGuard } from './http/input-guard.ts';
import { requestLog } from './http/request-log.ts';
import { databaseSessionStore } from './http/session-store.ts';
import { serveApp } from './http/static.ts';
import type { AppState } from './http/state.ts';
import type { Mailer } from './services/mail.ts';
import Router from '@koa/router';
import { apiDocsRoutes } from './http/api-docs.ts';
import type { DocumentedRoute } from './http/openapi.ts';
import { mountRoutes, type ResponseCheck } from './http/route.ts';
import { documentedRoutesOf, memberContentHider, type AppModule, type ModuleDeps } from './modules/module.ts';
import { createContactSources } from './modules/payments/contact-sources.ts';
import { findSignedInUser } from './modules/users/signed-in-user.ts';
import { modules as registeredModules } from './registry.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createMetrics } from './http/metrics.ts';
import { csrfProtection } from './http/csrf.ts';
import { collectLimits, createRateLimiters, type RateLimiters } from './http/rate-limit.ts';
import { koaProxyOptions, proxyTrustMiddleware } from './http/proxy-trust.ts';
import { personalResponses } from './http/cache-control.ts';

/** Everything the app needs from outside; tests pass their own (in-memory database, temp outbox). */
export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  logger: Logger;
  mailer: Mailer;
  /** The source of "now" for paid periods and subscriptions; default: the system clock (tests move time). */
  clock?: Clock;
  /** Rate limiters (api/http/rate-limit.ts); default: counters in the database (or Redis with REDIS_URL). */
  rateLimiters?: RateLimiters;
  /** The modules to mount; default: every module of api/registry.ts. */
  modules?: readonly AppModule[];
  /** Checks every JSON response against its declared schema (the API test suite turns this on; never production). */
  responseCheck?: ResponseCheck;
}

/** The build id of the served PWA (dist/version.json), or null before the first build. */
function readBuildId(staticDir: string): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(staticDir, 'version.json'), 'utf8')) as { build?: string }).build ?? null;
  } catch {
    return null;
  }
}

/** Methods some route or the static files answer; any other (TRACE, CONNECT, …) is 405 everywhere. */
const SERVED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Session cookie lifetime: 30 days (ms). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Name of the session cookie (koa-session; signed, its signature in `tc.sid.sig`). */
const SESSION_COOKIE = 'tc.sid';

/**
 * Builds the Koa application without listening. Order: client address behind trusted proxies (decision 158) →
 * request id + log → security headers → `Cache-Control` of personal answers → errors →
 * compression → static PWA → CSRF origin check (state-changing /api requests) → JSON-only check → size-limited
 * body parser → per-request EntityManager → session → user → every module's declared routes (api/registry.ts)
 * and the OpenAPI document → 404.
 */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { config, orm, logger, mailer } = deps;
  // X-Forwarded-For is believed only as far as TRUST_PROXY says: Koa keeps the configured number of hops, or the
  // middleware walks the listed proxy addresses (api/http/proxy-trust.ts, decision 158).
  const app = new Koa<AppState>({ keys: config.sessionKeys, ...koaProxyOptions(config.trustProxy) });
  const secureCookies = config.publicUrl.startsWith('https://');
  const clientAddress = proxyTrustMiddleware(config.trustProxy);
  if (clientAddress) app.use(clientAddress);

  const build = readBuildId(config.staticDir);
  // Request count + latency per route template (api/http/metrics.ts); GET /metrics only with METRICS_TOKEN.
  const metrics = createMetrics(orm);
  app.use(metrics.middleware);
  app.use(requestLog(logger));
  app.use(securityHeaders({ publicUrl: config.publicUrl, stripe: Boolean(config.stripe), uploadOrigin: config.s3 && new URL(config.s3.endpoint).origin }));
  // Every /api answer a session shapes: `Cache-Control: private, no-store` (errors included; api/http/cache-control.ts).
  app.use(personalResponses({ sessionCookie: SESSION_COOKIE }));
  app.use(async (ctx, next) => {
    // Lets an installed shell notice that the server now runs a newer build (pwa/lib/pwa/update-store.ts).
    if (build && ctx.path.startsWith('/api/')) ctx.set('X-App-Version', build);
    await next();
  });
  app.use(errorMiddleware());
  app.use(metrics.endpoint(config.metricsToken));
  app.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } }));
  app.use(serveApp(config.staticDir));
  app.use(csrfProtection({ publicUrl: config.publicUrl }));
  app.use(jsonOnly());
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT_BYTES, jsonStrict: true, encoding: 'utf-8' });
  // Webhooks and disk uploads get their raw body: signatures cover the exact bytes (api/modules/payments); images
  // are streamed to disk with a size cap (api/modules/uploads).
  app.use((ctx, next) => (isRawBodyPath(ctx.path) ? next() : parseJson(ctx, next)));
  // Text PostgreSQL cannot hold (NUL, lone surrogates) and over-deep bodies → 400 before any route (decision 055).
  app.use(inputGuard());
  app.use(async (ctx, next) => {
    // Forked on first use: a request answered without the database (a guest's cached list page, a 404, a 401 of
    // the access rule) does not pay for an EntityManager (docs/decisions/068-guest-first-page-cache.md).
    let em: AppState['em'] | undefined;
    Object.defineProperty(ctx.state, 'em', { get: () => (em ??= orm.em.fork()), set: (value: AppState['em']) => void (em = value), enumerable: true, configurable: true });
    await next();
  });
  if (secureCookies) {
    // The session cookie is always marked Secure when PUBLIC_URL is https. Behind a TLS-terminating proxy without
    // TRUST_PROXY the hop to us is plain HTTP and koa would refuse to set a Secure cookie (every login a 500);
    // the browser still only returns the cookie over https.
    app.use(async (ctx, next) => {
      ctx.cookies.secure = true;
      await next();
    });
  }
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: SESSION_MAX_AGE_MS,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        renew: true,
        rolling: false,
        store: databaseSessionStore(orm),
      },
      app as unknown as Koa,
    ),
  );
  app.use(loadUser(findSignedInUser));
  app.use(memberHint({ maxAgeMs: SESSION_MAX_AGE_MS, secure: secureCookies }));

  const moduleDeps: ModuleDeps = {
    config,
    orm,
    logger,
    mailer,
    clock: deps.clock ?? systemClock,
    limits: deps.rateLimiters ?? createRateLimiters({ orm, redisUrl: config.redisUrl }),
    contactSources: createContactSources((deps.modules ?? registeredModules).flatMap((module) => Object.entries(module.contactSources ?? {}))),
    hideMemberContent: memberContentHider(deps.modules ?? registeredModules),
  };
  // Each module's own rate limits (decision 180), on the limiters given or made here.
  moduleDeps.limits.declare(collectLimits(deps.modules ?? registeredModules));
  // Every module's declared routes, then the API's own description of them (GET /api/openapi.json, /api/docs).
  const documented: DocumentedRoute[] = documentedRoutesOf(deps.modules ?? registeredModules, moduleDeps, config.isProduction);
  for (const route of apiDocsRoutes(config.publicUrl, () => documented)) documented.push({ route, tag: 'api' });
  const router = new Router();
  mountRoutes(router, documented.map((entry) => entry.route), deps.responseCheck);
  app.use(router.routes());

  // What no route answered (decision 173): a path some route has, asked with another method → 405 with `Allow`
  // (OPTIONS → 204 with `Allow`); TRACE, CONNECT and other methods nobody serves → 405 too, anywhere, as an
  // ordinary refusal (not koa-router's 501, which was logged as a fault); else 404 under /api and /dev.
  app.use(async (ctx) => {
    const matched = (ctx as { matched?: { methods: string[] }[] }).matched ?? [];
    const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
    if (allowed.length && ctx.method === 'OPTIONS') {
      ctx.set('Allow', [...allowed, 'OPTIONS'].join(', '));
      ctx.status = 204;
      return;
    }
    if (allowed.length) throw methodNotAllowed(ctx.method, allowed);
    if (!SERVED_METHODS.has(ctx.method)) throw methodNotAllowed(ctx.method, ['GET', 'HEAD']);
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/dev/')) {
      throw notFound(`No such endpoint: ${ctx.method} ${ctx.path}`);
    }
  });
  // Errors koa reports outside the middleware chain (mostly a client that went away mid-response, e.g. a
  // service worker aborting a fetch): log them through pino instead of koa's default stderr dump.
  app.on('error', (err: NodeJS.ErrnoException) => {
    const clientGone = err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE';
    if (clientGone) logger.debug({ code: err.code }, 'client closed the connection');
    else logger.error({ err }, 'unhandled koa error');
  });
  return app;
}
