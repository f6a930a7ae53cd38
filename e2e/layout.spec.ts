/**
 * Layout guard (issue 11 "Guards"; defects 1 and 4): every route of the route tree (pwa/route-tree.gen.ts — a new
 * feature's routes are covered without editing this file) and the not-found screen, in Tamil and English, at 320,
 * 390 and 768 px, as a guest and as a member:
 * - the page is no wider than the screen (`document.documentElement.scrollWidth <= innerWidth`);
 * - every route shows the site header, and no visible part of a header lies outside the viewport;
 * - no text is set in italic (the Tamil font has none: the browser would fake an oblique — docs/decisions/074).
 * At 390 px it also writes a screenshot of each route in each language to docs/screenshots/ (README,
 * "Screenshots"): member pages signed in, every other page as a guest.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Language } from './support/i18n.ts';
import { routeSlug } from './support/routes.ts';
import { openAs, urlsToVisit, visit, type Visitor } from './support/visits.ts';

const WIDTHS = [320, 390, 768];
const SCREENSHOT_WIDTH = 390;
const LANGUAGES: Language[] = ['ta', 'en'];
const VISITORS: Visitor[] = ['guest', 'member'];
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

/**
 * What is wrong with the page's layout right now (empty when nothing is). `needsHeader`: an app route, which must
 * show the site header (the not-found screen may be plainer).
 */
async function layoutProblems(page: Page, needsHeader: boolean): Promise<string[]> {
  return page.evaluate((needsHeader) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`page is ${scrollWidth}px wide on a ${width}px screen`);

    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], [inert], .visually-hidden');
    };

    // The site header: a <header> that is not part of an article, section or other sectioning content.
    const headers = [...document.querySelectorAll('header, [role="banner"]')].filter((h) => !h.parentElement?.closest('article, aside, main, nav, section'));
    if (needsHeader && headers.length === 0) problems.push('no site header');
    for (const header of headers) {
      for (const el of [header, ...header.querySelectorAll('*')]) {
        if (!shown(el)) continue;
        const rect = el.getBoundingClientRect();
        if (rect.left < -1 || rect.right > width + 1) problems.push(`header element outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)}px): ${describe(el)}`);
      }
    }

    // No italic text anywhere (checked on elements that hold text themselves).
    for (const el of document.body.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (ownText && getComputedStyle(el).fontStyle !== 'normal') problems.push(`italic text: ${describe(el)}`);
    }
    return problems;
  }, needsHeader);
}

/** The viewport as a small PNG (256-colour palette: a few dozen kB instead of a few hundred), for docs/screenshots. */
async function saveScreenshot(page: Page, file: string): Promise<void> {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(shot).png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 }).toFile(file);
}

for (const visitor of VISITORS) {
  for (const language of LANGUAGES) {
    test(`every route fits 320, 390 and 768 px — ${visitor}, ${language === 'ta' ? 'Tamil' : 'English'}`, async ({ browser, baseURL }) => {
      // ~30 routes × 3 widths: about 2 minutes on 2 busy cores; the guard is against a hang, not a speed check.
      test.setTimeout(8 * 60_000);
      const context = await openAs(browser, baseURL!, visitor, language);
      const page = await context.newPage();
      // A message in no loaded catalog (a route that forgot its feature's catalog, decision 143) shows as a hashed
      // id; the app reports each on the console.
      const missingMessages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith('Missing ')) missingMessages.push(`${new URL(page.url()).pathname}: ${m.text()}`);
      });
      const urls = await urlsToVisit(context.request);
      expect(urls.map((u) => u.route)).toEqual(expect.arrayContaining(['/', '/taxi-services', '/profile', 'not-found']));
      mkdirSync(SCREENSHOTS, { recursive: true });
      const problems: string[] = [];
      for (const { route, url, memberOnly } of urls) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          await visit(page, url);
          for (const problem of await layoutProblems(page, route !== 'not-found')) problems.push(`${url} at ${width}px: ${problem}`);
          const screenshotHere = width === SCREENSHOT_WIDTH && (visitor === 'member') === memberOnly;
          if (screenshotHere) await saveScreenshot(page, path.join(SCREENSHOTS, `${language}-${routeSlug(route)}.png`));
        }
      }
      await context.close();
      expect(problems).toEqual([]);
      expect([...new Set(missingMessages)]).toEqual([]);
    });
  }
}
