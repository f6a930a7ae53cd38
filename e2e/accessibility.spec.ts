/**
 * Accessibility (issue 2, item 10): axe-core finds no serious or critical violation on the home page and /auth
 * (as a guest) and on /profile (signed in), in Tamil — the default — and in English, chosen with the switcher.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { htmlLang, newMember, registerViaApi } from './support/app.ts';

/** Runs axe on the page as it is now and fails listing every serious or critical violation. */
async function expectNoSeriousViolations(page: Page, what: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe violations on ${what}`).toEqual([]);
}

for (const language of ['ta', 'en'] as const) {
  test(`no serious or critical axe violations on /, /auth and /profile in ${language === 'ta' ? 'Tamil' : 'English'}`, async ({ page }) => {
    await page.goto('/');
    if (language === 'en') await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => htmlLang(page)).toBe(language);
    await expectNoSeriousViolations(page, `/ (${language}, guest)`);

    await page.goto('/auth');
    await expect.poll(() => htmlLang(page)).toBe(language);
    await expectNoSeriousViolations(page, `/auth (${language})`);

    await registerViaApi(page.request, newMember());
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect.poll(() => htmlLang(page)).toBe(language);
    await expectNoSeriousViolations(page, `/profile (${language}, signed in)`);
  });
}
