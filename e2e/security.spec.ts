/**
 * Account security in the browser (decision 013): a member turns two-factor authentication on from the profile's
 * security tab with a code computed here from the setup key (otplib), logs out, logs in with a code, logs in with a
 * recovery code, and a second use of that recovery code is refused. No Content-Security-Policy violation on the way.
 * Selectors match the English or the Tamil text (see support/i18n.ts); Tamil is the default language.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { generate } from 'otplib';
import { either } from './support/i18n.ts';
import { newMember, registerViaApi, sessionEmail, type Member } from './support/app.ts';
import { authContract } from '../shared/auth/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

/** The TOTP code of `secret` `stepsAhead` 30-second periods from now (the server accepts ±1 period, each period once). */
const totp = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Logs out with the header's Logout button (a form post to /api/logout) and checks that the server forgot the session. */
async function logOut(page: Page) {
  await page.goto('/');
  const account = page.getByRole('navigation', { name: await either('Account') });
  await account.getByRole('button', { name: await either('Logout') }).click();
  await expect(account.getByRole('link', { name: await either('Login') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionEmail(page.request)).toBeNull();
}

/** Fills the password step of /auth; the form then asks for the second factor. */
async function passwordStep(page: Page, member: Member) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: await either('Log in') });
  await form.getByLabel(await either('Email')).fill(member.email);
  await form.getByLabel(await either('Password')).fill(member.password);
  await form.getByRole('button', { name: await either('Log in') }).click();
  const step = page.getByRole('form', { name: await either('Two-factor authentication') });
  await expect(step).toBeVisible();
  return step;
}

test('turn on 2FA, log in with a code, log in with a recovery code once', async ({ page }) => {
  // Three log-outs and log-ins: 20 s alone, up to 70 s with both cores busy; the limit guards against a hang.
  test.setTimeout(180_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const member = newMember();
  await registerViaApi(page.request, member);
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('turn two-factor authentication on from the security tab', async () => {
    await page.goto('/profile');
    await page.getByRole('tab', { name: await either('Security') }).click();
    const toggle = page.getByRole('switch', { name: await either('Two-factor authentication') });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();

    const dialog = page.getByRole('dialog', { name: await either('Turn on two-factor authentication') });
    await expect(dialog.getByRole('img', { name: await either('QR code for your authenticator app') })).toBeVisible();
    secret = ((await dialog.getByLabel(await either('Setup key')).textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await dialog.getByLabel(await either('Authentication code')).fill(await totp(secret));
    await dialog.getByRole('button', { name: await either('Turn on') }).click();
    const list = dialog.getByRole('list', { name: await either('Recovery codes') });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes[0]).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    await dialog.getByRole('button', { name: await either('I have saved my recovery codes') }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  await test.step('log out, then log in with the password and a code from the app', async () => {
    await logOut(page);
    const step = await passwordStep(page, member);
    expect(await sessionEmail(page.request)).toBeNull(); // the password alone signs nobody in
    // The enrolment used this period's code; the next period's code is accepted (and only once).
    await step.getByLabel(await either('Authentication code')).fill(await totp(secret, 1));
    await step.getByRole('button', { name: await either('Verify') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionEmail(page.request)).toBe(member.email);
  });

  await test.step('log out, then log in with a recovery code', async () => {
    await logOut(page);
    const step = await passwordStep(page, member);
    await step.getByLabel(await either('Authentication code')).fill(recoveryCodes[0]!);
    await step.getByRole('button', { name: await either('Verify') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionEmail(page.request)).toBe(member.email);
  });

  await test.step('the same recovery code is refused the second time', async () => {
    await logOut(page);
    const step = await passwordStep(page, member);
    await step.getByLabel(await either('Authentication code')).fill(recoveryCodes[0]!);
    await step.getByRole('button', { name: await either('Verify') }).click();
    await expect(step.getByRole('alert')).toHaveText(await either('The code is not correct'));
    await expect(page).toHaveURL(/\/auth/);
    expect(await sessionEmail(page.request)).toBeNull();
  });

  expect(cspViolations).toEqual([]);
});

test('a cross-site POST is refused and the security headers are sent', async ({ page, baseURL }) => {
  const member = newMember();
  await registerViaApi(page.request, member);
  const refused = await page.request.post(endpointPath(authContract.endpoints.logoutAll), { headers: { Origin: 'https://evil.example' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('csrf_rejected');
  expect(await sessionEmail(page.request)).toBe(member.email);

  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // Scripts from this origin only, plus the one inline boot script of the pre-rendered page by its hash (decision 065).
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(baseURL).toMatch(/^http:/); // no HSTS over plain http
  expect(headers['strict-transport-security']).toBeUndefined();
});
