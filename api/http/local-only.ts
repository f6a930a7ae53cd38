import type { Context, Middleware } from 'koa';
import { notFound } from './errors.ts';
import type { AppState } from './state.ts';

/**
 * Headers a reverse proxy (or a client pretending to be one) adds. Behind a proxy on the same machine every
 * request arrives from a loopback address, so a request carrying any of these is treated as remote.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip'];

/** Whether an address (as Node reports a socket's remote address) is a loopback address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The host name of a Host header value (`[::1]:3000` → `::1`, `localhost:3000` → `localhost`). */
function hostName(host: string): string {
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  return (bracketed ? bracketed[1]! : host.replace(/:\d+$/, '')).toLowerCase();
}

const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);

/**
 * Whether a request comes from this machine directly, so development helpers may answer it
 * (docs/decisions/058-development-helpers-loopback-only.md). All three must hold:
 * - the socket's remote address is loopback (127.0.0.0/8 or ::1) — the socket's, never `X-Forwarded-For`;
 * - no proxy header is present (behind a proxy on the same machine every request comes from loopback);
 * - the Host header names a loopback host (`localhost`, `*.localhost`, 127.x.x.x, `[::1]`), which refuses a
 *   web page that rebinds its own domain name to 127.0.0.1 in the developer's browser (DNS rebinding).
 * TRUST_PROXY does not change this: development helpers are never served through a proxy.
 */
export function isLocalRequest(ctx: Pick<Context, 'req' | 'get'>): boolean {
  if (!isLoopbackAddress(ctx.req.socket.remoteAddress)) return false;
  if (PROXY_HEADERS.some((name) => ctx.get(name) !== '')) return false;
  return isLoopbackName(hostName(ctx.get('host')));
}

/**
 * Guard for development helpers (mounted only outside production): answers 404, as if the route did not exist,
 * unless {@link isLocalRequest}. Meant to be what the `dev` access rule runs (api/http/access.ts).
 * @throws HttpError 404 `not_found` for a request from another machine or through a proxy.
 */
export const localOnly: Middleware<AppState> = async (ctx, next) => {
  if (!isLocalRequest(ctx)) throw notFound(`No such endpoint: ${ctx.method} ${ctx.path}`);
  await next();
};
