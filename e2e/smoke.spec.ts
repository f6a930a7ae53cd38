/**
 * Smoke checks of the production server: the health endpoint, the not-found screen in both languages, and the
 * PWA's installability as Chromium itself judges it (CDP `Page.getInstallabilityErrors`; Lighthouse 13 has no
 * PWA category any more).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CHROMIUM_ARGS } from './support/chromium.ts';
import { tr } from './support/i18n.ts';
import { htmlLang, SERVICE_WORKER_CONTROL_TIMEOUT_MS, waitForServiceWorkerControl } from './support/app.ts';
import { healthContract } from '../shared/health/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test('GET /api/health answers ok with the database up', async ({ request }) => {
  const response = await request.get(endpointPath(healthContract.endpoints.health));
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
});

test('an unknown API path is a JSON 404, not the app shell', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint'); // not a contract path: an unknown API path
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

test('an unknown route shows "404 Page Not Found" in Tamil and in English', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect.poll(() => htmlLang(page)).toBe('ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await tr('404 Page Not Found', 'ta'));

  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'en'));
  await page.reload();
  await expect.poll(() => htmlLang(page)).toBe('en');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // The spec's developer hint is replaced by words for users and ways on (issue 11 defect 7, decision 069).
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
});

test('the language switcher of the sign-in pages shows each language by its name, once', async ({ page }) => {
  // Its short codes ("த", "EN") are for the home header on narrow screens; the rule that hides them elsewhere was
  // in the home page's stylesheet, so /auth and /register showed "தமிழ்த" and "EnglishEN".
  for (const route of ['/auth', '/register']) {
    await page.goto(route);
    const switcher = page.getByRole('group', { name: await tr('Language', 'ta') });
    await expect(switcher.getByRole('button')).toHaveCount(2);
    // what is seen (innerText leaves out what is not displayed; textContent would hold both labels)
    expect(await switcher.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).innerText.trim()))).toEqual(['தமிழ்', 'English']);
  }
});

test('the PWA is installable: Chromium reports no installability errors', async ({ baseURL }) => {
  // The first install on a profile on disk is the slowest wait of the suite (see SERVICE_WORKER_CONTROL_TIMEOUT_MS).
  test.setTimeout(SERVICE_WORKER_CONTROL_TIMEOUT_MS + 60_000);
  // Installability is never granted to an incognito context (Playwright's default), so this test uses a
  // persistent profile in a fresh temporary folder.
  const profile = mkdtempSync(path.join(tmpdir(), 'tc-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    // the suite blocks service workers by default (playwright.config.ts), and the runner applies that to this
    // context too: installing is what this test is about
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: { sizes: string; purpose?: string }[] };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
