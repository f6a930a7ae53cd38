/**
 * Loading on a slow phone's CPU (decision 156): the timing-sensitive half of the route audit, measured here with the
 * CPU slowdown calibrated to this machine (decision 149) instead of in the test suite, where a fixed 4× meant a
 * different phone on every host. For every public route:
 * - a guest (Tamil, 412 × 823, service worker blocked): the layout shift while the pre-rendered page paints,
 *   hydrates and gets its data (Chromium's layout-shift entries, as Lighthouse counts them), and the time until
 *   the page is hydrated;
 * - a member (English) whose session answered before the app's code ran (its scripts held until then): the page
 *   still hydrates in place — React's hydration yields between slices on a slow CPU, where a part that renders from
 *   the session would differ from the HTML — and the time until it is hydrated.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrationProblems, installPageProbes, openWithSessionFirst, waitForHydration } from '../e2e/support/audit.ts';
import { newMember } from '../e2e/support/app.ts';

/** One route's figures at the calibrated slowdown. */
export interface SlowCpuResult {
  route: string;
  /** A guest's cumulative layout shift while the page loads. */
  guestCls: number;
  /** Elements that moved (tag.class), for the fix. */
  shifted: string[];
  /** Navigation start → React attached to the pre-rendered page, ms, for a guest and for a member. */
  guestHydratedMs: number;
  memberHydratedMs: number;
  /** The member's page was hydrated in place (React did not throw the pre-rendered DOM away). */
  memberHydratedInPlace: boolean;
}

async function throttled(context: BrowserContext, cpuMultiplier: number): Promise<Page> {
  await context.addInitScript(installPageProbes);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuMultiplier });
  return page;
}

/** Milliseconds since this document's navigation started. */
const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());

/**
 * Loads every route of `routes` on `origin` as a guest and as a member at `cpuMultiplier`× CPU slowdown; returns the
 * figures per route. Throws when the member cannot register.
 */
export async function benchSlowCpu(browser: Browser, origin: string, routes: string[], cpuMultiplier: number): Promise<SlowCpuResult[]> {
  const options = { baseURL: origin, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' as const };
  const guest = await browser.newContext({ ...options, locale: 'ta-LK' });
  const member = await browser.newContext({ ...options, locale: 'en-GB' });
  try {
    await member.addCookies([{ name: 'tc_lang', value: 'en', url: origin }]);
    await member.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    const registered = await member.request.post('/api/auth/register', {
      headers: { origin },
      data: { ...newMember(), age: 30, country: 'Sri Lanka', postalCode: '', language: 'en', userType: 'private' },
    });
    if (registered.status() !== 201) throw new Error(`slow-CPU bench: registering the member answered ${registered.status()}: ${await registered.text()}`);
    const guestPage = await throttled(guest, cpuMultiplier);
    const memberPage = await throttled(member, cpuMultiplier);
    const results: SlowCpuResult[] = [];
    for (const route of routes) {
      await guestPage.goto(route);
      await waitForHydration(guestPage);
      const guestHydratedMs = await sinceNavigation(guestPage);
      await guestPage.waitForLoadState('networkidle');
      await guestPage.waitForTimeout(500);
      const { cls, shifted } = await guestPage.evaluate(() => (window as unknown as { __audit: { cls: number; shifted: string[] } }).__audit);

      await openWithSessionFirst(memberPage, route);
      await waitForHydration(memberPage);
      const memberHydratedMs = await sinceNavigation(memberPage);
      await memberPage.waitForLoadState('networkidle');
      const memberHydratedInPlace = (await hydrationProblems(memberPage)).length === 0;
      results.push({ route, guestCls: cls, shifted: [...new Set(shifted)], guestHydratedMs, memberHydratedMs, memberHydratedInPlace });
    }
    return results;
  } finally {
    await guest.close();
    await member.close();
  }
}
