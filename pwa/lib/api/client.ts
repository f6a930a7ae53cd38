import type * as z from 'zod/mini';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { messageSchema } from '#shared/schemas/page.ts';
import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.ts';
import { loadErrorMessages } from '../i18n/error-table/load.ts';
import { noteServerBuild } from '../pwa/update-store.ts';
import { takeEarlyData } from './early-data.ts';

/**
 * A non-successful API response. `message` is "<status>: <body text>" (or the status text when the body is
 * empty), as spec 000 §8 General says; `status`, `code` and `fields` come from the `{ message, code, fields? }` body
 * — `body`, already checked against the error contract (null when the body was not one). Made by
 * {@link apiRequestError} from a response, or by {@link refusalError} from a refusal recorded on the device.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  constructor(status: number, statusText: string, bodyText: string, body: ApiError | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
  get code() {
    return this.body?.code;
  }
  get fields() {
    return this.body?.fields;
  }
}

/**
 * The error of a refused response: its body checked against the shared error contract (shared/schemas/api-error.ts),
 * whose zod code is loaded on the first refusal — zod stays out of the first screen's JavaScript (issue 10 item 3,
 * docs/decisions/144-start-chunk-and-lazy-home.md). A body that is not the contract (a proxy's HTML page) gives `body: null`.
 * Resolves once the bilingual error messages are loaded too (pwa/lib/i18n/error-messages.ts, decision 153), so
 * whoever shows the error has its text; if they cannot be fetched, the caller's fallback text is shown.
 */
export async function apiRequestError(status: number, statusText: string, bodyText: string): Promise<ApiRequestError> {
  const [body] = await Promise.all([errorBody(bodyText), loadErrorMessages().catch(() => undefined)]);
  return new ApiRequestError(status, statusText, bodyText, body);
}

/** The `{ message, code, fields? }` body of a refusal, or null when the text is not one. */
async function errorBody(bodyText: string): Promise<ApiError | null> {
  try {
    const json: unknown = JSON.parse(bodyText);
    const { apiErrorSchema } = await import('#shared/schemas/api-error.ts');
    const result = apiErrorSchema.safeParse(json);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The error of a refusal the outbox recorded (`{ status, message, code?, fields? }`, pwa/lib/offline/db.ts), for the
 * same messages as a refusal seen now; a code this build does not know gives `body: null`.
 */
export function refusalError(refusal: { status: number; message: string; code?: string; fields?: Record<string, string[]> }): ApiRequestError {
  const { status, message, code, fields } = refusal;
  const text = JSON.stringify({ message, code, ...(fields ? { fields } : {}) });
  const known = ERROR_CODES.includes(code as ErrorCode);
  return new ApiRequestError(status, '', text, known ? { message, code: code as ErrorCode, ...(fields ? { fields } : {}) } : null);
}

/**
 * Calls the API: method, path and an optional JSON body (sent with a JSON content type only when given);
 * credentials always included (spec 000 §1 Request helper). Extra headers (e.g. Idempotency-Key) may be passed. A
 * first-screen GET takes the answer the page's boot script already asked for (pwa/lib/api/early-data.ts).
 * @throws ApiRequestError for any non-2xx response; TypeError when the network fails.
 */
export async function apiRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  // A first-screen GET the pre-rendered page's boot script already started takes that answer (decision 162); a
  // failed early fetch is asked again here.
  const early = method === 'GET' && body === undefined && Object.keys(headers).length === 0 ? await takeEarlyData(path) : undefined;
  const res = early instanceof Response ? early : await fetch(path, init);
  noteServerBuild(res.headers.get('X-App-Version'));
  if (!res.ok) throw await apiRequestError(res.status, res.statusText, await res.text());
  return res;
}

/** A shared zod schema, classic or `zod/mini`: both have `parse` (throws zod's error on a mismatch). */
type ResponseSchema = z.core.$ZodType & { parse(data: unknown): unknown };

/**
 * A response schema, or a function that loads its module — `() => import('#shared/stats/schemas.ts').then((m) =>
 * m.publicStatsSchema)` — for requests a page makes as it first renders: their code then carries no zod, which
 * loads beside the request (issue 10 item 3, docs/decisions/144-start-chunk-and-lazy-home.md).
 */
export type SchemaSource<T extends ResponseSchema> = T | (() => Promise<T>);

/**
 * Sends a request and parses the JSON response with a shared zod schema — classic or `zod/mini`, by the schema's
 * own `parse`, so this module (part of every first screen) imports no zod code. A schema given as a loader is
 * loaded while the request is under way.
 * @throws ApiRequestError for a non-2xx response; zod's error when the body does not match the schema.
 */
export async function apiJson<T extends ResponseSchema>(schema: SchemaSource<T>, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<z.output<T>> {
  const [res, parser] = await Promise.all([apiRequest(method, path, body, headers), typeof schema === 'function' ? schema() : schema]);
  return parser.parse(await res.json()) as z.output<T>;
}

/**
 * The `{ message }` answer of actions such as DELETE (shared/schemas/page.ts), as a loader for {@link apiJson}: the
 * feature code that calls such actions carries no zod (docs/decisions/145).
 */
export const messageResponse: SchemaSource<typeof messageSchema> = () => import('#shared/schemas/page.ts').then((m) => m.messageSchema);
