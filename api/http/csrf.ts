import type { Context, Middleware } from 'koa';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** English fallback of the 403 `csrf_rejected` answer. */
export const CSRF_MESSAGE = 'This request did not come from this site';

/** The origin (`scheme://host[:port]`) of a URL, or null when it is not an absolute http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request is refused as cross-site, or null when it may pass. Exported for the unit tests.
 * Order: `Origin` (a value of `null` — sandboxed frames, some redirects — is refused); else `Referer`; else
 * `Sec-Fetch-Site` (refused unless `same-origin` or `none`); with none of the three the request passes — it does
 * not come from a browser page (docs/decisions/011-csrf-origin-check.md).
 */
export function crossSiteReason(headers: { origin?: string; referer?: string; secFetchSite?: string }, allowed: ReadonlySet<string>): string | null {
  if (headers.origin) {
    if (headers.origin === 'null') return 'opaque origin';
    return allowed.has(headers.origin) ? null : 'foreign origin';
  }
  if (headers.referer) {
    const origin = originOf(headers.referer);
    return origin && allowed.has(origin) ? null : 'foreign referer';
  }
  if (headers.secFetchSite && headers.secFetchSite !== 'same-origin' && headers.secFetchSite !== 'none') return 'cross-site fetch';
  return null;
}

/**
 * CSRF defence for the API (issue 5 item 4): every state-changing request (not GET/HEAD/OPTIONS) under `/api/`
 * must come from our own origin — `publicUrl`'s origin or the origin the request was sent to (its protocol and
 * Host) — else 403 `csrf_rejected`. Webhooks (`/api/webhooks/…`) are exempt: they come from the payment
 * provider and are verified by signature. The session cookie stays SameSite=Lax as a second layer.
 */
export function csrfProtection(opts: { publicUrl: string }): Middleware {
  const publicOrigin = originOf(opts.publicUrl);
  return async (ctx: Context, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/') || ctx.path.startsWith('/api/webhooks/')) return next();
    const allowed = new Set<string>([`${ctx.protocol}://${ctx.host}`]);
    if (publicOrigin) allowed.add(publicOrigin);
    const reason = crossSiteReason(
      { origin: ctx.get('origin') || undefined, referer: ctx.get('referer') || undefined, secFetchSite: ctx.get('sec-fetch-site') || undefined },
      allowed,
    );
    if (reason) {
      ctx.state.log?.warn({ reason, origin: ctx.get('origin') || undefined, method: ctx.method, path: ctx.path }, 'cross-site request refused');
      throw forbidden(CSRF_MESSAGE, 'csrf_rejected');
    }
    await next();
  };
}
