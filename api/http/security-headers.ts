import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { BOOT_SCRIPT } from '#shared/first-paint.ts';

/** CSP source allowing the pages' one inline script, the boot script of shared/first-paint.ts, by its SHA-256. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** Stripe.js hosts (Stripe's CSP guide): the script, its frames (Elements, 3-D Secure) and its API. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** HSTS lifetime: one year, in seconds. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every response (issue 5 item 5). No eval'd script, and one inline script only:
 * the pages' boot script (language cookie, early session request; shared/first-paint.ts), allowed by its hash —
 * everything else is `/assets/*.js`; styles may be inline because Radix' dialogs inject a scroll-lock
 * `<style>` element at run time (react-remove-scroll) and pre-rendered pages carry their critical CSS inline; images allow `data:` for the QR codes; the service worker,
 * manifest and fonts come from us; nothing may frame us. Stripe's hosts are added only when `stripe` is true.
 */
export function contentSecurityPolicy(opts: { stripe: boolean; https: boolean; uploadOrigin?: string | undefined }): string {
  const s = (base: string[], extra: string[]) => [...base, ...(opts.stripe ? extra : [])].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${s(["'self'", BOOT_SCRIPT_SOURCE], STRIPE.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${s(["'self'", ...(opts.uploadOrigin ? [opts.uploadOrigin] : [])], STRIPE.connect)}`,
    `frame-src ${opts.stripe ? STRIPE.frame.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Security headers on every response (issue 5 item 5): Content-Security-Policy (see {@link contentSecurityPolicy};
 * a route may replace it, e.g. the development outbox page), X-Content-Type-Options nosniff, Referrer-Policy
 * strict-origin-when-cross-origin (mail links carry tokens in the query: they never leave in a Referer),
 * X-Frame-Options DENY for old browsers, and Strict-Transport-Security
 * (1 year, subdomains) when `publicUrl` is https.
 */
export function securityHeaders(opts: { publicUrl: string; stripe: boolean; uploadOrigin?: string | undefined }): Middleware {
  const https = opts.publicUrl.startsWith('https://');
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({ stripe: opts.stripe, https, uploadOrigin: opts.uploadOrigin }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (https) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}
