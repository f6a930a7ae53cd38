/**
 * The build's pre-render (issue 10 item 1; docs/decisions/065-pre-rendered-first-paint.md): renders routes of
 * the app with React's static renderer (react-dom/static), as a guest whose session is not known yet, in Tamil or English. Built by the
 * `prerender` plugin of vite.config.ts (scripts/prerender-plugin.ts) as a separate server bundle and run once
 * per build; never part of the browser's JavaScript.
 *
 * Which routes are public is not listed anywhere: every route of the route tree that has a path without
 * parameters is rendered for a guest, and a route whose guard sends the guest elsewhere (the member pages of
 * pwa/routes/_authed.tsx) is a member page. A new public route file is therefore pre-rendered without any
 * per-page work; e2e/prerender.spec.ts fails if one is missing.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import type { Messages } from '@lingui/core';
import type { Language } from '#shared/constants.ts';
import { messages as taMessages } from './locales/ta/messages.po';
import { messages as enMessages } from './locales/en/messages.po';
import { i18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { clearToasts } from './components/ui/toast.tsx';
import { createAppRouter } from './router.tsx';
import { App } from './app.tsx';
import { startNotingFirstScreenRequests, takeFirstScreenRequests, type FirstScreenRequest } from './lib/api/first-screen-requests.tsx';

const catalogs: Record<Language, Messages> = { ta: taMessages, en: enMessages };

/** A path no route matches: rendering it gives the root's not-found screen. */
export const NOT_FOUND_PROBE = '/__prerender-not-found__';

/** The outcome of rendering one path for a guest. */
export interface RenderedPage {
  /** `rendered`: the route's page; `redirected`: its guard sent the guest elsewhere; `not-found`: no route. */
  outcome: 'rendered' | 'redirected' | 'not-found';
  /** The markup of the app's root element (empty unless rendered or not-found). */
  html: string;
  /** The ids of the matched routes, root first (e.g. `__root__`, `/taxi-services`). */
  routeIds: string[];
  /** Paths of the GET requests the page's largest content waits for, to preload from its HTML (first-screen-requests.tsx). */
  preloads: string[];
}

/** Every route path of the app, without a trailing slash (`/`, `/profile`, `/jobs/$id`), each once. */
export function appRoutes(): string[] {
  const router = createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: ['/'] }), scrollRestoration: false });
  const paths = Object.keys(router.routesByPath).map((p) => (p === '/' ? p : p.replace(/\/$/, '')));
  return [...new Set(paths)].sort();
}

async function renderStatic(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * Puts each completed Suspense segment of React's static output (`<div hidden id="S:n">…</div>` followed by its
 * `$RC("B:m","S:n")` script) in place of its boundary's fallback (`<!--$?--><template id="B:m"></template>…<!--/$-->`),
 * as a completed boundary (`<!--$-->…<!--/$-->`), and drops React's timing script: what hydration then finds is what
 * a render that never suspended would have written.
 */
export function inlineSuspenseSegments(html: string): string {
  let out = html.replace(/<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g, '');
  const segment = /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>(?:(?!<\/script>)[\s\S])*?\$RC\("B:(\d+)","S:\1"\)<\/script>/;
  for (let m = segment.exec(out); m; m = segment.exec(out)) {
    const [whole, , content, boundary] = m;
    out = out.replace(whole, '');
    const fallback = new RegExp(`<!--\\$\\?--><template id="B:${boundary}"></template>[\\s\\S]*?<!--/\\$-->`);
    if (!fallback.test(out)) throw new Error(`pre-render: no boundary B:${boundary} for its segment`);
    out = out.replace(fallback, () => `<!--$-->${content}<!--/$-->`);
  }
  return out;
}

/** Renders `path` for a guest in `language` (guards and loaders run; data queries stay pending → skeletons). */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  clearToasts();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  await router.load();
  const state = router.state;
  const routeIds = state.matches.map((m) => m.routeId as string);
  // TanStack Router's server load leaves a guard's redirect in `_serverResult` (router-core load-server.js).
  const result = (router as unknown as { _serverResult?: { type: string } })._serverResult;
  if (result?.type === 'redirect' || state.location.pathname !== path) return { outcome: 'redirected', html: '', routeIds, preloads: [] };
  // Every matched route's code, also of nested routes (the server load leaves some to the render, which would
  // suspend).
  const routesById = router.routesById as unknown as Record<string, AnyRoute>;
  await Promise.all(state.matches.map((m) => router.loadRouteChunk(routesById[m.routeId as string]!)));
  const notFound = state.matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean; globalNotFound?: boolean })._notFound || (m as { globalNotFound?: boolean }).globalNotFound);
  // react-dom/static waits for every Suspense boundary, but one that suspended while rendering (a route's code, a
  // React.lazy part) is written after the shell with an inline script that moves it into place — hidden without
  // JavaScript, and refused by the CSP. Done here instead, as that script would (inlineSuspenseSegments).
  startNotingFirstScreenRequests();
  const html = inlineSuspenseSegments(await renderStatic(<App queryClient={queryClient} router={router} />));
  const preloads = await requestedPaths(takeFirstScreenRequests());
  if (html.includes('<!--$?-->') || html.includes('<script')) throw new Error(`pre-render of ${path}: a Suspense boundary was left pending`);
  clearToasts();
  queryClient.clear();
  return { outcome: notFound ? 'not-found' : 'rendered', html, routeIds, preloads: notFound ? [] : preloads };
}

/** Thrown by the recording `fetch` of {@link requestedPaths} instead of sending anything. */
class Recorded extends Error {}

/**
 * The path each request would ask for: the request is made with a `fetch` that records a same-origin GET's path and
 * sends nothing. A request that is not one same-origin GET is a mistake in the page's code, and fails the build.
 */
async function requestedPaths(requests: FirstScreenRequest[]): Promise<string[]> {
  const paths: string[] = [];
  const realFetch = globalThis.fetch;
  try {
    for (const request of requests) {
      const before = paths.length;
      globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if ((init?.method ?? 'GET') !== 'GET' || !path.startsWith('/api/')) throw new Error(`pre-render: a first-screen request must be a GET of /api/…, not ${init?.method} ${path}`);
        paths.push(path);
        throw new Recorded();
      }) as typeof fetch;
      await request().catch((error: unknown) => {
        if (!(error instanceof Recorded)) throw error;
      });
      if (paths.length !== before + 1) throw new Error('pre-render: a first-screen request made no request, or more than one');
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...new Set(paths)];
}
