/**
 * A member's side of the cluster tests and the soak, through real HTTP (node:http, every call bounded in time):
 * register, log in, call the API with the session cookie, upload a photo through the S3 presigned URL. Each
 * member connects from its own loopback address (127.x.y.z; Linux routes all of 127.0.0.0/8 to this machine), so
 * HAProxy — which writes X-Forwarded-For from the address it sees (decision 158) — and the processes count per-IP
 * limits per member, as for people on their own connections. An X-Forwarded-For the harness writes itself is what
 * a client would write: believed by a process called directly (it trusts one proxy), overwritten by HAProxy.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath, type Endpoint } from '#shared/contracts/contract.ts';

/** Every request of the harness gives up after this long (ms). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A response as the tests read it. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** A random loopback address 127.1–254.0–255.1–254 (never 127.0.0.1, the harness's own) to connect from. */
export const testAddress = () => {
  const [a, b, c] = randomBytes(3);
  return `127.${1 + (a! % 254)}.${b!}.${1 + (c! % 254)}`;
};

/**
 * One HTTP call: JSON in and out, `Origin` set to `origin` (the CSRF check wants the public origin), from the local
 * address `from` (default: the system's choice, 127.0.0.1 on loopback). Bodiless writes say `Content-Length: 0`.
 * @throws Error on a network error or after `timeoutMs` (default {@link REQUEST_TIMEOUT_MS}).
 */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; origin?: string; timeoutMs?: number; from?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.origin ? { origin: opts.origin } : {}), ...opts.headers };
  const payload = opts.body !== undefined ? Buffer.from(JSON.stringify(opts.body)) : undefined;
  if (payload) headers['content-type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') headers['content-length'] = String(payload?.length ?? 0);
  const signal = AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(new URL(base + path), { method, headers, signal, ...(opts.from ? { localAddress: opts.from } : {}) }, resolve);
    req.on('error', reject);
    req.end(payload);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const responseHeaders = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) responseHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.statusCode ?? 0, headers: responseHeaders, body, text };
}

/** Options of {@link callEndpoint}: the endpoint's path parameters and query, and those of {@link call}. */
export interface EndpointCallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  origin?: string;
  timeoutMs?: number;
  from?: string;
}

/**
 * One {@link call} of a contract's endpoint (docs/decisions/182-endpoint-contracts.md): the method and path come from
 * the contract, `params` filled in (URI-encoded) and `query` appended.
 * @throws Error when a path parameter is missing, on a network error or after the timeout.
 */
export function callEndpoint(base: string, endpoint: Pick<Endpoint, 'method' | 'path'>, opts: EndpointCallOptions = {}): Promise<Answer> {
  const { params, query, ...rest } = opts;
  return call(base, endpoint.method, endpointPath(endpoint, { params, query }), rest);
}

/**
 * A signed-in member. `request(base, …)` talks to one process or to the proxy with the member's session, from
 * `address`; `callEndpoint(base, endpoint, …)` does the same for a contract's endpoint.
 */
export interface Member {
  email: string;
  password: string;
  address: string;
  cookie: string;
  request(base: string, method: string, path: string, opts?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  callEndpoint(base: string, endpoint: Pick<Endpoint, 'method' | 'path'>, opts?: Pick<EndpointCallOptions, 'params' | 'query' | 'body' | 'headers'>): Promise<Answer>;
}

const cookieOf = (res: Answer) => res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');

/** The body of `authContract.endpoints.register` for `email` (spec 000 §1; country and language take their defaults). */
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
      call(base, method, path, { ...opts, origin, from: address, headers: { cookie: member.cookie, ...opts.headers } }),
    callEndpoint: (base, endpoint, opts = {}) =>
      callEndpoint(base, endpoint, { ...opts, origin, from: address, headers: { cookie: member.cookie, ...opts.headers } }),
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
  const res = await callEndpoint(base, authContract.endpoints.register, { origin, body: registration(email, password), from: address });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
  return memberWith(origin, email, password, address, cookieOf(res));
}

/**
 * Logs `member` in again through `base` (a new session, kept in the returned member).
 * @throws Error when the login does not answer 200.
 */
export async function logIn(base: string, origin: string, member: Pick<Member, 'email' | 'password' | 'address'>): Promise<Member> {
  const res = await callEndpoint(base, authContract.endpoints.login, { origin, body: { email: member.email, password: member.password }, from: member.address });
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
