/**
 * The checks of the route audit (e2e/audit.spec.ts; decision 156), each a function of the page as it is now
 * (or of what the walk collected), so e2e/audit-checks.spec.ts can prove each one fails on a page that has
 * the defect. Every check returns the problems it found, as sentences; none means the page passed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { authContract } from '../../shared/auth/contract.ts';
import { endpointPath } from '../../shared/contracts/contract.ts';

/** Width in px of the screen the audit opens a page at; the other widths are reached by resizing. */
export const FIRST_WIDTH = 390;
/** Widths every page must fit, in px (a small Android phone, an iPhone, a tablet in portrait). */
export const WIDTHS = [390, 320, 768];
/** Cumulative layout shift allowed while a page loads at the machine's own speed (the slow-CPU figure is the bench's). */
export const MAX_CLS = 0.05;

/**
 * Runs before any script of each document: remembers the pre-rendered root's first element (React replaces it when
 * hydration fails) and sums the layout shifts not caused by input (as Lighthouse counts them).
 */
export function installPageProbes(): void {
  const w = window as unknown as { __audit: { prerendered: Element | null; cls: number; shifted: string[] } };
  w.__audit = { prerendered: null, cls: 0, shifted: [] };
  document.addEventListener('DOMContentLoaded', () => {
    w.__audit.prerendered = document.getElementById('root')?.firstElementChild ?? null;
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
      if (entry.hadRecentInput) continue;
      w.__audit.cls += entry.value;
      for (const source of entry.sources ?? []) {
        if (source.node instanceof Element) w.__audit.shifted.push(`${source.node.tagName.toLowerCase()}.${[...source.node.classList].join('.')}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves when React has attached to the page's root (its fibre keys are on the root's first element). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.getElementById('root')?.firstElementChild;
    return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));
  });
}

/**
 * Opens `url` as a member would on a slow phone whose session request (sent by the HTML's boot script) answers
 * before the app's code has run: the page's scripts are held until the session has answered. Every part must still
 * render the pre-render's "session unknown" state while it hydrates, or React throws the page away (decisions 067,
 * 147). Returns the document's status; throws when the session does not answer 200 (not signed in).
 */
export async function openWithSessionFirst(page: Page, url: string): Promise<number> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/assets\/[\w-]+\.js$/;
  const holdScripts = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(scripts, holdScripts);
  try {
    const session = page.waitForResponse((r) => new URL(r.url()).pathname === endpointPath(authContract.endpoints.user));
    const response = await page.goto(url, { waitUntil: 'commit' });
    const status = (await session).status();
    if (status !== 200) throw new Error(`${url}: the member's session answered ${status}`);
    release();
    await page.waitForLoadState('load');
    return response?.status() ?? 0;
  } finally {
    release();
    await page.unroute(scripts, holdScripts);
  }
}

/** After a resize: two animation frames, so media queries, resize observers and React have re-laid the page out. */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A pre-rendered page must be hydrated in place: its first element still the one the HTML had. */
export async function hydrationProblems(page: Page): Promise<string[]> {
  const kept = await page.evaluate(() => {
    const { prerendered } = (window as unknown as { __audit: { prerendered: Element | null } }).__audit;
    return Boolean(prerendered) && prerendered === document.getElementById('root')?.firstElementChild && document.contains(prerendered);
  });
  return kept ? [] : ['the pre-rendered DOM was replaced when the app started (a hydration mismatch)'];
}

/** The page's layout shift so far, against {@link MAX_CLS}. */
export async function layoutShiftProblems(page: Page): Promise<string[]> {
  const { cls, shifted } = await page.evaluate(() => (window as unknown as { __audit: { cls: number; shifted: string[] } }).__audit);
  return cls > MAX_CLS ? [`layout shift ${cls.toFixed(3)} while loading (> ${MAX_CLS}): ${[...new Set(shifted)].join(', ')}`] : [];
}

/** Smallest tap target in CSS px, each side (WCAG 2.2 target size, minimum; decision 171). */
export const MIN_TARGET = 24;
/** Smallest height in CSS px of a primary action (`.btn--primary`, `.btn--gold`): a thumb's width (decision 171). */
export const MIN_PRIMARY_TARGET = 44;

/**
 * What is wrong with the layout at the current width: the page wider than the screen; no site header (when
 * `needsHeader`) or a visible part of it outside the viewport; italic text (the Tamil font has none, decision 074);
 * a word broken across two lines (a Tamil word split mid-word is unreadable: the layout must fit its words —
 * each word's line boxes from Range.getClientRects); a control smaller than {@link MIN_TARGET} px a side, or a
 * primary action lower than {@link MIN_PRIMARY_TARGET} px (a link inside a sentence is exempt, as in WCAG 2.5.8;
 * a checkbox or radio counts with its label). All in one evaluate per width: the audit is CI's long pole.
 */
export async function layoutProblems(page: Page, needsHeader: boolean): Promise<string[]> {
  return page.evaluate(({ needsHeader, minTarget, minPrimary }) => {
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

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // A word: a run between spaces made of letters and marks only once the punctuation at its ends is set aside
    // (Tamil, Latin…). Addresses, e-mails, hashes, numbers and hyphenated words may wrap where they must.
    const token = /\S+/gu;
    const edges = /^[\p{P}\p{S}]*(.*?)[\p{P}\p{S}]*$/u;
    const isWord = /^[\p{L}\p{M}]{2,}$/u;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim()) continue;
      if (getComputedStyle(parent).fontStyle !== 'normal') problems.push(`italic text: ${describe(parent)}`);
      // Only what a person sees: shown, and on the screen's width (a honeypot field sits far off to the left).
      const box = parent.getBoundingClientRect();
      if (!shown(parent) || box.right <= 0 || box.left >= width) continue;
      if (parent.closest('code, pre, kbd, samp')) continue;
      for (const match of text.matchAll(token)) {
        const word = edges.exec(match[0])![1]!;
        if (!isWord.test(word)) continue;
        const start = match.index + match[0].indexOf(word);
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        // One box per line the word is on: boxes more than half a line apart are a word broken across lines.
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
        if (boxes.some((b) => Math.abs(b.top - boxes[0]!.top) > boxes[0]!.height / 2)) problems.push(`"${word}" is broken across lines: ${describe(parent)}`);
      }
    }

    // Tap targets: every control a finger can hit, as it is shown at this width.
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])');
    for (const el of targets) {
      if (!shown(el) || el.closest('.skip-link')) continue;
      const box = el.getBoundingClientRect();
      if (box.right <= 0 || box.left >= width) continue;
      // A link inside a sentence: its line height is the sentence's (WCAG 2.5.8 "inline" exception). A label and a
      // value ("Contact: +94 77…", "Phone: …") is no sentence: the sentence needs four words around the link.
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const around = [...(el.parentElement?.childNodes ?? [])].filter((n) => n !== el && !n.contains?.(el)).map((n) => n.textContent ?? '').join(' ');
        if ((around.match(/[\p{L}\p{M}]+/gu) ?? []).length >= 4) continue;
      }
      let w = box.width;
      let h = box.height;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        for (const label of el.labels ?? []) {
          const r = label.getBoundingClientRect();
          w = Math.max(w, r.width);
          h = Math.max(h, r.height);
        }
      }
      const primary = el.matches('.btn--primary, .btn--gold');
      if (w < minTarget - 0.5 || h < minTarget - 0.5) problems.push(`tap target ${Math.round(w)}×${Math.round(h)}px (< ${minTarget}px): ${describe(el)}`);
      else if (primary && h < minPrimary - 0.5) problems.push(`primary action ${Math.round(h)}px high (< ${minPrimary}px): ${describe(el)}`);
    }
    return problems;
  }, { needsHeader, minTarget: MIN_TARGET, minPrimary: MIN_PRIMARY_TARGET });
}

/** Serious and critical axe-core findings on the page as it is now. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Only the violations: axe then skips the details of every passing node (a third of its time here). Legacy mode
  // runs axe in the page itself: the default mode, made for cross-origin frames (the app has none), injects axe's
  // ~550 kB a second time into a new blank page to assemble the results — 1.03 s a page against 0.40 s, with the
  // same findings (measured on eight routes, decision 156).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A same-origin link of a page: its path with the query, and its fragment (without '#') if any. */
export interface PageLink {
  path: string;
  hash: string;
}

/** Every same-origin `<a href>` of the page, and the ids of its elements (what a `#fragment` can name). */
export async function linksAndIds(page: Page): Promise<{ links: PageLink[]; ids: string[] }> {
  return page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.getAttribute('href')!, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => ({ path: u.pathname + u.search, hash: u.hash.slice(1) })),
    ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
  }));
}

/**
 * Checks the links the walk collected. `links`: each link and the page it was on; `pages`: the element ids of every
 * page the walk opened, by path. A link to a page the walk did not open is asked for by HTTP and must not answer an
 * error (links under /api/: not 404 — they are navigations, such as a mail's one-click link); a `#fragment` must name an element of
 * the page it leads to, when the walk opened that page.
 */
export async function linkProblems(request: APIRequestContext, links: { from: string; link: PageLink }[], pages: Map<string, Set<string>>): Promise<string[]> {
  const problems = new Set<string>();
  const asked = new Map<string, number>();
  const status = async (path: string, api: boolean) => {
    let answer = asked.get(path);
    if (answer === undefined) {
      answer = (await request.get(path, api ? { maxRedirects: 0 } : { headers: { accept: 'text/html' } })).status();
      asked.set(path, answer);
    }
    return answer;
  };
  for (const { from, link } of links) {
    const opened = pages.get(link.path);
    if (link.path.startsWith('/api/')) { // not a contract path: every API path
      if ((await status(link.path, true)) === 404) problems.add(`${link.path} answers 404 (linked from ${from})`);
      continue;
    }
    if (!opened) {
      const answer = await status(link.path, false);
      if (answer >= 400) problems.add(`${link.path} answers ${answer} (linked from ${from})`);
    }
    if (link.hash && opened && !opened.has(link.hash)) problems.add(`${link.path}#${link.hash}: no element with that id (linked from ${from})`);
  }
  return [...problems];
}

/**
 * Listens to the page's console for the walk: errors, warnings (but the service worker's) and uncaught exceptions,
 * each with the path it happened on. `take()` returns what was heard since the last call and forgets it.
 */
export function consoleListener(page: Page): { take(): string[] } {
  let heard: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && !/Service Worker/i.test(m.text()))) heard.push(`${where()} ${m.type()}: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => heard.push(`${where()} pageerror: ${e.message}`));
  return {
    take() {
      const taken = heard;
      heard = [];
      return taken;
    },
  };
}
