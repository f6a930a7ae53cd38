/**
 * A member's side of the cluster tests and the soak, through real HTTP (Node's fetch, every call bounded in time):
 * register, log in, call the API with the session cookie, upload a photo through the S3 presigned URL. Each
 * member comes from its own forwarded address (X-Forwarded-For; the app trusts the proxy), so per-IP limits count
 * per member, as for people behind one real proxy.
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** Every request of the harness gives up after this long (ms). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A response as the tests read it. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** A random address in 198.51.100.0/24 (TEST-NET-2, never routed) with a random last octet — only a header value. */
export const testAddress = () => `198.51.${100 + (randomBytes(1)[0]! % 4)}.${1 + (randomBytes(1)[0]! % 254)}`;

/** One HTTP call: JSON in and out, `Origin` set to `origin` (the CSRF check wants the public origin). */
export async function call(base: string, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string>; origin?: string; timeoutMs?: number } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.origin ? { origin: opts.origin } : {}), ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    signal: AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** A signed-in member. `as(base)` talks to one process or to the proxy with the member's session. */
export interface Member {
  email: string;
  password: string;
  address: string;
  cookie: string;
  request(base: string, method: string, path: string, opts?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
}

const cookieOf = (res: Answer) => res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');

/** The body of POST /api/auth/register for `email` (spec 000 §1; country and language take their defaults). */
export const registration = (email: string, password: string) => ({
  fullName: 'Cluster Member',
  username: `cm_${randomBytes(5).toString('hex')}`,
  email,
  password,
  phoneNumber: '+94771234567',
  address: '1 Temple Road',
  city: 'Jaffna',
});

function memberWith(origin: string, email: string, password: string, address: string, cookie: string): Member {
  const member: Member = {
    email,
    password,
    address,
    cookie,
    request: (base, method, path, opts = {}) =>
      call(base, method, path, { ...opts, origin, headers: { cookie: member.cookie, 'x-forwarded-for': address, ...opts.headers } }),
  };
  return member;
}

/**
 * Registers a new member through `base` (a process or the proxy; `origin` is the public origin) and keeps the
 * session cookie of the answer.
 * @throws Error when the registration does not answer 201.
 */
export async function registerMember(base: string, origin: string): Promise<Member> {
  const email = `cluster-${randomUUID()}@example.com`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const address = testAddress();
  const res = await call(base, 'POST', '/api/auth/register', { origin, body: registration(email, password), headers: { 'x-forwarded-for': address } });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
  return memberWith(origin, email, password, address, cookieOf(res));
}

/**
 * Logs `member` in again through `base` (a new session, kept in the returned member).
 * @throws Error when the login does not answer 200.
 */
export async function logIn(base: string, origin: string, member: Pick<Member, 'email' | 'password' | 'address'>): Promise<Member> {
  const res = await call(base, 'POST', '/api/auth/login', { origin, body: { email: member.email, password: member.password }, headers: { 'x-forwarded-for': member.address } });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
  return memberWith(origin, member.email, member.password, member.address, cookieOf(res));
}

/**
 * Sends `bytes` to an upload URL (the S3 presigned PUT, straight to the bucket, as the browser does).
 * @returns the bucket's status code.
 */
export async function putToBucket(uploadURL: string, bytes: Buffer, contentType = 'image/jpeg'): Promise<number> {
  const res = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await res.arrayBuffer();
  return res.status;
}

/** The upload URL without its query string (what a client sends as `imageURL`, spec 001 §7). */
export const withoutQuery = (url: string) => url.split('?')[0]!;
