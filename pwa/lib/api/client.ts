import { parse } from 'zod/mini';
import type * as z from 'zod/mini';
import { apiErrorSchema, type ApiError } from '#shared/schemas/api-error.ts';
import { noteServerBuild } from '../pwa/update-store.ts';

/**
 * A non-successful API response. `message` is "<status>: <body text>" (or the status text when the body is
 * empty), as spec 000 §8 General says; `status`, `code` and `fields` come from the `{ message, code, fields? }` body.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    let parsed: ApiError | null;
    try {
      const result = apiErrorSchema.safeParse(JSON.parse(bodyText));
      parsed = result.success ? result.data : null;
    } catch {
      parsed = null;
    }
    this.body = parsed;
  }
  get code() {
    return this.body?.code;
  }
  get fields() {
    return this.body?.fields;
  }
}

/**
 * Calls the API: method, path and an optional JSON body (sent with a JSON content type only when given);
 * credentials always included (spec 000 §1 Request helper). Extra headers (e.g. Idempotency-Key) may be passed.
 * @throws ApiRequestError for any non-2xx response; TypeError when the network fails.
 */
export async function apiRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const res = await fetch(path, init);
  noteServerBuild(res.headers.get('X-App-Version'));
  if (!res.ok) throw new ApiRequestError(res.status, res.statusText, await res.text());
  return res;
}

/**
 * Sends a request and parses the JSON response with a shared zod schema — classic or `zod/mini` (parsed with
 * zod/mini's `parse`, so the first screen does not load the full zod API; see shared/schemas/page.ts).
 */
export async function apiJson<T extends z.core.$ZodType>(schema: T, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<z.output<T>> {
  const res = await apiRequest(method, path, body, headers);
  return parse(schema, await res.json());
}
