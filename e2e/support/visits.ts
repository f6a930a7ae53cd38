/**
 * Browsing the app as a guest or a member in one UI language, for the route audit (e2e/audit.spec.ts): a
 * fresh browser context per (visitor, language), and sample values for the route tree's `$params`.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { newMember, registerViaApi } from './app.ts';
import type { Language } from './i18n.ts';
import type { AppRoute } from './routes.ts';
import { featureParamLists } from './route-params.ts';

export type Visitor = 'guest' | 'member';

/**
 * A new context in `language` (the `tc_lang` cookie the server pre-renders by, and `preferredLanguage` the app
 * reads), signed in as a new member when `visitor` is 'member'. Service workers are blocked: a worker would answer
 * the next navigation with its cached shell instead of the server's pre-rendered page.
 */
export async function openAs(browser: Browser, baseURL: string, visitor: Visitor, language: Language, width = 390): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 }, locale: language === 'ta' ? 'ta-LK' : 'en-GB', serviceWorkers: 'block' });
  await context.addCookies([{ name: 'tc_lang', value: language, url: baseURL }]);
  await context.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
  if (visitor === 'member') await registerViaApi(context.request, newMember());
  return context;
}

/** The API list that gives a sample value for a `$param` named other than `id` (its first item's id); read once. */
let paramLists: Promise<Record<string, string>> | undefined;

/**
 * A sample value for each `$param` of the route tree: `$id` of `/<things>/$id` is the first item of the API list
 * `GET /api/<things>` (the seed fills the lists). A new parametrised route whose list is empty or absent fails
 * here, by name, instead of being skipped silently. A `$param` named otherwise takes the list its feature declares
 * (`routeParamLists` in pwa/features/<name>/route-params.ts, read by ./route-params.ts; decision 180).
 */
export async function sampleParams(request: APIRequestContext, route: AppRoute): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  const lists = await (paramLists ??= featureParamLists());
  for (const name of route.params) {
    const listPath = name === 'id' ? `/api${route.path.slice(0, route.path.indexOf(`/$${name}`))}` : lists[name];
    if (!listPath || listPath === '/api') throw new Error(`no sample value for $${name} of ${route.path}: declare its list in its feature's route-params.ts`);
    const response = await request.get(`${listPath}?limit=1`);
    expect(response.status(), `GET ${listPath} for a sample $${name} of ${route.path}`).toBe(200);
    const first = ((await response.json()) as { items?: { id?: string }[] }).items?.[0]?.id;
    if (!first) throw new Error(`GET ${listPath} has no item to open ${route.path} with (seed one)`);
    values[name] = first;
  }
  return values;
}

/** A path that is no app route: its not-found screen is checked like a route. */
export const UNKNOWN_PATH = '/this-page-does-not-exist';
