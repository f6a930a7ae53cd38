import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { BOOT_SCRIPT } from '#shared/first-paint.ts';
import { createLogger } from './logger.ts';
import { createRateLimiters } from './rate-limit.ts';
import { BOOT_SCRIPT_SOURCE } from './security-headers.ts';
import { authContract } from '#shared/auth/contract.ts';
import { healthContract } from '#shared/health/contract.ts';
import { call } from '../test/call.ts';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  t = await createTestApp();
  // A tiny built shell, so the HTML responses are tested without depending on `npm run build`.
  staticDir = mkdtempSync(path.join(tmpdir(), 'tc-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
});
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  await t.close();
});

/** A client of the app built with `config` changes (the test database and mailer are shared). */
function clientWith(changes: Partial<TestApp['config']>) {
  const app = createApp({ config: { ...t.config, staticDir, ...changes }, orm: t.orm, logger: createLogger('silent'), mailer: t.mailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
  return supertest(app.callback());
}

/** The CSP header parsed into directive → sources. */
function csp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name, values]));
}

describe('security headers (issue 5 item 5)', () => {
  it('are on the HTML shell, API answers and errors alike', async () => {
    const client = clientWith({});
    for (const res of [await client.get('/profile').set('Accept', 'text/html'), await call(client, healthContract.endpoints.health), await call(client, authContract.endpoints.user), await client.post('/api/nope')]) { // not a contract path: an unknown route
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['script-src']).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['img-src']).toContain('data:');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('never allow inline or eval\'d scripts, nor Stripe without Stripe keys', async () => {
    const policy = csp((await call(clientWith({}), healthContract.endpoints.health)).headers['content-security-policy']);
    const all = Object.values(policy).flat().join(' ');
    expect(all).not.toMatch(/unsafe-eval|stripe/);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('allow exactly one inline script: the boot script of shared/first-paint.ts, by its SHA-256 (issue 10)', () => {
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });

  it('allow Stripe.js, its frames and API when Stripe is configured', async () => {
    const stripe = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' };
    const policy = csp((await call(clientWith({ stripe } as Partial<TestApp['config']>), healthContract.endpoints.health)).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", BOOT_SCRIPT_SOURCE, 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('add HSTS (one year) and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const res = await call(clientWith({ publicUrl: 'https://tamil.example' }), healthContract.endpoints.health);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('the PWA shell needs no inline script', () => {
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1] ?? '', body: (m[2] ?? '').trim() }));

  it('pwa/index.html loads its one script from a file', () => {
    const scripts = scriptsOf(readFileSync(path.resolve(import.meta.dirname, '../../pwa/index.html'), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s.attrs).toMatch(/\bsrc=/);
      expect(s.body).toBe('');
    }
    expect(readFileSync(path.resolve(import.meta.dirname, '../../pwa/index.html'), 'utf8')).not.toMatch(/\son[a-z]+=/i);
  });
  // The built shell and pre-rendered pages are checked after the build, in e2e/built-pages.spec.ts.
});
