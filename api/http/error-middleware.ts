import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import { NotFoundError, UniqueConstraintViolationException, ForeignKeyConstraintViolationException, CheckConstraintViolationException, NotNullConstraintViolationException, ConnectionException, DriverException } from '@mikro-orm/core';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { HttpError, badRequest, conflict, notFound, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from './errors.ts';
import type { AppState } from './state.ts';

/** Network errors of a database connection (Node's `code`). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is away: class 08 (connection), shutting down or starting up, out of connections. */
const AWAY_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/**
 * True when `err` says the database cannot be reached (refused, reset, timed out, shutting down, starting up,
 * out of connections) rather than that the query was wrong: the request is answered 503 `service_unavailable`
 * and a later retry can succeed (issue 20, "PostgreSQL restarted while serving").
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionException) return true;
  if (!(err instanceof DriverException)) return false;
  const code = String(err.code ?? '');
  return NETWORK_CODES.has(code) || AWAY_STATES.test(code) || /Connection terminated|timeout exceeded when trying to connect/i.test(err.message);
}

/** Status logged for a request whose client went away before it was answered (nginx's "client closed request"). */
export const CLIENT_CLOSED_REQUEST = 499;

/** Error codes of a stream that ended because its peer went away. */
const PEER_GONE_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * True when `err` is the client going away mid-request — an upload cut off, a body parser's "request aborted", a
 * socket closed under a stream — and not a fault of ours: the error says the peer left (`request.aborted`, or a
 * connection-reset code) and the request's socket is indeed gone. A reset of another connection (the database,
 * S3) while the client is still there is not this.
 */
export function isClientGone(ctx: Pick<Context, 'req'>, err: unknown): boolean {
  const e = err as { code?: string; type?: string } | null;
  const saysPeerLeft = e?.type === 'request.aborted' || PEER_GONE_CODES.has(e?.code ?? '');
  return saysPeerLeft && Boolean(ctx.req.destroyed || ctx.req.socket?.destroyed);
}

/** Maps a thrown value to an HttpError when it is a known client-side fault; returns null for real faults. */
export function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof NotFoundError) return notFound();
  if (err instanceof UniqueConstraintViolationException) return conflict('This record already exists');
  if (err instanceof CheckConstraintViolationException || err instanceof NotNullConstraintViolationException || err instanceof ForeignKeyConstraintViolationException) {
    return badRequest('The request breaks a data rule');
  }
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
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
 * Turns every error into the JSON body `{ message, code, fields?, …extras }` with its status. Unknown faults become 500
 * `internal_error` carrying the request id; their stack is logged, never sent. Spec: issue "Walking skeleton" §4.
 * After an error, an unread rest of the request body is drained so the keep-alive connection stays usable.
 * A client that went away ({@link isClientGone}) gets nothing (there is no one to answer); the request is logged
 * with status 499 at info level by request-log.ts, not as an error (decision 159).
 */
export function errorMiddleware(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (isClientGone(ctx, err)) {
        ctx.status = CLIENT_CLOSED_REQUEST;
        return;
      }
      drainUnreadBody(ctx.req);
      const httpError = toHttpError(err);
      const body: ApiError = httpError
        ? { message: httpError.message, code: httpError.code, ...(httpError.fields ? { fields: httpError.fields } : {}), ...httpError.extras }
        : { message: 'Something went wrong on our side. Please try again.', code: 'internal_error', requestId: ctx.state.requestId };
      if (!httpError) ctx.state.log.error({ err }, 'unhandled error');
      ctx.status = httpError?.status ?? 500;
      if (httpError?.headers) ctx.set(httpError.headers);
      ctx.body = body;
    }
  };
}
