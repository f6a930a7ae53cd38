import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './state.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (X-Request-Id, echoed back) and a child logger, then logs one line per request with
 * method, path (never the query string, which may hold tokens), status, duration in ms and the user id.
 * Bodies, cookies and headers are never logged. A 5xx is logged at error level; everything else, including 499
 * (the client went away mid-request, error-middleware.ts), at info.
 */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The child logger is made when something logs through it (most requests only write their request line).
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ requestId })), set: (value: Logger) => void (log = value), enumerable: true, configurable: true });
    ctx.set('X-Request-Id', requestId);
    const start = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const line = { requestId, method: ctx.method, path: ctx.path, status, ms: Math.round(performance.now() - start), userId: ctx.state.user?.id };
      if (status >= 500) logger.error(line, 'request');
      else if (logger.isLevelEnabled('info')) logger.info(line, 'request');
    }
  };
}
