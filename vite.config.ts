import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routeTreeOptions } from './scripts/route-tree.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { APP_ENTRY_ATTRIBUTE, BOOT_SCRIPT } from './shared/first-paint.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { contractRoutes } from './scripts/contract-routes-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** Build id shared by the shell (`__APP_BUILD__`) and the server (dist/version.json → X-App-Version). */
const buildId = process.env.APP_BUILD ?? Date.now().toString(36);

/** Writes dist/version.json so the server can tell clients which shell build it serves. */
const versionFile = (): Plugin => ({
  name: 'app-version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ build: buildId }) });
  },
});

/**
 * Preloads what a first visit in Tamil (the default language) needs but finds late: the Tamil and Latin subsets of
 * Noto Sans Tamil (regular and bold), found by the browser only after the CSS and the first layout — until then text
 * waits or paints in a fallback font and shifts — and the Tamil message catalog, loaded by a dynamic import that main.tsx
 * awaits before the first render. Emitted file names are hashed, hence a plugin rather than static tags in
 * pwa/index.html (docs/decisions/032-initial-load-budget.md).
 */
const preloadTamilFirstScreen = (): Plugin => ({
  name: 'preload-tamil-first-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const bundle = ctx.bundle ?? {};
      // Both subsets: Tamil text needs the Latin one too (spaces, digits, punctuation), and a Latin subset found only
      // after layout held the first contentful paint back until it had arrived (decision 150).
      const fonts = Object.keys(bundle).filter((file) => /noto-sans-tamil-(tamil|latin)-(400|700)-normal-[\w-]+\.woff2$/.test(file));
      const catalog = Object.values(bundle).find((out) => out.type === 'chunk' && out.moduleIds.some((id) => /\/pwa\/locales\/ta\/messages\.po$/.test(id)));
      return [
        ...(catalog ? [{ tag: 'link', attrs: { rel: 'modulepreload', href: `/${catalog.fileName}`, crossorigin: '' }, injectTo: 'head' as const }] : []),
        ...fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
      ];
    },
  },
});

/**
 * Puts the boot script (shared/first-paint.ts: language cookie, early session request) first in <head>, inline:
 * it runs before any module is fetched. The server's CSP allows it by its hash.
 */
const bootScript = (): Plugin => ({
  name: 'boot-script',
  transformIndexHtml: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head-prepend' }],
});

/**
 * Build only: the app's entry is preloaded (`<link rel="modulepreload" data-app-entry>`) instead of being a
 * `<script type="module">`, and the boot script imports it after the first paint — a module script that has
 * already arrived would run before the browser paints the pre-rendered page (docs/decisions/150).
 */
const entryAfterFirstPaint = (): Plugin => ({
  name: 'entry-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      if (!entry.test(html)) throw new Error('entry-after-first-paint: no entry <script type="module"> in index.html');
      return html.replace(entry, (_tag, src: string) => `<link rel="modulepreload" crossorigin href="${src}" ${APP_ENTRY_ATTRIBUTE}>`);
    },
  },
});

/**
 * Service-worker build only: resolves pwa/lib/offline/device-db.ts to device-db.sw.ts, whose static import of the
 * database keeps `import.meta` (Vite's dynamic-import preload helper) out of the classic-script worker — with it the
 * worker failed to evaluate and never took control (no offline shell, no Background Sync).
 */
const serviceWorkerDeviceDb = (): Plugin => ({
  name: 'service-worker-device-db',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/\/device-db\.ts$/.test(source) && source !== './device-db.ts') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && resolved.id.endsWith('/device-db.ts') ? resolved.id.replace(/device-db\.ts$/, 'device-db.sw.ts') : null;
  },
});

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** The API test files run again on PGlite when the suite itself runs on PostgreSQL (decision 156). */
const PGLITE_SMOKE = [
  'api/db/*.test.ts',
  'api/seed.test.ts',
  'api/lib/jobs/*.test.ts',
  'api/lib/search/*.test.ts',
  'api/http/rate-limit.test.ts',
  'api/http/database-unavailable.test.ts',
  'api/modules/health/*.test.ts',
];

/**
 * An API test project: Node, the real app per file on a copy of a template database migrated once by the global
 * set-up (decision 156), in child processes. `env` is set in the test processes (an empty DATABASE_URL: PGlite).
 */
function apiProject(name: string, include: string[], env: Record<string, string> = {}) {
  return {
    extends: false as const,
    test: {
      name,
      root: here('.'),
      environment: 'node',
      include,
      env,
      setupFiles: [here('./api/test/setup.ts')],
      globalSetup: [here('./api/test/global-setup.ts')],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      isolate: false,
    },
  };
}

/** Plugins shared by the production build and the `pwa` test project. */
const appPlugins = () => [
  tanstackRouter({ ...routeTreeOptions, autoCodeSplitting: true }),
  react(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
  // `virtual:contract-routes`: the contracts' GET paths, so a GET leaves before its contract has loaded (decision 182).
  contractRoutes({ root: here('.') }),
];

export default defineConfig({
  root: here('./pwa'),
  publicDir: here('./public'),
  envDir: here('.'),
  define: { __APP_BUILD__: JSON.stringify(buildId) },
  plugins: [
    ...appPlugins(),
    versionFile(),
    bootScript(),
    entryAfterFirstPaint(),
    preloadTamilFirstScreen(),
    prerender({
      appPlugins,
      define: { __APP_BUILD__: JSON.stringify(buildId) },
      root: here('./pwa'),
      routeTree: routeTreeOptions.generatedRouteTree,
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The worker is a classic script: its device database comes by static import (pwa/lib/offline/device-db.sw.ts).
        buildPlugins: { vite: [serviceWorkerDeviceDb()] },
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest,ico}'],
        // The pre-rendered pages are for first visits from the network; the installed app opens index.html.
        globIgnores: ['prerender/**'],
        maximumFileSizeToCacheInBytes: 3_000_000,
      },
      devOptions: { enabled: false },
    }),
    // Brotli (quality 11) and gzip (level 9) copies of the text assets, made once at build time and served by
    // api/http/static.ts instead of compressing on every request (docs/decisions/032-initial-load-budget.md).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // The shared schema modules only declare schemas and constants. Bundlers cannot know that a top-level
      // `z.object(…)` call has no side effects, so a module imported for one constant (the draw hour, a category
      // list) kept an import of its whole chunk, and of zod, in the page that used it. Declared pure here, an import
      // that uses none of its schemas drops out (undefined: every other module keeps the default).
      treeshake: { moduleSideEffects: (id: string) => (/\/shared\/schemas\/[^/]+\.ts$/.test(id) ? false : undefined) },
      output: {
        // Everything the entry imports statically — React, the router, the query client, the route tree with every
        // route's options — in one `start` chunk instead of ~50 small shared chunks: each of those repeated the
        // preload list of its route's lazy component, gzip compresses one file better than fifty, and a weak
        // connection pays per request. Route components, features and catalogs stay split (decision 144).
        // No module of it may use top-level await (pwa/main.tsx starts the app from a function): the chunks it
        // would await import from `start`, which would never finish evaluating — the app would never start.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  test: {
    // Two cores, yet four workers: the API files wait on timers and sockets part of the time, and vitest's default
    // here would be one worker (cores − 1). Measured in decision 156.
    maxWorkers: 4,
    projects: [
      {
        extends: false,
        test: {
          name: 'shared',
          root: here('.'),
          environment: 'node',
          include: ['shared/**/*.test.ts'],
        },
      },
      apiProject('api', ['api/**/*.test.ts']),
      // With DATABASE_URL the API suite runs on PostgreSQL (the production database), and this smoke set again on
      // the embedded PGlite: what differs between the drivers — migrations, the seed, jobs, rate limits, search,
      // health (decision 156; whole features run on PGlite in e2e, whose servers use it). Without it the whole suite is
      // on PGlite already.
      ...(process.env.DATABASE_URL ? [apiProject('api-pglite', PGLITE_SMOKE, { DATABASE_URL: '' })] : []),
      {
        extends: false,
        plugins: appPlugins(),
        test: {
          name: 'pwa',
          root: here('.'),
          environment: 'jsdom',
          include: ['pwa/**/*.test.{ts,tsx}', 'pwa/**/__tests__/**/*.test.{ts,tsx}'],
          setupFiles: [here('./pwa/test/setup.ts')],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
