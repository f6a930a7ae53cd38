/**
 * The admin panel of issue 19 in Debian's Chromium against the production server: the administrator searches a
 * member → suspends them with a reason → that member's next request is refused and their login shows the reason →
 * the administrator unsuspends them and they log in again. Then a waiting (unapproved) taxi request is approved
 * on /admin/taxi-services and appears in the public list.
 */
import { randomUUID } from 'node:crypto';
import { type Browser } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { taxiBody } from '#shared/taxi/samples.ts';
import { adminRequest, memberPage } from './support/app.ts';
import { authContract } from '../shared/auth/contract.ts';
import { taxiContract } from '../shared/taxi/contract.ts';
import { adminContract } from '../shared/admin/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

const TAG = randomUUID().slice(0, 6);

/** A page signed in as the configured administrator, English UI. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  const page = await context.newPage();
  await adminRequest(page.request);
  return page;
}

test('search → suspend with a reason → refused and told why → unsuspend → back in', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page: memberTab, member } = await memberPage(browser);
  expect((await memberTab.request.get(endpointPath(authContract.endpoints.user))).status()).toBe(200);

  const page = await adminPage(browser);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByLabel('Search members').fill(member.email);
  const card = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill(`Spam adverts ${TAG}`);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User Suspended').first()).toBeVisible();
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();

  expect((await memberTab.request.get(endpointPath(authContract.endpoints.user))).status()).toBe(401);
  await memberTab.goto('/auth');
  const form = memberTab.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(memberTab.getByText(`Spam adverts ${TAG}`)).toBeVisible();

  await card.getByRole('button', { name: 'Unsuspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unsuspend' }).click();
  await expect(page.getByText('User Unsuspended').first()).toBeVisible();
  const login = await memberTab.request.post(endpointPath(authContract.endpoints.login), { data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(200);

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('listitem').filter({ hasText: 'admin_user_unsuspended' }).first()).toBeVisible();
});

test('a waiting taxi request approved on /admin/taxi-services appears in the public list', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page: memberTab } = await memberPage(browser);
  const from = `Point Pedro ${TAG}`;
  const posted = await memberTab.request.post(endpointPath(taxiContract.endpoints.create), { data: taxiBody({ fromLocation: from }) });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };

  const page = await adminPage(browser);
  // Take the approval away first, so the request waits like a new one would under review.
  expect((await page.request.patch(endpointPath(adminContract.endpoints.taxiStatus, { params: { id } }), { data: { isApproved: false } })).status()).toBe(200);
  const guest = (await browser.newContext()).request;
  expect((await guest.get(endpointPath(taxiContract.endpoints.detail, { params: { id } }))).status()).toBe(404);

  await page.goto('/admin/taxi-services');
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' }).click();
  await page.getByLabel('Search vehicle services').fill(from);
  const card = page.getByRole('listitem').filter({ hasText: from });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: /^\+94/ })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await expect.poll(async () => (await guest.get(endpointPath(taxiContract.endpoints.detail, { params: { id } }))).status()).toBe(200);
  await page.goto('/taxi-services');
  await expect(page.getByText(from).first()).toBeVisible();
});
