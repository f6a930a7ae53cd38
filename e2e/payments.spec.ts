/**
 * Paid contact access and the subscription on the built-in payment simulator (issue 4 item 6; spec 000 §2, §4):
 * a member asks for a contact and pays £1 with 4242 → the number is shown; a declined card → the spec's failure
 * toast and no number; subscribe → active → cancel → the end date is shown. Nothing may be loaded from Stripe (or
 * any other host) in simulator mode.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { newMember, registerViaApi } from './support/app.ts';
import { either, tr } from './support/i18n.ts';
import { paymentsContract } from '../shared/payments/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

/** Requests the page made to any host but our own server. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  const own = new URL(baseURL).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== own) seen.push(request.url());
  });
  return seen;
}

/** Fills the simulator's card form in `scope` and submits it with the button named `submit`. */
async function payWithCard(page: Page, card: string, submit: RegExp) {
  const form = page.getByRole('form', { name: await either('Card payment') });
  await form.getByLabel(await either('Card number')).fill(card);
  await form.getByLabel(await either('Expiry (MM/YY)')).fill('12/40');
  await form.getByLabel(await either('CVC')).fill('123');
  await form.getByRole('button', { name: submit }).click();
}

/** The toast region's text (one toast at a time). */
const toastRegion = (page: Page) => page.locator('.toast-viewport');

test.describe('paid contact access on the simulator', () => {
  test('a member asks for a contact, pays £1 with 4242 and sees the number (in Tamil)', async ({ page, baseURL }) => {
    const foreign = foreignRequests(page, baseURL!);
    await registerViaApi(page.request, newMember());
    await page.goto('/taxi-services');
    const card = page.getByRole('article').first();
    const view = card.getByRole('button', { name: /^(View Contact|தொடர்பைக் காண்க) \(£1\)$/ });
    await expect(view).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(0);

    await view.click();
    const dialog = page.getByRole('dialog', { name: await either('View contact details') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: new RegExp(`^(Monthly|${await tr('Monthly', 'ta')})`) })).toBeChecked();
    await payWithCard(page, '4242 4242 4242 4242', /^(Pay|£1 செலுத்து)/);

    await expect(toastRegion(page)).toContainText(await tr('Payment Successful!', 'ta'));
    await expect(toastRegion(page)).toContainText(await tr('You now have access to contact details for this month', 'ta'));
    await expect(dialog).toBeHidden();
    await expect(card.locator('a[href^="tel:+"]')).toBeVisible();
    // After the list refresh every request carries its number; the server decided, not the page.
    await expect(page.getByRole('button', { name: /^(View Contact|தொடர்பைக் காண்க) \(£1\)$/ })).toHaveCount(0);
    const status = await page.request.get(endpointPath(paymentsContract.endpoints.billingStatus));
    expect(((await status.json()) as { hasPaid: boolean }).hasPaid).toBe(true);
    expect(foreign).toEqual([]);
  });

  test('a declined card shows the failure toast and no number', async ({ page, baseURL }) => {
    const foreign = foreignRequests(page, baseURL!);
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    await registerViaApi(page.request, newMember());
    await page.goto('/taxi-services');
    await page.getByRole('article').first().getByRole('button', { name: 'View Contact (£1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'View contact details' });
    await payWithCard(page, '4000 0000 0000 0002', /^Pay £1$/);

    await expect(toastRegion(page)).toContainText('Payment Failed');
    await expect(toastRegion(page)).toContainText('Your card was declined.');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(0);
    const check = await page.request.get(endpointPath(paymentsContract.endpoints.billingStatus));
    expect(((await check.json()) as { hasPaid: boolean }).hasPaid).toBe(false);
    expect(foreign).toEqual([]);
  });
});

test('subscribe for £1/month → active → cancel → the end date is shown', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, baseURL!);
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  await registerViaApi(page.request, newMember());
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  await payWithCard(page, '4242 4242 4242 4242', /^Join for £1\/month$/);

  await expect(toastRegion(page)).toContainText('You now have access to contact details');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const nextBilling = page.getByText('Next billing date').locator('xpath=following-sibling::dd');
  await expect(nextBilling).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  const date = (await nextBilling.textContent())!;

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toastRegion(page)).toContainText('Your subscription will end at the end of the current billing period.');
  await expect(page.getByText('Ends on').locator('xpath=following-sibling::dd')).toHaveText(date);
  await expect(page.getByText(`Your subscription is cancelled and ends on ${date}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  const status = (await (await page.request.get(endpointPath(paymentsContract.endpoints.subscriptionStatus))).json()) as { isActive: boolean; cancelAtPeriodEnd: boolean };
  expect(status).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
  expect(foreign).toEqual([]);
});

test('pay once for the month, then everything that sells contact access says until when instead (decision 157)', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, baseURL!);
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  await registerViaApi(page.request, newMember());
  await page.goto('/subscription');
  const plans = page.getByRole('region', { name: 'Plans and prices' });
  await expect(plans.getByText('One access, three ways to pay', { exact: false })).toBeVisible();
  await plans.getByRole('button', { name: 'Pay once for contact access' }).click();
  const dialog = page.getByRole('dialog', { name: 'View contact details' });
  await expect(dialog).toBeVisible();
  // A second tap, as on a flaky connection: the same payment, not a second one.
  const again = await page.request.post(endpointPath(paymentsContract.endpoints.createContactPayment));
  expect(again.status()).toBe(201);
  await payWithCard(page, '4242 4242 4242 4242', /^Pay £1$/);
  await expect(toastRegion(page)).toContainText('Payment Successful!');

  const until = /^You already have access until \d{1,2} \w{3} \d{4}\.$/;
  await expect(plans.getByText(until)).toBeVisible();
  await expect(plans.getByRole('button', { name: 'Pay once for contact access' })).toHaveCount(0);
  // The membership sells the same access: it says so too, instead of "Start Subscription".
  await page.reload();
  await expect(page.getByRole('region', { name: 'Monthly membership' }).getByText(until)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Subscription' })).toHaveCount(0);
  // Education is another entitlement: still on sale.
  await expect(page.getByRole('region', { name: 'Education subscription' }).getByRole('button', { name: /^Subscribe for £2/ })).toBeVisible();
  // The taxi list shows numbers, with no paid button left.
  await page.goto('/taxi-services');
  await expect(page.getByRole('article').first().locator('a[href^="tel:+"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Contact/ })).toHaveCount(0);
  // And the server refuses to sell it again, saying until when.
  const refused = await page.request.post(endpointPath(paymentsContract.endpoints.createYearlyPayment));
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'already_entitled', entitledUntil: expect.any(Number) });
  const history = (await (await page.request.get(endpointPath(paymentsContract.endpoints.billingHistory))).json()) as { payments: { status: string; amountPence: number }[] };
  expect(history.payments).toEqual([expect.objectContaining({ status: 'succeeded', amountPence: 100 })]);
  expect(foreign).toEqual([]);
});

