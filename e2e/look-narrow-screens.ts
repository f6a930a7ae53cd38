/**
 * A look at the screens on narrow phones (issue 11 defect 1): starts the production server on the built PWA
 * (`npm run build` first, under /tmp/build.lock) with a fresh embedded database, then screenshots each route at
 * 320 and 390 px, in Tamil and English, signed out and signed in, and reports horizontal overflow and header
 * elements outside the viewport. Not a test (the e2e layout guard is the test); a tool to LOOK at the pages:
 *
 *   flock /tmp/build.lock sh -c 'npm run build && node e2e/look-narrow-screens.ts /tmp/narrow-screens'
 *
 * Writes `<out>/<signed-out|signed-in>-<lang>-<width>-<route>.png` (the first screen; `FULL_PAGE=1` for the whole page) and prints one line per shot.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { newMember } from './support/app.ts';
import { authContract } from '../shared/auth/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';
import { healthContract } from '../shared/health/contract.ts';
import { taxiContract } from '../shared/taxi/contract.ts';

const outDir = path.resolve(process.argv[2] ?? '/tmp/narrow-screens');
const WIDTHS = [320, 390];
const LANGUAGES = ['ta', 'en'] as const;
const GUEST_ROUTES = ['/', '/taxi-services', '/subscription', '/auth', '/register', '/no-such-page'];
const MEMBER_ROUTES = ['/', '/taxi-services', '/profile', '/subscription'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Page width beyond the viewport, and header descendants whose box leaves the viewport horizontally. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      // the innermost elements that stick out on the right, to know what to fix
      const out = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1));
      const names = out.slice(0, 3).map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? '').slice(0, 30)}`);
      problems.push(`page ${document.documentElement.scrollWidth}px wide (${names.join(', ')})`);
    }
    // the page's banner: a <header> not inside main, article or section
    const banners = [...document.querySelectorAll('header')].filter((h) => !h.parentElement?.closest('main, article, section'));
    for (const el of banners.flatMap((h) => [...h.querySelectorAll('*')])) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      if (box.left < -1 || box.right > width + 1) problems.push(`header <${el.tagName.toLowerCase()} class="${el.className}"> at ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return problems;
  });
}

const root = path.resolve(import.meta.dirname, '..');
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-look-'));
// Always the embedded database: an exported DATABASE_URL must not receive the test members.
const { DATABASE_URL: _ignored, ...environment } = process.env;
const server = spawn(path.join(root, 'node_modules/.bin/node'), ['api/main.ts'], {
  cwd: root,
  env: { ...environment, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};

try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${baseURL}${endpointPath(healthContract.endpoints.health)}`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (i > 240 || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  mkdirSync(outDir, { recursive: true });
  // a detail page too: the first request of the seeded list
  const list = (await (await fetch(`${baseURL}${endpointPath(taxiContract.endpoints.list, { query: { limit: 1 } })}`)).json()) as { items: { id: string }[] };
  if (list.items[0]) for (const routes of [GUEST_ROUTES, MEMBER_ROUTES]) routes.push(`/taxi-services/${list.items[0].id}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let failures = 0;
  for (const signedIn of [false, true]) {
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, serviceWorkers: 'block', locale: 'en-GB' });
        await context.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
        if (signedIn) {
          const member = newMember();
          const res = await context.request.post(endpointPath(authContract.endpoints.register), {
            data: { ...member, age: 30, country: 'Sri Lanka', postalCode: '', language, userType: 'private' },
          });
          if (res.status() !== 201) throw new Error(`register: ${res.status()} ${await res.text()}`);
        }
        const page = await context.newPage();
        for (const route of signedIn ? MEMBER_ROUTES : GUEST_ROUTES) {
          await page.goto(route);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const page_ = route === '/' ? 'home' : route.slice(1).replace(/\/[0-9a-f-]{36}$/, '/detail').replaceAll('/', '_');
          const name = `${signedIn ? 'signed-in' : 'signed-out'}-${language}-${width}-${page_}.png`;
          // the first screen (where the header is); FULL_PAGE=1 for the whole page
          await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
          const problems = await layoutProblems(page);
          if (problems.length) failures++;
          console.log(`${problems.length ? 'OVERFLOW' : 'ok      '} ${name}${problems.length ? `: ${problems.slice(0, 4).join('; ')}` : ''}`);
        }
        await context.close();
      }
    }
  }
  await browser.close();
  console.log(`${failures} screen(s) with overflow; screenshots in ${outDir}`);
  process.exitCode = failures ? 1 : 0;
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
