import type { ErrorCode } from '#shared/error-codes.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';

/** Fields of the error body beyond message, code and fields (shared/schemas/api-error.ts). */
export type ErrorExtras = Pick<ApiError, 'entitledUntil' | 'currentStatus'>;

/**
 * An error with an HTTP status and a stable `code`, turned into `{ message, code, fields?, …extras }` by the error
 * middleware.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly extras: ErrorExtras | undefined;
  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string[]>, headers?: Record<string, string>, extras?: ErrorExtras) {
    // An expected answer to the client, never logged with a stack (only unknown faults are): capturing one would
    // be the dearest part of a 401 or 404 (docs/decisions/068-guest-first-page-cache.md, request path).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
    this.extras = extras;
  }
}

/** 400: the request is malformed or fails validation; `fields` maps property paths to messages. */
export const badRequest = (message: string, fields?: Record<string, string[]>, code: ErrorCode = 'validation_failed') =>
  new HttpError(400, code, message, fields);
/** 401: no session, or credentials are wrong (`code` tells which). */
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthorized') =>
  new HttpError(401, code, message);
/** 403: signed in but not allowed (e.g. a blocked account, or someone else's record). */
export const forbidden = (message = 'You are not allowed to do this', code: ErrorCode = 'forbidden') =>
  new HttpError(403, code, message);
/** 404: nothing here. */
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
/** 409: conflicts with an existing record (duplicate e-mail, username…). */
export const conflict = (message: string, code: ErrorCode = 'conflict', fields?: Record<string, string[]>) =>
  new HttpError(409, code, message, fields);
/** 413: the body is over the size limit. */
export const payloadTooLarge = (message = 'The request body is too large (limit 100 kB)') =>
  new HttpError(413, 'payload_too_large', message);
/** 415: the body is not JSON. */
export const unsupportedMediaType = (message = 'Send the request body as application/json') =>
  new HttpError(415, 'unsupported_media_type', message);
/** 429: too many requests; `retryAfterSeconds` becomes the Retry-After header. */
export const tooMany = (retryAfterSeconds: number, message = 'Too many requests — please wait and try again') =>
  new HttpError(429, 'rate_limited', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/**
 * 409 `already_entitled`: the member already has what they try to buy, until `until` (decision 157). The body
 * carries `entitledUntil` (Unix seconds) for the bilingual "You already have access until …".
 */
export const alreadyEntitled = (until: Date) =>
  new HttpError(409, 'already_entitled', `You already have access until ${until.toISOString().slice(0, 10)}`, undefined, undefined, {
    entitledUntil: Math.floor(until.getTime() / 1000),
  });
/**
 * 405: the path exists but not with this method; `allowed` (e.g. `['GET', 'HEAD']`) becomes the `Allow` header
 * (RFC 9110 §15.5.6; decision 173).
 */
export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new HttpError(405, 'method_not_allowed', `${method} is not allowed here; use ${allowed.join(', ')}`, undefined, { Allow: allowed.join(', ') });
/** 503: a dependency (the database) is unavailable. */
export const serviceUnavailable = (message = 'Service temporarily unavailable') =>
  new HttpError(503, 'service_unavailable', message);
/** 422: an idempotency key was reused with a different request. */
export const unprocessable = (message: string, code: ErrorCode) => new HttpError(422, code, message);
