import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { routeMatcher } from '#shared/app-routes.ts';
import { LANGUAGE_COOKIE } from '#shared/first-paint.ts';
import { redirectOf } from '#shared/route-redirects.ts';
import { pageHeadFor, withHead } from './page-heads.ts';

const NEVER_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

type Language = 'ta' | 'en';

/**
 * dist/prerender/routes.json, written by the build (scripts/prerender-plugin.ts): the pre-rendered page of each
 * public path per language, the not-found page, and every route path of the app (TanStack syntax).
 */
interface PrerenderManifest {
  pages: Record<string, Record<Language, string>>;
  notFound: Record<Language, string>;
  routes: string[];
}

/**
 * Reads the build's pre-render manifest, again only when the file changed (a rebuild while the server runs).
 * Null before the first build with pre-rendering.
 */
function manifestReader(dir: string) {
  const file = path.join(dir, 'prerender/routes.json');
  let cached: { mtimeMs: number; manifest: PrerenderManifest; matchers: RegExp[] } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as PrerenderManifest;
      cached = { mtimeMs, manifest, matchers: manifest.routes.map(routeMatcher) };
    }
    return cached;
  };
}

/**
 * Sends an HTML file of the build, as its `.br` or `.gz` copy when the client accepts it and one exists, uncached
 * (`no-cache`: revalidated on every visit, the files change with each build).
 */
async function sendHtml(ctx: Context, dir: string, file: string, status = 200) {
  const full = path.join(dir, file);
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const sent = suffix && existsSync(full + suffix) ? full + suffix : full;
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (sent !== full) ctx.set('Content-Encoding', encoding as string);
  ctx.body = await readFile(sent); // koa sends only the headers for HEAD
}

/** The UI language of this request: the cookie mirrored from the PWA's stored choice; Tamil by default. */
const requestLanguage = (ctx: Context): Language => (ctx.cookies.get(LANGUAGE_COOKIE) === 'en' ? 'en' : 'ta');

/**
 * Serves the built PWA from `dir`: hashed files under /assets/ are cached for a year (immutable); index.html,
 * the service worker and the manifest are never cached. Text files are sent as their build-time `.br` or `.gz`
 * copy when the client accepts it (made by vite-plugin-compression2 at brotli 11 / gzip 9: smaller than
 * koa-compress's per-request brotli 4, and no CPU per request); koa-compress leaves an encoded body alone.
 *
 * A GET that accepts HTML and names no file (an app route) gets, once the build has pre-rendered
 * (docs/decisions/065-pre-rendered-first-paint.md, 069-unknown-paths-404.md):
 * - an old address of a page (shared/route-redirects.ts): a 301 to the page's route;
 * - a public route: its pre-rendered page in the language of the `tc_lang` cookie (Tamil by default; `Vary: Cookie`);
 * - another route of the app (a member page, a page per record): index.html, rendered in the browser;
 * - any other path: the pre-rendered not-found page with status **404** (issue 11 defect 7).
 * Before that (an older build) every such path gets index.html with 200.
 */
export function serveApp(dir: string): Middleware {
  const files = serve(dir, {
    index: false,
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
  const readManifest = manifestReader(dir);
  return async (ctx, next) => {
    // /objects/… are uploaded images (api/modules/uploads): never the PWA's index.html.
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/dev/') || ctx.path.startsWith('/objects/')) return next();
    const page = (ctx.method === 'GET' || ctx.method === 'HEAD') && !path.extname(ctx.path);
    if (!page || !ctx.accepts('html')) {
      await files(ctx, next);
      return;
    }
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The PWA is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    // An old address of a page (shared/route-redirects.ts, decision 179): a permanent redirect, the query kept.
    const moved = redirectOf(ctx.path);
    if (moved) {
      ctx.status = 301;
      ctx.redirect(ctx.querystring ? `${moved}?${ctx.querystring}` : moved);
      return;
    }
    // A shareable record page (e.g. /jobs/:id) gets its own title, description, Open Graph and JSON-LD (page-heads.ts).
    const pageHead = await pageHeadFor(ctx, ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path);
    if (pageHead) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = withHead(await readFile(indexFile, 'utf8'), pageHead);
      return;
    }
    const prerendered = await readManifest();
    if (!prerendered) return sendHtml(ctx, dir, 'index.html');
    const { manifest, matchers } = prerendered;
    const routePath = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
    const language = requestLanguage(ctx);
    const pre = manifest.pages[routePath];
    if (pre) {
      ctx.vary('Cookie');
      return sendHtml(ctx, dir, pre[language]);
    }
    if (matchers.some((m) => m.test(routePath))) return sendHtml(ctx, dir, 'index.html');
    ctx.vary('Cookie');
    return sendHtml(ctx, dir, manifest.notFound[language], 404);
  };
}
