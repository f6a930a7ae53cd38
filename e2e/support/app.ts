/** Helpers shared by the e2e specs: test members, the session as the server sees it, the service worker. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** A new member's registration details; the email and username are unique per call. */
export function newMember() {
  const id = randomUUID().slice(0, 8);
  return {
    fullName: `E2E Member ${id}`,
    username: `e2e_${id}`,
    email: `e2e-${id}@example.com`,
    password: `pw-${id}-secret`,
    phoneNumber: '+94771234567',
    city: 'Jaffna',
    address: '12 Temple Road',
  };
}
export type Member = ReturnType<typeof newMember>;

/** Registers `member` through the API with the browser context's cookie jar, so the pages are signed in. */
export async function registerViaApi(request: APIRequestContext, member: Member): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: { ...member, age: 30, country: 'Sri Lanka', postalCode: '', language: 'ta', userType: 'private' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A signed-in page of a new member in its own browser context, English UI for readable selectors. */
export async function memberPage(browser: Browser): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  const page = await context.newPage();
  const member = newMember();
  await registerViaApi(page.request, member);
  return { page, member };
}

/** The email of the signed-in user as the server sees the browser's cookie, or null for a guest. */
export async function sessionEmail(request: APIRequestContext): Promise<string | null> {
  const response = await request.get('/api/auth/user');
  if (response.status() === 401) return null;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { email: string }).email;
}

/** Waits until a service worker is active and controls `page` (so it can answer a reload offline). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction would take an async one's promise itself as the truthy answer.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

/** The `lang` of the page's <html>, which the app sets to the active UI language. */
export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}
