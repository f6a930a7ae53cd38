/** A Tamil browser at 320 px for the journey specs, their screenshots into docs/screenshots, and the width check. */
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerViaApi, type Member } from './app.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * A Tamil browser context at 320 × 720; with `member`, signed in as that new member. `options.serviceWorkers:
 * 'allow'` for a test that needs the service worker (the suite blocks it by default: playwright.config.ts).
 */
export async function tamil320(browser: Browser, baseURL: string, member?: Member, options: Pick<BrowserContextOptions, 'reducedMotion' | 'serviceWorkers'> = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 }, locale: 'ta-LK', ...options });
  await context.addCookies([{ name: 'tc_lang', value: 'ta', url: baseURL }]);
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'ta'));
  if (member) await registerViaApi(context.request, member);
  return { context, page: await context.newPage() };
}

/** Writes the viewport as docs/screenshots/journey-ta-320-<name>.png (a 256-colour palette keeps it small). */
export async function journeyScreenshot(page: Page, name: string): Promise<void> {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: false });
  await sharp(shot).png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 }).toFile(path.join(SCREENSHOTS, `journey-ta-320-${name}.png`));
}

/** No part of the page is wider than the 320 px screen. */
export async function fitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}
