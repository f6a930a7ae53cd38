/**
 * Front-end budgets from the production build, measured by loading the page in Chromium (cold cache, service
 * worker blocked so its precache does not count):
 * - **first screen** (the budget, issue 10 item 3): the JS and CSS requested before the app renders or hydrates
 *   the first screen — the `tc:first-render` mark pwa/main.tsx sets (shared/first-paint.ts);
 * - **until idle**: every JS and CSS response until the network is idle (what loads after the first paint or on
 *   first use is included here: the device database, the toast region, country names, the service worker);
 * - the HTML document itself (the pre-rendered page with its inline critical CSS).
 * Sizes are computed from the files in dist/: raw, gzip (level 9) and brotli (quality 11) — what a precompressing
 * server sends — plus what the server actually sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { FIRST_RENDER_MARK } from '#shared/first-paint.ts';
import { ROOT } from './lib/processes.ts';

/** One downloaded file of the initial load. */
export interface LoadedFile {
  url: string;
  type: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Body bytes on the wire as the server sent them (after its own compression). */
  transferred: number;
  /** Content-Encoding the server used ('' for none). */
  encoding: string;
  /** Requested before the first render (counted in the first-screen budget). */
  firstScreen: boolean;
}

/** Totals of a set of files. */
export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  transferred: number;
}

export interface RouteBudget {
  route: string;
  /** JS + CSS until the network is idle, bytes. */
  jsCss: Sizes;
  /** JS + CSS requested before the first render (the budgeted part), bytes. */
  firstScreen: Sizes;
  /** The HTML document (pre-rendered page with inline CSS) as sent: its status, raw and gzip bytes. */
  html: { status: number; raw: number; gzip: number; transferred: number };
  /** Fonts, bytes (woff2 is already compressed). */
  fonts: { files: number; bytes: number };
  budgetGzipBytes: number;
  withinBudget: boolean;
  /** Libraries found in the first screen's JS (libphonenumber-js, i18n-iso-countries, zod, zod/mini), by file. */
  heavyModules: string[];
  files: LoadedFile[];
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number; text: string }>();
function distSizes(distDir: string, urlPath: string) {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  let hit = sizeCache.get(file);
  if (!hit) {
    const buf = readFileSync(file);
    hit = {
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
      text: buf.toString('latin1'),
    };
    sizeCache.set(file, hit);
  }
  return hit;
}

/**
 * Tell-tale strings of libraries that belong in the post form's chunk, not in the first load. `zod/mini` (the
 * tree-shakable build used for the first screen's response schemas) is reported apart from the full zod API.
 */
const HEAVY_MARKERS: Record<string, RegExp> = {
  'libphonenumber-js': /countryCallingCodes|nonGeographic/,
  'i18n-iso-countries': /Afghanistan/,
  'zod (full API)': /[`"']ZodString[`"']/,
  'zod/mini': /[`"']ZodMiniObject[`"']/,
};

/**
 * Loads `route` once in a fresh context (as a guest, default language: Tamil) and returns its first-screen and
 * until-idle JS/CSS, its HTML and fonts, against the budget (first-screen gzip). File sizes
 * are read from `distDir` (the build the server serves).
 */
export async function measureRoute(browser: Browser, origin: string, route: string, budgetGzipBytes: number, distDir = path.join(ROOT, 'dist')): Promise<RouteBudget> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ta-LK' });
  const page = await context.newPage();
  let html: RouteBudget['html'] | undefined;
  let firstScreenUrls: Set<string>;
  const seen: { url: string; type: string; encoding: string; transferred: Promise<number> }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'font'].includes(type)) return;
    seen.push({
      url: response.url(),
      type,
      encoding: response.headers()['content-encoding'] ?? '',
      transferred: response
        .request()
        .sizes()
        .then((s) => s.responseBodySize)
        .catch(() => 0),
    });
  });
  try {
    const response = await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 60_000 });
    const doc = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
    html = {
      status: response?.status() ?? 0,
      raw: doc.length,
      gzip: gzipSync(doc, { level: 9 }).length,
      transferred: (await response?.request().sizes().catch(() => null))?.responseBodySize ?? 0,
    };
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK, { timeout: 30_000 });
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    firstScreenUrls = new Set(
      await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark)[0]!.startTime;
        return performance.getEntriesByType('resource').filter((e) => e.startTime < at).map((e) => new URL(e.name).pathname);
      }, FIRST_RENDER_MARK),
    );
  } finally {
    await context.close().catch(() => undefined);
  }
  const files: LoadedFile[] = [];
  for (const s of seen) {
    const urlPath = new URL(s.url).pathname;
    const sizes = distSizes(distDir, urlPath);
    files.push({ url: urlPath, type: s.type, raw: sizes.raw, gzip: sizes.gzip, brotli: sizes.brotli, transferred: await s.transferred, encoding: s.encoding, firstScreen: firstScreenUrls.has(urlPath) });
  }
  const code = files.filter((f) => f.type !== 'font');
  const first = code.filter((f) => f.firstScreen);
  const totals = (set: LoadedFile[]): Sizes => {
    const sum = (key: 'raw' | 'gzip' | 'brotli' | 'transferred') => set.reduce((n, f) => n + f[key], 0);
    return { files: set.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), transferred: sum('transferred') };
  };
  const heavyModules: string[] = [];
  for (const f of first.filter((c) => c.type === 'script')) {
    const { text } = distSizes(distDir, f.url);
    for (const [name, marker] of Object.entries(HEAVY_MARKERS)) if (marker.test(text)) heavyModules.push(`${name} in ${f.url}`);
  }
  const fonts = files.filter((f) => f.type === 'font');
  const firstScreen = totals(first);
  return {
    route,
    jsCss: totals(code),
    firstScreen,
    html: html ?? { status: 0, raw: 0, gzip: 0, transferred: 0 },
    fonts: { files: fonts.length, bytes: fonts.reduce((n, f) => n + f.raw, 0) },
    budgetGzipBytes,
    withinBudget: firstScreen.gzip <= budgetGzipBytes,
    heavyModules,
    files,
  };
}
