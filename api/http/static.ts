import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

const NEVER_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA from `dir`: hashed files under /assets/ are cached for a year (immutable); index.html,
 * the service worker and the manifest are never cached. Any other GET that accepts HTML gets index.html so
 * client-side routes (e.g. /profile) load on a fresh visit. Text files are sent as their build-time `.br` or
 * `.gz` copy when the client accepts it (made by vite-plugin-compression2 at brotli 11 / gzip 9: smaller than
 * koa-compress's per-request brotli 4, and no CPU per request); koa-compress leaves an encoded body alone.
 */
export function serveApp(dir: string): Middleware {
  const files = serve(dir, {
    index: 'index.html',
    gzip: true,
    brotli: true,
    setHeaders(res, filePath) {
      // The path of the file sent: for a precompressed copy, without its `.br`/`.gz` suffix.
      const rel = `/${path.relative(dir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      if (rel.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (NEVER_CACHE.has(rel)) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const indexFile = path.join(dir, 'index.html');
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/dev/')) return next();
    await files(ctx, next);
    if (ctx.body != null || ctx.status !== 404) return;
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.accepts('html') && !path.extname(ctx.path)) {
      if (!existsSync(indexFile)) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The PWA is not built yet: run `npm run build` (npm start does it for you).';
        return;
      }
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = await readFile(indexFile);
    }
  };
}
