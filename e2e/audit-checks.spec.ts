/**
 * The route audit's checks can fail (decision 156, the table "what each old walk caught"): each check of
 * e2e/support/audit.ts is run on a page made here with exactly its defect — and on the same page without it — so a
 * check that silently stopped finding anything fails this file. The pages are served at this worker's origin.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeProblems, consoleListener, hydrationProblems, installPageProbes, layoutProblems, layoutShiftProblems, linkProblems, settleLayout } from './support/audit.ts';

const FONT = `<style>body{margin:0;font:16px 'Noto Sans Tamil',sans-serif}</style>`;

/** Serves `body` as the page /audit-fixture (a path the app does not have) and opens it at `width` px. */
async function openFixture(page: Page, body: string, width = 390): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await page.route('**/audit-fixture', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="ta"><head><title>x</title>${FONT}</head><body>${body}</body></html>` }));
  await page.goto('/audit-fixture');
  await settleLayout(page);
}

const HEADER = '<header><a href="/" style="display:inline-block;padding:12px 0">தமிழ் சமூகம்</a></header>';

test('layout: overflow, a missing or overflowing header, italic text and a word broken mid-word are found', async ({ page }) => {
  await openFixture(page, `${HEADER}<main><h1>சரி</h1><p>ஒரு சிறிய பத்தி.</p></main>`);
  expect(await layoutProblems(page, true)).toEqual([]);

  await openFixture(page, `${HEADER}<main><div style="width:1200px">அகலம்</div></main>`);
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^page is 1200px wide on a 390px screen/)]);

  await openFixture(page, '<main><h1>தலைப்பு</h1></main>');
  expect(await layoutProblems(page, true)).toEqual(['no site header']);

  await openFixture(page, '<header style="position:relative"><a href="/" style="position:absolute;left:-80px">முகப்பு</a></header>');
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^header element outside the viewport/)]);

  await openFixture(page, `${HEADER}<p><em>சாய்வு</em></p>`);
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^italic text: <em> "சாய்வு"/)]);

  // A heading in a narrow stat card that lets the browser break anywhere: "வேலையளிப்போர்" (employers) split in two.
  await openFixture(page, `${HEADER}<h2 style="width:60px;overflow-wrap:anywhere">வேலையளிப்போர்</h2>`);
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^"வேலையளிப்போர்" is broken across lines/)]);
  // The same words wrapped between words are fine.
  await openFixture(page, `${HEADER}<h2 style="width:120px">புதிய வேலை வாய்ப்புகள்</h2>`);
  expect(await layoutProblems(page, true)).toEqual([]);
});

test('tap targets: a 17 px link, a small button and a low primary action are found; a link inside a sentence is not', async ({ page }) => {
  const ok = `<a href="/help" style="display:inline-block;padding:12px">உதவி</a>
    <p>மேலும் விவரங்களுக்கு எங்கள் <a href="/terms">விதிமுறைகளைத்</a> தயவுசெய்து பார்க்கவும்.</p>
    <label style="display:inline-block;padding:12px"><input type="checkbox"> ஏற்கிறேன்</label>
    <button class="btn--primary" style="min-height:44px">அனுப்பு</button>`;
  await openFixture(page, `${HEADER}<main>${ok}</main>`);
  expect(await layoutProblems(page, true)).toEqual([]);

  // The paid phone link as it was: a label and a 17 px line — no sentence, so no inline exception.
  await openFixture(page, `${HEADER}<main><span style="font-size:12px;line-height:17px">தொடர்பு: <a href="tel:+94771234567">+94 77 123 4567</a></span></main>`);
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^tap target \d+×\d+px \(< 24px\): <a> "\+94 77 123 4567"/)]);

  await openFixture(page, `${HEADER}<main><button style="width:20px;height:20px;padding:0" aria-label="மூடு">×</button></main>`);
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^tap target 20×20px/)]);

  await openFixture(page, `${HEADER}<main><button class="btn--primary" style="height:32px">அனுப்பு</button></main>`);
  expect(await layoutProblems(page, true)).toEqual([expect.stringMatching(/^primary action 32px high \(< 44px\)/)]);
});

test('hydration: a root the app replaced instead of hydrating is found', async ({ page }) => {
  await page.addInitScript(installPageProbes);
  await openFixture(page, '<div id="root"><main><h1>முன்பே</h1></main></div>');
  expect(await hydrationProblems(page)).toEqual([]);
  await page.evaluate(() => document.getElementById('root')!.replaceChildren(Object.assign(document.createElement('main'), { textContent: 'புதிது' })));
  expect(await hydrationProblems(page)).toEqual([expect.stringMatching(/pre-rendered DOM was replaced/)]);
});

test('layout shift: a block pushed above the content while the page loads is found', async ({ page }) => {
  await page.addInitScript(installPageProbes);
  await openFixture(page, '<main><h1>நிலையானது</h1><p>உள்ளடக்கம்</p></main>');
  expect(await layoutShiftProblems(page)).toEqual([]);
  // The block arrives once the page has painted (after `load` and two frames): a fixed delay could fire before the
  // first paint on a busy machine, and a block there shifts nothing.
  await openFixture(page, `<main id="m"><h1>நகர்கிறது</h1><p>உள்ளடக்கம்</p></main>
    <script>addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => { const d = document.createElement('div'); d.style.height = '400px'; document.body.prepend(d); })));</script>`);
  // layout-shift entries reach the observer a little after the frame that shifted
  await expect.poll(() => layoutShiftProblems(page)).toEqual([expect.stringMatching(/^layout shift 0\.\d+ while loading/)]);
});

test('axe: an image without a text alternative is a critical finding', async ({ page }) => {
  await openFixture(page, `<main><h1>படம்</h1><img src="/icons/icon-192.png" alt="சின்னம்"></main>`);
  expect(await axeProblems(page)).toEqual([]);
  await openFixture(page, `<main><h1>படம்</h1><img src="/icons/icon-192.png"></main>`);
  expect(await axeProblems(page)).toEqual([expect.stringMatching(/^axe critical image-alt/)]);
});

test('console: a missing message, an error and an uncaught exception are heard, with the path', async ({ page }) => {
  const heard = consoleListener(page);
  await openFixture(page, '<main><h1>அமைதி</h1></main>');
  expect(heard.take()).toEqual([]);
  await openFixture(page, `<main><h1>சத்தம்</h1></main><script>console.error('Missing message "abc123" in locale "ta"'); setTimeout(() => { throw new Error('boom'); });</script>`);
  await page.waitForTimeout(200);
  expect(heard.take()).toEqual(['/audit-fixture error: Missing message "abc123" in locale "ta"', '/audit-fixture pageerror: boom']);
});

test('links: an unknown page, an API 404 and a fragment naming no element are found; good links pass', async ({ request }) => {
  const pages = new Map([['/about', new Set(['team'])]]);
  expect(await linkProblems(request, [{ from: '/', link: { path: '/about', hash: 'team' } }, { from: '/', link: { path: '/help', hash: '' } }], pages)).toEqual([]);
  expect(
    await linkProblems(
      request,
      [
        { from: '/', link: { path: '/no-such-page-for-the-audit', hash: '' } },
        { from: '/', link: { path: '/api/no-such-endpoint', hash: '' } }, // not a contract path: an unknown API path
        { from: '/help', link: { path: '/about', hash: 'no-such-id' } },
      ],
      pages,
    ),
  ).toEqual(['/no-such-page-for-the-audit answers 404 (linked from /)', '/api/no-such-endpoint answers 404 (linked from /)', '/about#no-such-id: no element with that id (linked from /help)']); // not a contract path: an unknown API path
});
