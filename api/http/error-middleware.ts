import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { NotFoundError, UniqueConstraintViolationException, ForeignKeyConstraintViolationException, CheckConstraintViolationException, NotNullConstraintViolationException, ConnectionException } from '@mikro-orm/core';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { HttpError, badRequest, conflict, notFound, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from './errors.ts';
import type { AppState } from './state.ts';

/** Maps a thrown value to an HttpError when it is a known client-side fault; returns null for real faults. */
function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof NotFoundError) return notFound();
  if (err instanceof UniqueConstraintViolationException) return conflict('This record already exists');
  if (err instanceof CheckConstraintViolationException || err instanceof NotNullConstraintViolationException || err instanceof ForeignKeyConstraintViolationException) {
    return badRequest('The request breaks a data rule');
  }
  if (err instanceof ConnectionException) return serviceUnavailable();
  const e = err as { status?: number; type?: string; expose?: boolean; message?: string };
  // co-body / raw-body errors from the body parser
  if (e?.type === 'entity.too.large' || e?.status === 413) return payloadTooLarge();
  if (e?.type === 'entity.parse.failed' || (err instanceof SyntaxError && e.status === 400)) return badRequest('The request body is not valid JSON', undefined, 'invalid_json');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported' || e?.status === 415) return unsupportedMediaType();
  if (e?.status === 400 && e.expose) return badRequest(e.message ?? 'Bad request');
  return null;
}

/**
 * Lets the rest of a half-read request body flow away (read and dropped). A body reader that stops early — the
 * JSON parser or a raw reader refusing a too-large chunked body — leaves the request paused; Node then never
 * parses the next request on that keep-alive connection, and the client waits forever. Bodies never touched are
 * dumped by Node itself. docs/decisions/057-raw-body-keep-alive.md.
 */
function drainUnreadBody(req: IncomingMessage) {
  if (!req.complete && !req.destroyed) req.resume();
}

/**
 * Turns every error into the JSON body `{ message, code, fields? }` with its status. Unknown faults become 500
 * `internal_error` carrying the request id; their stack is logged, never sent. Spec: issue "Walking skeleton" §4.
 * After an error, an unread rest of the request body is drained so the keep-alive connection stays usable.
 */
export function errorMiddleware(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      drainUnreadBody(ctx.req);
      const httpError = toHttpError(err);
      const body: ApiError = httpError
        ? { message: httpError.message, code: httpError.code, ...(httpError.fields ? { fields: httpError.fields } : {}) }
        : { message: 'Something went wrong on our side. Please try again.', code: 'internal_error', requestId: ctx.state.requestId };
      if (!httpError) ctx.state.log.error({ err }, 'unhandled error');
      ctx.status = httpError?.status ?? 500;
      if (httpError?.headers) ctx.set(httpError.headers);
      ctx.body = body;
    }
  };
}
