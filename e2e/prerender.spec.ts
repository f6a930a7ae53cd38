/**
 * The pre-rendered first paint (docs/decisions/065-pre-rendered-first-paint.md) and the status of unknown paths
 * (decision 069): every public route has a pre-rendered page in both languages, readable with JavaScript disabled;
 * a path that is no app route answers 404. That each page hydrates without a mismatch or a console error, for a
 * guest and for a member whose session answered first, is checked by the route audit (e2e/audit.spec.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, type Response } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { newMember, registerViaApi } from './support/app.ts';
import { tr, type Language } from './support/i18n.ts';
import { FIRST_RENDER_MARK, PAINT_WAIT_MAX_MS } from '../shared/first-paint.ts';
import { publicRoutes } from './support/routes.ts';
import { authContract } from '../shared/auth/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LANGUAGES: Language[] = ['ta', 'en'];
const TAMIL = /[\u0B80-\u0BFF]/;

const manifest = () =>
  JSON.parse(readFileSync(path.join(ROOT, 'dist/prerender/routes.json'), 'utf8')) as { pages: Record<string, Record<Language, string>>; routes: string[] };

const languageCookie = (baseURL: string, language: Language) => [{ name: 'tc_lang', value: language, url: baseURL }];

test('every public route of the route tree has a pre-rendered page in Tamil and English', () => {
  const routes = publicRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/', '/taxi-services']));
  const { pages } = manifest();
  for (const route of routes) {
    for (const language of LANGUAGES) {
      const file = pages[route]?.[language];
      expect(file, `no pre-rendered ${language} page for ${route}`).toBeTruthy();
      expect(existsSync(path.join(ROOT, 'dist', file!)), `${file} missing`).toBe(true);
    }
  }
});

test('each language\'s pre-rendered page preloads its own main catalog', async ({ request, baseURL }) => {
  for (const language of LANGUAGES) {
    const html = await (await request.get('/', { headers: { Accept: 'text/html', Cookie: `tc_lang=${language}` } })).text();
    const catalogs = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/messages-[\w-]+\.js)"/g)].map((m) => m[1]!);
    expect(catalogs, `${language}: one catalog preloaded`).toHaveLength(1);
    const code = await (await request.get(new URL(catalogs[0]!, baseURL).href)).text();
    expect(code, `${language}: the preloaded catalog is the ${language} one`).toContain(JSON.stringify(await tr('One home for Tamils everywhere', language)).slice(1, -1));
  }
});

test('the page paints before the app\'s code runs: the entry is preloaded, and imported by the boot script after the first paint', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/index-[\w-]+\.js" data-app-entry>/);
  // The first frame after the document was parsed: a requestAnimationFrame callback registered before the boot
  // script's own (this listener is added before any script of the page) runs in the same rendering update, which
  // lays out and paints the page before any task queued after it — the boot script's import. Not Chromium's
  // `first-paint` entry: that is the compositor's presentation time, which may come after the main thread has moved
  // on (the app's code does not hold that frame back), so comparing it with the app's mark was a race.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => performance.mark('e2e:first-frame')));
  });
  await page.goto('/about');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);
  const [frame, render] = await page.evaluate((mark) => [performance.getEntriesByName('e2e:first-frame')[0]?.startTime ?? Infinity, performance.getEntriesByName(mark)[0]!.startTime], FIRST_RENDER_MARK);
  expect(frame).toBeLessThan(render);
});

test('the app starts when no animation frame comes (a tab opened in the background), PAINT_WAIT_MAX_MS after the page was parsed', async ({ page }) => {
  // A background tab runs no animation frames; headless Chromium with both cores busy held them back for 9 s.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/about');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK, { polling: 100, timeout: 10_000 }); // not 'raf' polling: no frames here
  const [parsed, render] = await page.evaluate((mark) => [performance.timing.domContentLoadedEventStart - performance.timing.navigationStart, performance.getEntriesByName(mark)[0]!.startTime], FIRST_RENDER_MARK);
  // Two waits of PAINT_WAIT_MAX_MS: the boot script's, then the app's own before it hydrates.
  expect(render - parsed).toBeGreaterThanOrEqual(2 * PAINT_WAIT_MAX_MS);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`the home page shows the hero and the section headings in ${language === 'ta' ? 'Tamil' : 'English'}`, async ({ page, context, baseURL }) => {
      if (language === 'en') await context.addCookies(languageCookie(baseURL!, 'en'));
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('One home for Tamils everywhere', language));
      for (const heading of ['Our services', 'Frequently asked questions', 'One membership, every service', 'Taxi / Vehicle Services']) {
        await expect(page.getByRole('heading', { level: 2, name: await tr(heading, language) })).toBeVisible();
      }
      const headings = await page.getByRole('heading').allTextContents();
      if (language === 'ta') expect(headings.filter((h) => TAMIL.test(h)).length).toBeGreaterThanOrEqual(5);
      else expect(headings.filter((h) => TAMIL.test(h))).toEqual([]);
    });
  }

  test('every public route shows its heading and its styles before any script runs', async ({ page }) => {
    // ~25 page loads in one test: 20–55 s when the suite keeps both cores busy; the limit guards against a hang.
    test.setTimeout(180_000);
    for (const route of publicRoutes()) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      // The critical CSS is inline: the page is laid out (the container is centred), not unstyled.
      const fontFamily = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
      expect(fontFamily, route).toMatch(/Noto Sans Tamil/);
    }
  });
});

/** Console errors and warnings, page errors, and whether React threw the pre-rendered DOM away. */
async function watch(page: Page) {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && !/Service Worker/i.test(m.text()))) problems.push(`${where()} ${m.type()}: ${m.text().slice(0, 160)}`);
  });
  page.on('pageerror', (e) => problems.push(`${where()} pageerror: ${e.message}`));
  // Before any script of the page: remember the pre-rendered root's first element; React replaces it when the
  // hydration fails (it then renders afresh), a visual change the issue rules out.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __prerendered?: Element | null };
      w.__prerendered = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
  return problems;
}

test.describe('the home page below the fold (its own chunk, decision 144)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a member\'s pre-rendered home page hydrates the sections below the fold without a warning, then shows the member\'s wheel', async ({ page, context, baseURL }) => {
    await context.addCookies(languageCookie(baseURL!, 'en'));
    await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    await registerViaApi(page.request, newMember());
    const problems = await watch(page);
    // The worst case, forced rather than left to the machine's speed (a busy CI machine found it): a session that has
    // answered before the page's JavaScript ran — so the session query holds the member when parts of the page are
    // hydrated. Each part must still render the guest HTML's "session unknown" state while it hydrates (useSession),
    // then the member's. The same at a slow phone's CPU is the bench's (bench/slow-cpu.ts).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const session = page.waitForResponse((r) => new URL(r.url()).pathname === endpointPath(authContract.endpoints.user));
    await page.goto('/', { waitUntil: 'commit' }); // 'load' would wait for the held scripts
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
    expect((await session).status()).toBe(200);
    release();
    // Hydrated after the session had answered: the page, and later the sections below the fold, still matched the
    // guest HTML; then they show the member's view.
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const w = window as unknown as { __prerendered?: Element | null };
      return Boolean(w.__prerendered) && document.contains(w.__prerendered!) && Boolean(document.querySelector('#daily-wheel'));
    });
    expect(kept, 'the pre-rendered DOM was replaced').toBe(true);
    expect(problems).toEqual([]);
  });

  test('after logging in from the wheel, the app shows the home page at the wheel', async ({ page, context, baseURL, request }) => {
    await context.addCookies(languageCookie(baseURL!, 'en'));
    await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    const member = newMember();
    await registerViaApi(request, member);
    const problems = await watch(page);
    await page.goto('/auth?redirect=%2F%23daily-wheel');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/#daily-wheel$/);
    // Rendered in the browser (no pre-rendered page on this navigation): the chunk arrived after the router looked
    // for the anchor, and the page scrolled to it then.
    const spin = page.getByRole('button', { name: 'Spin the wheel' });
    await expect(spin).toBeVisible();
    await expect(page.locator('#daily-wheel')).toBeInViewport();
    expect(problems).toEqual([]);
  });
});

test.describe('first-screen data asked for from the HTML (pwa/lib/api/first-screen-requests.tsx, early-data.ts)', () => {
  test.use({ serviceWorkers: 'block' });

  for (const who of ['guest', 'member'] as const) {
    test(`a list page asks for its first page beside the JavaScript, and the list takes that answer — one request each (${who})`, async ({ page }) => {
      const lists = ['/taxi-services', '/questions', '/store', '/jobs', '/community', '/marriage', '/education', '/success-stories'];
      // A member's answers are personal (private; decision 158): the page takes them and goes idle.
      if (who === 'member') await registerViaApi(page.request, newMember());
      for (const route of lists) {
        const html = await (await page.request.get(route, { headers: { Accept: 'text/html' } })).text();
        // Named before the boot script, which asks for them (decision 162); no fetch preloads (Chromium would not
        // complete one for a member's no-store answer).
        const named = [...html.matchAll(/<meta name="tc-first-screen" content="([^"]+)">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
        expect(named.length, `${route}: no first page named`).toBeGreaterThan(0);
        expect(html.indexOf('<meta name="tc-first-screen"'), route).toBeLessThan(html.indexOf('<script>'));
        expect(html).not.toContain('as="fetch"');

        // Who asked, as Chromium's network log says: the boot script (an inline script of the page itself, before any
        // module ran) — and nobody asked again.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        const asked: { path: string; initiator: string; from: string | undefined }[] = [];
        cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
          const url = new URL(request.url);
          const from = initiator.stack?.callFrames[0]?.url;
          if (url.pathname.startsWith('/api/')) asked.push({ path: url.pathname + url.search, initiator: initiator.type, from: from && new URL(from).pathname }); // not a contract path: every API path
        });
        const cacheControl = new Map<string, string | undefined>();
        const noteCacheControl = (res: Response) => {
          const url = new URL(res.url());
          cacheControl.set(url.pathname + url.search, res.headers()['cache-control']);
        };
        page.on('response', noteCacheControl);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await cdp.detach();
        page.off('response', noteCacheControl);
        for (const p of named) {
          expect(asked.filter((a) => a.path === p), `${route}: ${p}`).toEqual([{ path: p, initiator: 'script', from: route }]);
          // A member's answer is theirs alone; a guest's is the route's own choice (a shared first page: no-cache).
          if (who === 'member') expect(cacheControl.get(p), `${route}: ${p}`).toBe('private, no-store');
          else expect(cacheControl.get(p) ?? '', `${route}: ${p}`).not.toMatch(/private|no-store/);
        }
      }
    });
  }

  test('an early answer no part of the page takes still finishes: a member on /auth goes idle with no-store answers', async ({ page }) => {
    // /auth never reads the session the boot script asked for; Chromium finishes a no-store request only when its
    // body is read, so the boot script reads every early body at once (decision 162). Before, the page never went
    // idle and the member walks of the route audit hung here.
    await registerViaApi(page.request, newMember());
    const open = new Set<string>();
    page.on('request', (r) => open.add(r.url()));
    page.on('requestfinished', (r) => open.delete(r.url()));
    page.on('requestfailed', (r) => open.delete(r.url()));
    const session = page.waitForResponse((r) => new URL(r.url()).pathname === endpointPath(authContract.endpoints.user));
    await page.goto('/auth');
    expect((await session).headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => [...open].filter((url) => new URL(url).pathname.startsWith('/api/')), { timeout: 15_000 }).toEqual([]); // not a contract path: every API path
  });

  test('the home page preloads no data: its lists are below the fold and would compete with its code', async ({ request }) => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('<meta name="tc-first-screen"');
  });
});

test('a path that is no app route answers 404 with the not-found page; app routes answer 200', async ({ page, request }) => {
  const unknown = await page.goto('/no-such-page/anywhere');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('404 Page Not Found', 'ta'));
  await expect(page.getByRole('link', { name: await tr('Back to home', 'ta') })).toHaveAttribute('href', '/');
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  for (const route of [...publicRoutes(), '/profile']) {
    expect((await request.get(route, { headers: { Accept: 'text/html' } })).status(), route).toBe(200);
  }
  // API paths keep their JSON 404.
  const api = await request.get('/api/no-such-endpoint'); // not a contract path: an unknown API path
  expect(api.status()).toBe(404);
  expect((await api.json()) as { code: string }).toMatchObject({ code: 'not_found' });
});
