/**
 * The first screen shows the thing (decision 172): on a 360×740 phone each of the six lists shows its first listing
 * above the fold, in Tamil and in English — the filters folded behind one "Search and filters" button, the intro two
 * lines, explanation cards under the list — and the pre-rendered page (JavaScript off, decision 155) is folded the
 * same way. Writes the first screen of each list in Tamil at 320 px to docs/screenshots/first-screen-ta-320-*.png.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.ts';
import { waitForHydration } from './support/audit.ts';
import { tr, type Language } from './support/i18n.ts';
import { openAs } from './support/visits.ts';

const PHONE = { width: 360, height: 740 };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

/** Each list page and its listings (the rendered list, not a skeleton or a queue of posts waiting to be sent); a listing's title is its first heading. */
const LISTS = [
  { path: '/jobs', item: '.jobs-list > li', filters: true },
  { path: '/store', item: '.store-grid[role="list"] > li', filters: true },
  { path: '/questions', item: '.qa-list[role="list"]:not([aria-label]) > li', filters: true },
  { path: '/taxi-services', item: '.taxi-list__items[role="list"] > li', filters: false },
  { path: '/community', item: '.community-list > li', filters: true },
  // the marriage page keeps the spec's own "Search Profiles" toggle (spec 001 §2), folded from the start
  { path: '/marriage', item: '.marriage-list > li', filters: false },
] as const;

/** Where the first listing's title (its first heading) ends on the page, in px from the top of the screen. */
async function firstListing(page: Page, selector: string) {
  const item = page.locator(selector).first();
  await expect(item).toBeVisible();
  const title = item.locator('h2, h3, h4').first();
  await expect(title).toBeVisible();
  const box = (await title.boundingBox())!;
  return { bottom: Math.round(box.y + box.height) };
}

for (const language of ['ta', 'en'] as Language[]) {
  test(`the six lists show their first listing on a 360×740 phone — ${language === 'ta' ? 'Tamil' : 'English'}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await openAs(browser, baseURL!, 'guest', language, PHONE.width);
    const page = await context.newPage();
    const filtersName = await tr('Search and filters', language);
    for (const list of LISTS) {
      await test.step(list.path, async () => {
        await page.setViewportSize(PHONE);
        await page.goto(list.path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const { bottom } = await firstListing(page, list.item);
        expect(bottom, `${list.path}: the first listing's title ends at ${bottom}px, below the ${PHONE.height}px screen`).toBeLessThanOrEqual(PHONE.height);

        if (list.filters) {
          const toggle = page.getByRole('button', { name: filtersName });
          await expect(toggle).toBeVisible();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          const body = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
          await expect(body).toBeHidden();
          await toggle.click();
          await expect(body).toBeVisible();
          await toggle.click();
          await expect(body).toBeHidden();
        }

        if (language === 'ta') {
          await page.setViewportSize({ width: 320, height: PHONE.height });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
          await sharp(shot)
            .png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 })
            .toFile(path.join(SCREENSHOTS, `first-screen-ta-320-${list.path.slice(1)}.png`));
        }
      });
    }
    await context.close();
  });
}

test.describe('the pre-rendered page (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test('is folded the same way: the filter button shown, the filters not', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'tc_lang', value: 'ta', url: baseURL! }]);
    const filtersName = await tr('Search and filters', 'ta');
    for (const list of LISTS.filter((l) => l.filters)) {
      await page.goto(list.path);
      await expect(page.locator('#root'), list.path).toHaveAttribute('data-prerendered', 'ta');
      const toggle = page.getByRole('button', { name: filtersName });
      await expect(toggle, list.path).toBeVisible();
      await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`), list.path).toBeHidden();
    }
  });
});
