/**
 * Vite plugin: the pre-rendered first paint (issue 10 item 1; docs/decisions/065-pre-rendered-first-paint.md).
 *
 * After the browser build has been written, it builds pwa/prerender.tsx as a server bundle with the app's own
 * plugins (Lingui, TanStack Router), renders every public route — found in the route tree, not listed — and the
 * not-found screen in Tamil and English, and writes, per page and language, dist/index.html with:
 * the markup inside `<div id="root" data-prerendered="ta|en">`, `<html lang>`, the CSS the page needs inlined in
 * place of the render-blocking stylesheet links (the shell's CSS and the CSS of the route's chunks), and
 * modulepreload links for the route's chunks, and `<meta name="tc-first-screen">` tags naming the data its largest content waits for (a
 * list's first page: pwa/lib/api/first-screen-requests.tsx). Brotli (11) and gzip (9) copies are written beside each file.
 * dist/prerender/routes.json tells the server (api/http/static.ts) which file serves which path, and lists every
 * route pattern of the app so an unknown path is answered 404.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { FIRST_SCREEN_DATA_META } from '../shared/first-paint.ts';
import { redirectOf } from '../shared/route-redirects.ts';

type Language = 'ta' | 'en';
const LANGUAGES: Language[] = ['ta', 'en'];

/** dist/prerender/routes.json, read by api/http/static.ts. Paths of files are relative to dist/. */
export interface PrerenderManifest {
  /** Pre-rendered public pages: path → file per language. */
  pages: Record<string, Record<Language, string>>;
  /** The not-found screen per language (sent with status 404). */
  notFound: Record<Language, string>;
  /** Every route path of the app (TanStack syntax: `$param` segments, a trailing `$` splat), public or not. */
  routes: string[];
}

interface PrerenderModule {
  NOT_FOUND_PROBE: string;
  appRoutes(): string[];
  renderPage(path: string, language: Language): Promise<{ outcome: 'rendered' | 'redirected' | 'not-found'; html: string; routeIds: string[]; preloads: string[] }>;
}

/** Route id → route file (relative to pwa/routes, no extension), read from the generated route tree. */
function routeFiles(routeTreeFile: string): Map<string, string> {
  const source = readFileSync(routeTreeFile, 'utf8');
  const fileOfImport = new Map<string, string>();
  for (const m of source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) fileOfImport.set(m[1]!, m[2]!);
  const importOfRoute = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) =\s*(\w+)\.update\(/g)) importOfRoute.set(m[1]!, m[2]!);
  // Keyed by the full route id the router matches ('/_page/taxi-services/'), from `FileRoutesById`: the id given
  // to `update()` is relative to the parent ('/taxi-services/'), and keying by it left every page under a layout
  // route without its chunks' CSS inline (the page restyled itself when the CSS arrived: CLS 0.34 on /taxi-services).
  const byId = source.match(/export interface FileRoutesById \{([^}]*)\}/)?.[1] ?? '';
  const files = new Map<string, string>([['__root__', '__root']]);
  for (const m of byId.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const file = fileOfImport.get(importOfRoute.get(m[2]!.replace(/WithChildren$/, '')) ?? '');
    if (file) files.set(m[1]!, file.replace(/\.tsx?$/, ''));
  }
  return files;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * @param options.appPlugins the plugins the app's code needs to compile (shared with the browser build)
 * @param options.define the same `define` as the browser build
 * @param options.root the app's source folder (pwa/); options.routeTree the generated route tree
 */
export function prerender(options: { appPlugins: () => PluginOption[]; define: Record<string, string>; root: string; routeTree: string }): Plugin {
  /** Per output chunk: its static imports and the CSS files it imports. */
  const chunks = new Map<string, { imports: string[]; dynamicImports: string[]; css: string[]; moduleIds: string[] }>();
  let outDir = '';
  let written = false;
  return {
    name: 'prerender-public-routes',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
        if (out.type !== 'chunk') continue;
        const css = [...((out as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])];
        chunks.set(out.fileName, { imports: out.imports, dynamicImports: out.dynamicImports, css, moduleIds: out.moduleIds });
      }
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return; // the browser build failed (closeBundle runs anyway): its error is the one to see
      const started = performance.now();
      // A folder of its own per build, imported without a query string: the bundle's chunks import its entry as
      // `../prerender.js`, so an entry imported as `prerender.js?t=…` (to miss Node's module cache on a rebuild in the
      // same process) was a second copy of it, with its own module state — what the chunks' components noted while
      // rendering went to the copy the pre-render did not read. Its own folder also lets two builds (of different
      // output folders) run at once.
      const cacheDir = path.join(options.root, '../node_modules/.cache/prerender');
      mkdirSync(cacheDir, { recursive: true });
      const serverDir = mkdtempSync(path.join(cacheDir, 'build-'));
      await build({
        configFile: false,
        root: options.root,
        logLevel: 'warn',
        define: options.define,
        plugins: options.appPlugins(),
        build: { ssr: path.join(options.root, 'prerender.tsx'), outDir: serverDir, emptyOutDir: true, target: 'node24', minify: false },
      });
      const mod = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as PrerenderModule;

      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const files = routeFiles(options.routeTree);
      const stylesheetLinks = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];
      const shellCss = stylesheetLinks.map((m) => m[1]!);

      /**
       * JS chunks and CSS files a matched route's split component needs (its chunk and their static imports), plus
       * the CSS of what the route's chunks import lazily: the static render waits for lazy parts (the home page
       * below the fold, decision 144), so the page shows them, and their styles must be there too — inline, not
       * preloaded as JavaScript.
       */
      const assetsOf = (routeIds: string[]) => {
        const js = new Set<string>();
        const css = new Set<string>(shellCss);
        const styled = new Set<string>();
        const addCss = (file: string) => {
          if (styled.has(file)) return;
          styled.add(file);
          const chunk = chunks.get(file);
          chunk?.css.forEach((c) => css.add(c));
          chunk?.imports.forEach(addCss);
        };
        const visit = (file: string) => {
          if (js.has(file)) return;
          js.add(file);
          addCss(file);
          chunks.get(file)?.imports.forEach(visit);
        };
        for (const id of routeIds) {
          const file = files.get(id);
          if (!file) continue;
          const suffix = `/routes/${file}.tsx?tsr-split=`;
          for (const [name, chunk] of chunks) {
            if (!chunk.moduleIds.some((m) => m.includes(suffix))) continue;
            visit(name);
            chunk.dynamicImports.forEach(addCss);
          }
        }
        return { js: [...js].filter((f) => !template.includes(`/${f}"`)), css: [...css] };
      };

      // The main catalog of each language (pwa/locales/<language>/messages.po): the template preloads the Tamil one
      // (vite.config.ts, the default language); an English page preloads the English one instead.
      const catalogFile = (language: Language) =>
        [...chunks].find(([, chunk]) => chunk.moduleIds.some((id) => id.endsWith(`/pwa/locales/${language}/messages.po`)))?.[0];
      const catalogs = { ta: catalogFile('ta'), en: catalogFile('en') };

      const page = (html: string, language: Language, routeIds: string[], dataPaths: string[]) => {
        const { js, css } = assetsOf(routeIds);
        const styles = css.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
        // Replacement functions throughout: a replacement string would read `$&`, `$'`… in the inserted markup as
        // patterns (decision 159).
        let out = template.replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`);
        if (language !== 'ta' && catalogs.ta && catalogs[language]) out = out.replace(`href="/${catalogs.ta}"`, () => `href="/${catalogs[language]}"`);
        for (const link of stylesheetLinks) out = out.replace(link[0], () => '');
        // The data the page's largest content waits for (a list's first page): named before the boot script, which
        // asks for it beside the JavaScript; the list's own request takes that answer (pwa/lib/api/early-data.ts).
        // Not `<link rel=preload as=fetch>`: Chromium never completes one for a member's `no-store` answer (decision 162).
        const data = dataPaths.map((p) => `<meta name="${FIRST_SCREEN_DATA_META}" content="${escapeAttr(p)}">`).join('');
        if (data) out = out.replace('<head>', () => `<head>${data}`);
        const preloads = js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`).join('');
        // A disabled stylesheet link is not fetched, but Vite's chunk loader finds it and does not load that CSS
        // again when the route's chunk is imported: its rules are already in the inline <style>.
        const inlined = css.map((file) => `<link rel="stylesheet" href="/${escapeAttr(file)}" disabled>`).join('');
        out = out.replace('</head>', () => `${preloads}${inlined}<style>${styles}</style></head>`);
        return out.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${language}">${html}</div>`);
      };

      const write = (file: string, html: string) => {
        const full = path.join(outDir, file);
        mkdirSync(path.dirname(full), { recursive: true });
        const raw = Buffer.from(html);
        writeFileSync(full, raw);
        writeFileSync(`${full}.br`, brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
        return file;
      };

      rmSync(path.join(outDir, 'prerender'), { recursive: true, force: true });
      const routes = mod.appRoutes();
      const manifest: PrerenderManifest = { pages: {}, notFound: { ta: '', en: '' }, routes };
      for (const route of routes) {
        if (route.includes('$')) continue; // a page per record: rendered in the browser
        if (redirectOf(route)) continue; // an old address: the server answers it with a 301 (decision 179)
        const name = route === '/' ? 'index' : route.slice(1);
        const written: Partial<Record<Language, string>> = {};
        for (const language of LANGUAGES) {
          const result = await mod.renderPage(route, language);
          if (result.outcome === 'redirected') break; // a member page
          if (result.outcome !== 'rendered') throw new Error(`pre-render: ${route} rendered as ${result.outcome}`);
          written[language] = write(`prerender/${language}/${name}.html`, page(result.html, language, result.routeIds, result.preloads));
        }
        if (written.ta && written.en) manifest.pages[route] = written as Record<Language, string>;
      }
      for (const language of LANGUAGES) {
        const result = await mod.renderPage(mod.NOT_FOUND_PROBE, language);
        if (result.outcome !== 'not-found') throw new Error(`pre-render: the not-found probe rendered as ${result.outcome}`);
        manifest.notFound[language] = write(`prerender/${language}/404.html`, page(result.html, language, result.routeIds, []));
      }
      writeFileSync(path.join(outDir, 'prerender/routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      rmSync(serverDir, { recursive: true, force: true });
      const pages = Object.keys(manifest.pages);
      this.info?.(`pre-rendered ${pages.length} public routes (${pages.join(', ')}) and the not-found page in ta/en in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
