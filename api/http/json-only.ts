import type { Middleware } from 'koa';
import { unsupportedMediaType } from './errors.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses (415) a request to the API that carries a body that is not JSON. Requests without a body pass. */
export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (BODY_METHODS.has(ctx.method) && hasBody && !ctx.is('application/json')) throw unsupportedMediaType();
    await next();
  };
}
