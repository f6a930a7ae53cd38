/**
 * The route audit (decision 156): one walk per (visitor, language) that opens every route of the route tree
 * (pwa/route-tree.gen.ts — a new feature's routes are covered without editing this file) and the not-found screen
 * once, and checks in that one visit what four walks used to check in four:
 * - it answers 200 (the not-found screen 404) and never shows the not-found screen;
 * - `<html lang>` is the visitor's language; a public route is its pre-rendered page in that language, hydrated in
 *   place — a member's too, with the session answered before the app's code runs (decisions 067, 147) — and, for a
 *   guest, fetches no stylesheet and shifts its layout by no more than MAX_CLS while it loads;
 * - no console error or warning, no uncaught exception, no message missing from the loaded catalogs (decision 143);
 * - no serious or critical axe-core finding — in the Tamil walks (decision 156, amended): axe judges structure,
 *   names, roles and colours, which the English page shares with the Tamil one (every message is in both catalogs,
 *   e2e/support/i18n.ts and the catalog test); its ~1.3 s a page was a third of the English walks' time. What
 *   depends on the words — widths, broken words, tap targets, missing messages — is checked in both languages;
 * - at 390, 320 and 768 px (resizing, not reloading): no horizontal overflow, the site header present and inside the
 *   viewport, no italic text, no word broken across lines (e2e/support/audit.ts);
 * - every same-origin link on it leads somewhere, and its `#fragment` names an element there.
 * At 390 px it writes the screenshot of the route in docs/screenshots/ (README, "Screenshots"): member pages signed
 * in, every other page as a guest. e2e/audit-checks.spec.ts shows each check fails on a page with the defect.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.ts';
import {
  axeProblems,
  consoleListener,
  FIRST_WIDTH,
  hydrationProblems,
  installPageProbes,
  layoutProblems,
  layoutShiftProblems,
  linkProblems,
  linksAndIds,
  openWithSessionFirst,
  settleLayout,
  waitForHydration,
  WIDTHS,
  type PageLink,
} from './support/audit.ts';
import { tr, type Language } from './support/i18n.ts';
import { appRoutes, fillParams, publicRoutes, routeSlug } from './support/routes.ts';
import { openAs, sampleParams, UNKNOWN_PATH, type Visitor } from './support/visits.ts';

const LANGUAGES: Language[] = ['ta', 'en'];
const VISITORS: Visitor[] = ['guest', 'member'];
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
/** Pages every walk must have found links to: the footer's (decision 129). */
const FOOTER_PAGES = ['/about', '/privacy', '/terms', '/success-stories', '/help'];

/** The viewport as a small PNG (256-colour palette: a few dozen kB instead of a few hundred), for docs/screenshots. */
async function saveScreenshot(page: Page, file: string): Promise<void> {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(shot).png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 }).toFile(file);
}

// The four walks are independent: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/** `E2E_AUDIT_ROUTES=/,/help` audits only these route patterns (while fixing a page); CI audits every route. */
const onlyRoutes = process.env.E2E_AUDIT_ROUTES?.split(',').map((r) => r.trim());

for (const visitor of VISITORS) {
  for (const language of LANGUAGES) {
    test(`route audit — ${visitor}, ${language === 'ta' ? 'Tamil' : 'English'}`, async ({ browser, baseURL }) => {
      // ~35 routes, each laid out at three widths with axe and the link checks: a few minutes on 2 busy cores; the
      // guard is against a hang, not a speed check.
      test.setTimeout(10 * 60_000);
      const context = await openAs(browser, baseURL!, visitor, language, FIRST_WIDTH);
      await context.addInitScript(installPageProbes);
      const page = await context.newPage();
      const heard = consoleListener(page);
      // A pre-rendered page carries the CSS of everything it shows inline: a stylesheet fetched on load would restyle
      // the painted page when it arrives (a layout shift).
      let fetchedCss: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') fetchedCss.push(new URL(r.url()).pathname);
      });
      const notFoundTitle = await tr('404 Page Not Found', language);
      const prerendered = new Set(publicRoutes());
      const problems: string[] = [];
      const links: { from: string; link: PageLink }[] = [];
      const pages = new Map<string, Set<string>>();
      mkdirSync(SCREENSHOTS, { recursive: true });

      // Pages without parameters first: a parametrised route is then opened at an address a page links to (a link
      // built with the wrong id shows up), else at the first item of its API list.
      const routes = [...appRoutes()].sort((a, b) => a.params.length - b.params.length);
      // An old address (shared/route-redirects.ts, decision 179) is no page: the server answers it with a 301 to its
      // route, and the browser ends there.
      for (const route of routes.filter((r) => r.redirectsTo && (!onlyRoutes || onlyRoutes.includes(r.path)))) {
        const answer = await context.request.get(route.path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
        if (answer.status() !== 301 || answer.headers().location !== route.redirectsTo) problems.push(`${route.path}: answers ${answer.status()} ${answer.headers().location ?? ''}, not a 301 to ${route.redirectsTo}`);
        await page.goto(route.path);
        if (new URL(page.url()).pathname !== route.redirectsTo) problems.push(`${route.path}: the browser ended at ${page.url()}, not ${route.redirectsTo}`);
      }
      const visits: { route: string; memberOnly: boolean; url?: string }[] = [
        ...routes.filter((r) => !r.redirectsTo).map((r) => ({ route: r.path, memberOnly: r.memberOnly })),
        { route: 'not-found', memberOnly: false, url: UNKNOWN_PATH },
      ].filter((v) => !onlyRoutes || onlyRoutes.includes(v.route));
      for (const visit of visits) {
        const route = routes.find((r) => r.path === visit.route);
        let url = visit.url;
        if (!url && route) {
          const pattern = new RegExp(`^${route.path.replace(/\$\w+/g, '[^/?#]+')}/?$`);
          url = route.params.length ? links.find(({ link }) => pattern.test(link.path))?.link.path : route.path;
          url ??= fillParams(route, await sampleParams(context.request, route));
        }
        const at = (problem: string) => problems.push(`${url}: ${problem}`);
        await page.setViewportSize({ width: FIRST_WIDTH, height: 844 });
        fetchedCss = [];

        const publicPage = prerendered.has(visit.route);
        const status = visitor === 'member' && publicPage ? await openWithSessionFirst(page, url!) : ((await page.goto(url!))?.status() ?? 0);
        const notFound = visit.route === 'not-found';
        if (status !== (notFound ? 404 : 200)) at(`answers ${status}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expect(page.getByRole('heading').first(), url).toBeAttached();
        if (!notFound && (await page.getByRole('heading', { name: notFoundTitle }).count())) at('shows the not-found screen');

        if ((await page.locator('html').getAttribute('lang')) !== language) at(`<html lang> is not ${language}`);
        if (publicPage) {
          if ((await page.locator('#root').getAttribute('data-prerendered')) !== language) at(`not the pre-rendered ${language} page`);
          for (const problem of await hydrationProblems(page)) at(problem);
          if (visitor === 'guest') {
            for (const problem of await layoutShiftProblems(page)) at(problem);
            for (const css of fetchedCss) at(`stylesheet ${css} fetched, although the pre-rendered page carries its CSS inline`);
          }
        }
        // A page this walk has already audited (a guest sent from each member page to /auth) is not audited again.
        const here = new URL(page.url()).pathname + new URL(page.url()).search;
        const again = pages.has(here);
        if (!again) {
          if (language === 'ta') for (const problem of await axeProblems(page)) at(problem);
          const found = await linksAndIds(page);
          pages.set(here, new Set(found.ids));
          for (const link of found.links) links.push({ from: here, link });
        }

        for (const width of again ? [] : WIDTHS) {
          if (width !== FIRST_WIDTH) {
            await page.setViewportSize({ width, height: 844 });
            await settleLayout(page);
          }
          for (const problem of await layoutProblems(page, !notFound)) at(`at ${width}px: ${problem}`);
          if (width === 390 && (visitor === 'member') === visit.memberOnly) await saveScreenshot(page, path.join(SCREENSHOTS, `${language}-${routeSlug(visit.route)}.png`));
        }

        for (const message of heard.take()) {
          // Chromium logs a 404 document as a failed resource (decision 069), and a member without a teacher or
          // marriage profile yet gets the API's 404 for "mine".
          const expected = /Failed to load resource: the server responded with a status of 404/.test(message) && (notFound || visitor === 'member');
          if (!expected) at(message);
        }
      }

      for (const problem of await linkProblems(context.request, links, pages)) problems.push(problem);
      await context.close();
      const linked = new Set(links.map(({ link }) => link.path));
      if (!onlyRoutes) expect(FOOTER_PAGES.filter((p) => !linked.has(p)), 'footer pages no page links to').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
