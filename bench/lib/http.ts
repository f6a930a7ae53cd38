import { taxiBody as sharedTaxiBody } from '#shared/taxi/samples.ts';

/** Small HTTP helpers of the benchmark (Node's fetch against the loopback server; every call has a timeout). */
const TIMEOUT_MS = 15_000;

/**
 * Signs in through the real `POST /api/auth/login` and returns the `Cookie` header value of the session
 * (`tc.sid=…; tc.sid.sig=…`). Sends `Origin` like a browser does (the API checks it on state-changing requests).
 * @throws Error when the login does not answer 200.
 */
export async function login(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${text}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!cookies.length) throw new Error('login answered 200 without a session cookie');
  return cookies.join('; ');
}

/** GET `path` as JSON. @throws Error on a non-2xx answer. */
export async function getJson<T>(origin: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(origin + path, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A page of GET /api/taxi-services, as far as the benchmark reads it. */
export interface TaxiPage {
  items: { id: string; createdAt: string; isMine: boolean; additionalNotes: string | null }[];
  nextCursor: string | null;
  total: number;
}

/**
 * Follows `nextCursor` from the first page until about `rowsIn` rows have been passed (pages of 100) and returns
 * that cursor — the start of a page deep in the list.
 */
export async function cursorAt(origin: string, rowsIn: number): Promise<{ cursor: string; rowsSkipped: number }> {
  let cursor: string | null = null;
  let skipped = 0;
  while (skipped < rowsIn) {
    const limit = Math.min(100, rowsIn - skipped);
    const page: TaxiPage = await getJson<TaxiPage>(origin, `/api/taxi-services?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    skipped += page.items.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  if (!cursor) throw new Error('the list has no second page: seed more rows');
  return { cursor, rowsSkipped: skipped };
}

/** The raw response of a GET, to replay from the ceiling: body bytes and headers worth replaying. */
export async function captureResponse(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json', 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  res.headers.forEach((value, name) => {
    if (!skip.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body };
}

export { isoDateInDays } from '#shared/taxi/samples.ts';

/** A valid POST /api/taxi-services body (spec 000 §5 Post-taxi form): the shared test body with `note` as its notes. */
export const taxiBody = (note = 'Benchmark request.') => sharedTaxiBody({ additionalNotes: note });

