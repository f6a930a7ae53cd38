import { BlockList, isIP } from 'node:net';
import type { Middleware } from 'koa';

/**
 * How far the app believes the `X-Forwarded-*` headers (docs/decisions/158-proxy-trust.md):
 * - `none`: never; the client is the socket's peer.
 * - `hops`: the app is reachable only through `hops` proxies in a row, each appending the address it saw to
 *   `X-Forwarded-For`: the client is the `hops`-th entry from the right; whatever the client wrote to the left
 *   of it is ignored.
 * - `addresses`: the proxies are the listed addresses or CIDR ranges: entries are read from the right while the
 *   hop that wrote them is one of them; the first address that is not is the client. A request from any other
 *   peer is answered as if it carried no proxy header at all.
 */
export type ProxyTrust = { mode: 'none' } | { mode: 'hops'; hops: number } | { mode: 'addresses'; addresses: string[] };

/** More proxies in a row than this is a typo, not a deployment. */
export const MAX_PROXY_HOPS = 10;

/** The headers a proxy writes and Koa reads with `proxy: true` (client address, protocol, host). */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'y', 'enabled']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'n', 'disabled', '']);

/** One entry of an address list: an IPv4/IPv6 address, optionally with a `/prefix`. */
interface Range {
  address: string;
  family: 'ipv4' | 'ipv6';
  prefix: number;
}

function parseRange(entry: string): Range {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= max)) throw new Error(`"${entry}": the prefix length must be 0–${max}`);
  return { address, family: version === 4 ? 'ipv4' : 'ipv6', prefix };
}

/**
 * Reads `TRUST_PROXY`: `false`/`0`/unset → none; `true` → one proxy (HAProxy of ops/deploy, nginx, a platform's
 * router); a number 1–{@link MAX_PROXY_HOPS} → that many proxies in a row; a comma-separated list of addresses
 * and CIDR ranges (`10.0.0.0/8, 127.0.0.1, fd00::/8`) → those proxies.
 * @throws Error with a sentence naming the bad part (api/config.ts reports it as an invalid environment).
 */
export function parseTrustProxy(value: string): ProxyTrust {
  const text = value.trim().toLowerCase();
  if (FALSE_WORDS.has(text)) return { mode: 'none' };
  if (TRUE_WORDS.has(text)) return { mode: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new Error(`${hops} proxies in a row is more than ${MAX_PROXY_HOPS}; give the number of proxies in front of the app (usually 1)`);
    return { mode: 'hops', hops };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) parseRange(entry);
  if (!entries.length) throw new Error('expected true, false, a number of proxies or a list of proxy addresses');
  return { mode: 'addresses', addresses: entries };
}

/** A short description for the start-up log line, e.g. `1 proxy`, `proxies 10.0.0.0/8`, `no proxy`. */
export function describeProxyTrust(trust: ProxyTrust): string {
  if (trust.mode === 'none') return 'no proxy';
  if (trust.mode === 'hops') return trust.hops === 1 ? '1 proxy' : `${trust.hops} proxies in a row`;
  return `proxies ${trust.addresses.join(', ')}`;
}

/** Koa's own options for `trust`: `proxy` turns the headers on, `maxIpsCount` keeps only the hops' entries. */
export function koaProxyOptions(trust: ProxyTrust): { proxy: boolean; maxIpsCount: number } {
  if (trust.mode === 'hops') return { proxy: true, maxIpsCount: trust.hops };
  return { proxy: trust.mode === 'addresses', maxIpsCount: 0 };
}

/**
 * The client address behind trusted proxies: starting from the socket's peer, step left through `X-Forwarded-For`
 * while the current hop is trusted; an entry that is not an IP address stops the walk (it is what a trusted proxy
 * reported). Exported for the unit tests.
 */
export function clientBehindProxies(peer: string, forwardedFor: string, isProxy: (address: string) => boolean): string {
  const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
  let client = peer;
  for (let i = entries.length - 1; i >= 0 && isProxy(client); i--) client = entries[i]!;
  return client;
}

/**
 * For `addresses` trust, the middleware that decides the client address (`ctx.ip`) by walking `X-Forwarded-For`
 * through the listed proxies, and removes every `X-Forwarded-*` header of a request whose peer is not one of them
 * (so Koa's protocol and host ignore them too). Mounted first in api/app.ts; null for the other modes, which Koa's
 * own options cover ({@link koaProxyOptions}).
 */
export function proxyTrustMiddleware(trust: ProxyTrust): Middleware | null {
  if (trust.mode !== 'addresses') return null;
  const proxies = new BlockList();
  for (const range of trust.addresses.map(parseRange)) proxies.addSubnet(range.address, range.prefix, range.family);
  const isProxy = (address: string) => {
    const version = isIP(address);
    return version !== 0 && proxies.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
  return async (ctx, next) => {
    const peer = ctx.socket.remoteAddress ?? '';
    if (isProxy(peer)) {
      ctx.request.ip = clientBehindProxies(peer, ctx.get('x-forwarded-for'), isProxy);
    } else {
      for (const header of FORWARDED_HEADERS) delete ctx.req.headers[header];
      ctx.request.ip = peer;
    }
    await next();
  };
}
