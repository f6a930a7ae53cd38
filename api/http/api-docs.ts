import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { buildOpenApiDocument, type DocumentedRoute } from './openapi.ts';
import { bindRoute, type RouteDef } from './route.ts';
import { notFound } from './errors.ts';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/**
 * Files of swagger-ui-dist served under /api/docs/ (self-hosted: no CDN), by name → media type. A Map, not an object
 * literal: a name such as `constructor` or `__proto__` must be "no such file", not an inherited property.
 */
const ASSETS = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
]);

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tamil Community API reference</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;
/** The reference page runs swagger-ui's own script and inline styles; nothing else. */
const DOCS_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The API describes itself (shared/contracts/api-docs.ts): `GET /api/openapi.json` — the OpenAPI 3.1 document built
 * from every mounted declared route; `GET /api/docs` — a readable reference (Swagger UI, served from node_modules).
 * `documented` returns every mounted route (api/app.ts); the document is built on the first request.
 */
export function apiDocsRoutes(publicUrl: string, documented: () => readonly DocumentedRoute[]): RouteDef[] {
  let cached: unknown;
  const { endpoints } = apiDocsContract;
  return [
    bindRoute(endpoints.openApi, {
      handler(ctx) {
        cached ??= buildOpenApiDocument(documented(), { version: process.env.npm_package_version ?? '0.1.0', serverUrl: publicUrl });
        ctx.set('Cache-Control', 'no-cache');
        return cached as { openapi: string };
      },
    }),
    bindRoute(endpoints.page, {
      handler(ctx) {
        ctx.set('Content-Security-Policy', DOCS_CSP);
        ctx.type = 'html';
        ctx.body = DOCS_HTML;
      },
    }),
    bindRoute(endpoints.asset, {
      handler(ctx, { params }) {
        ctx.set('Cache-Control', 'public, max-age=86400');
        if (params.file === 'init.js') {
          ctx.type = 'application/javascript; charset=utf-8';
          ctx.body = INIT_JS;
          return;
        }
        const type = ASSETS.get(params.file);
        if (!type) throw notFound('No such file');
        ctx.type = type;
        ctx.body = createReadStream(path.join(swaggerDir, params.file));
      },
    }),
  ];
}
