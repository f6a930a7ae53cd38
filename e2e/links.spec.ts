/**
 * Link crawl (issue 19 item 8; decision 129): from `/`, every same-origin `<a href>` on every page reached, in Tamil
 * and in English, as a guest and as a signed-in member, must lead somewhere — never a 404 answer and never the
 * not-found screen — and a link's `#fragment` must name an element of the page it leads to. Pages are opened in
 * the browser (links drawn from data appear too); of a route with `$params` (a detail page), at most
 * {@link PER_PATTERN} different addresses are opened, the rest are still asked for by HTTP. `/api/` addresses
 * (e.g. /api/logout) are checked by HTTP only: they are navigations, not pages. Runs on the built app
 * (`npm run build` first).
 */
import { expect, test, type Page } from '@playwright/test';
import { tr, type Language } from './support/i18n.ts';
import { appRoutes } from './support/routes.ts';
import { openAs, visit, type Visitor } from './support/visits.ts';

const LANGUAGES: Language[] = ['ta', 'en'];
const VISITORS: Visitor[] = ['guest', 'member'];
/** Addresses of one parametrised route opened in the browser (each route without parameters is opened once). */
const PER_PATTERN = 2;

/** A route path (`/jobs/$jobId`) as a matcher of concrete paths. */
const matcher = (route: string) => new RegExp(`^${route.replace(/\$\w+/g, '[^/]+')}/?$`);
const ROUTES = appRoutes().map((r) => ({ path: r.path, re: matcher(r.path), parametrised: r.params.length > 0 }));

/** Every same-origin link of the page: its path (with query), and its fragment if any. */
async function linksOf(page: Page): Promise<{ href: string; path: string; hash: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.getAttribute('href')!, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => ({ href: u.href, path: u.pathname + u.search, hash: u.hash.slice(1) })),
  );
}

for (const language of LANGUAGES) {
  for (const visitor of VISITORS) {
    test(`every link resolves — ${visitor}, ${language === 'ta' ? 'Tamil' : 'English'}`, async ({ browser, baseURL }) => {
      test.setTimeout(8 * 60_000);
      const context = await openAs(browser, baseURL!, visitor, language);
      const page = await context.newPage();
      const notFoundTitle = await tr('404 Page Not Found', language);
      const problems: string[] = [];
      const queue: string[] = ['/'];
      const seen = new Set<string>(queue);
      const opened = new Map<string, number>(); // route pattern → addresses opened
      const fragments = new Map<string, Set<string>>(); // path → fragments linked to, with where from
      const httpChecked = new Set<string>();
      const from = new Map<string, string>([['/', '(start)']]);

      while (queue.length) {
        const path = queue.shift()!;
        const route = ROUTES.find((r) => r.re.test(path.split('?')[0]!));
        const key = route?.path ?? path;
        const count = opened.get(key) ?? 0;
        if (route?.parametrised && count >= PER_PATTERN) {
          // Not opened: still must not answer 404 (the server knows every route pattern, decision 069).
          const status = (await context.request.get(path, { headers: { accept: 'text/html' } })).status();
          if (status >= 400) problems.push(`${path} answers ${status} (linked from ${from.get(path)})`);
          continue;
        }
        opened.set(key, count + 1);
        const response = await page.goto(path);
        await page.waitForLoadState('networkidle');
        if ((response?.status() ?? 0) >= 400) problems.push(`${path} answers ${response?.status()} (linked from ${from.get(path)})`);
        if (await page.getByRole('heading', { name: notFoundTitle }).count()) problems.push(`${path} shows the not-found screen (linked from ${from.get(path)})`);
        for (const id of fragments.get(path) ?? []) {
          if (!(await page.locator(`[id="${id}"]`).count())) problems.push(`${path}#${id}: no element with that id`);
        }
        for (const link of await linksOf(page)) {
          if (link.hash) {
            const wanted = fragments.get(link.path) ?? new Set<string>();
            if (link.path === path && !(await page.locator(`[id="${link.hash}"]`).count())) problems.push(`${path}: link to #${link.hash} but no element has that id`);
            wanted.add(link.hash);
            fragments.set(link.path, wanted);
          }
          if (link.path.startsWith('/api/')) {
            if (!httpChecked.has(link.path)) {
              httpChecked.add(link.path);
              const status = (await context.request.get(link.path, { maxRedirects: 0 })).status();
              if (status === 404) problems.push(`${link.path} answers 404 (linked from ${path})`);
            }
            continue;
          }
          if (!seen.has(link.path)) {
            seen.add(link.path);
            from.set(link.path, path);
            queue.push(link.path);
          }
        }
      }
      await context.close();
      expect(seen.size, 'pages reached from /').toBeGreaterThan(10);
      // the footer's pages (issue 19 item 6) are among them
      expect([...seen]).toEqual(expect.arrayContaining(['/about', '/privacy', '/terms', '/success-stories', '/help']));
      expect(problems).toEqual([]);
    });
  }
}

test('the crawl would notice a broken link: an unknown path answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page-for-the-link-crawl');
  expect(response?.status()).toBe(404);
  await visit(page, '/no-such-page-for-the-link-crawl').catch(() => undefined);
  await expect(page.getByRole('heading', { name: await tr('404 Page Not Found', 'ta') })).toBeVisible();
});
