import type { Middleware } from 'koa';
import { unsupportedMediaType } from './errors.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths whose routes read the raw request body themselves (declared with `rawBody`): payment webhooks (signatures
 * cover the exact bytes) and the disk store's image uploads (streamed to disk with a size cap, never buffered).
 * The JSON-only check and the JSON body parser leave them alone.
 */
export const RAW_BODY_PATH_PREFIXES = ['/api/webhooks/', '/api/objects/uploads/'] as const;

/** Whether the route at `path` reads its own raw body (see {@link RAW_BODY_PATH_PREFIXES}). */
export const isRawBodyPath = (path: string) => RAW_BODY_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Refuses (415) a request to the API that carries a body that is not JSON. Requests without a body pass, and so do
 * the raw-body paths (their routes check the body themselves).
 */
export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (BODY_METHODS.has(ctx.method) && hasBody && !ctx.is('application/json') && !isRawBodyPath(ctx.path)) throw unsupportedMediaType();
    await next();
  };
}
