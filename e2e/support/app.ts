/** Helpers shared by the e2e specs: test members, the session as the server sees it, the service worker. */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { authContract } from '../../shared/auth/contract.ts';
import { endpointPath } from '../../shared/contracts/contract.ts';

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

/** A fresh address in TEST-NET-2 (198.51.100.0/24, RFC 5737) for X-Forwarded-For: each test member its own client. */
function memberAddress(): string {
  return `198.51.100.${randomInt(1, 255)}`;
}

/**
 * Registers `member` through the API with the browser context's cookie jar, so the pages are signed in. The
 * request comes from its own forwarded address (the e2e server trusts the proxy header), like a real new member.
 */
export async function registerViaApi(request: APIRequestContext, member: Member): Promise<void> {
  const response = await request.post(endpointPath(authContract.endpoints.register), {
    headers: { 'x-forwarded-for': memberAddress() },
    data: { ...member, age: 30, country: 'Sri Lanka', postalCode: '', language: 'ta', userType: 'private' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A signed-in page of a new member in its own browser context, English UI for readable selectors. `options`: e.g.
 * `{ serviceWorkers: 'allow' }` for a test that needs the service worker (blocked by default: playwright.config.ts).
 */
export async function memberPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  const page = await context.newPage();
  const member = newMember();
  await registerViaApi(page.request, member);
  return { page, member };
}

/** The email of the signed-in user as the server sees the browser's cookie, or null for a guest. */
export async function sessionEmail(request: APIRequestContext): Promise<string | null> {
  const response = await request.get(endpointPath(authContract.endpoints.user));
  if (response.status() === 401) return null;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { email: string }).email;
}

/**
 * How long a first install may take before the wait counts as a hang (ms). The worker registers after `load` and
 * precaches ~240 files one at a time (workbox-precaching installs sequentially, GoogleChrome/workbox#2528): ~3 s on
 * an idle machine, 20 s measured with the two cores busy, more on a CI machine running three e2e workers. This
 * guards against a worker that never takes control; it is not a speed check.
 */
export const SERVICE_WORKER_CONTROL_TIMEOUT_MS = 90_000;

/** Waits until a service worker is active and controls `page` (so it can answer a reload offline). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction would take an async one's promise itself as the truthy answer.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: SERVICE_WORKER_CONTROL_TIMEOUT_MS,
    polling: 250,
  });
}

/** The `lang` of the page's <html>, which the app sets to the active UI language. */
export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** The admin password this worker set, so later specs log in instead of spending the reset allowance (3 an hour). */
let adminPassword: string | undefined;

/**
 * An API context signed in as the configured admin: the first call in a worker sets its password through a
 * development reset link, later calls log in with it.
 */
export async function adminRequest(request: APIRequestContext): Promise<APIRequestContext> {
  if (!adminPassword) {
    const forgot = await request.post(endpointPath(authContract.endpoints.forgotPassword), { data: { email: 'admin@example.com' } });
    expect(forgot.status()).toBe(200);
    const { resetToken } = (await forgot.json()) as { resetToken?: string };
    expect(resetToken).toBeTruthy();
    const password = `admin-${randomUUID()}`;
    expect((await request.post(endpointPath(authContract.endpoints.resetPassword), { data: { token: resetToken, newPassword: password } })).status()).toBe(200);
    adminPassword = password;
  }
  const login = await request.post(endpointPath(authContract.endpoints.login), { data: { email: 'admin@example.com', password: adminPassword } });
  expect(login.status(), await login.text()).toBe(200);
  return request;
}
