/**
 * The community sharing walk of issue 19 item 5 in Debian's Chromium against the production server: a member offers
 * something free with a photo → another member finds it by city and search, opens it and sees "View Contact", never
 * the number → offline, the list still shows it from the device → the poster asks for something offline and the
 * post is delivered once when the network returns → the poster marks the offer given and it leaves the list.
 */
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { memberPage, waitForServiceWorkerControl } from './support/app.ts';
import { png } from './support/png.ts';
import { communityContract } from '../shared/community/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 6);
const CITY = `Harrow ${TAG}`;
const OFFER = `Free bicycle ${TAG}`;
const WANTED = `Tamil textbooks needed ${TAG}`;
/** The poster's number as typed, and the digits that must never appear on another member's screen. */
const PHONE = '+44 7912 345678';
const DIGITS = /7912\s?345\s?678/;

/** The list's cards. */
const cards = (page: Page) => page.locator('.community-list > li');

test('offer with a photo → found by city and search → contact behind "View Contact" → offline list → request sent offline is delivered once → given leaves the list', async ({ browser }) => {
  test.setTimeout(240_000);
  // both go offline under the service worker's control: it is allowed for them (playwright.config.ts blocks it)
  const poster = await memberPage(browser, { serviceWorkers: 'allow' });
  const viewer = await memberPage(browser, { serviceWorkers: 'allow' });
  let offerId = '';

  await test.step('the poster offers a bicycle with a photo through the form', async () => {
    const { page } = poster;
    await page.goto('/community');
    await expect(page.getByRole('heading', { name: 'Community sharing', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Offer something' }).click();
    await expect(page.getByRole('heading', { name: 'Share with the community' })).toBeVisible();
    await expect(page.getByLabel(/^Are you offering or asking/)).toHaveValue('offer');
    await page.getByLabel(/^Category/).selectOption('items');
    await page.getByLabel(/^Title/).fill(OFFER);
    await page.getByLabel(/^Description/).fill('A child bicycle for 5 to 8 years, good tyres. Collect on Saturday morning.');
    await page.getByLabel(/^City or town/).fill(CITY);
    await page.getByLabel(/^Phone/).fill(PHONE);
    await page.locator('input[type="file"]').setInputFiles([{ name: 'bicycle.png', mimeType: 'image/png', buffer: png(64, 48, [30, 120, 200]) }]);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Posted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFER })).toBeVisible();
    const photo = page.locator('.community-photos img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Contact:')).toBeVisible(); // the poster sees their own number
    offerId = page.url().split('/').pop()!;
    expect(offerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  await test.step('another member finds it by city and by search; the number stays behind "View Contact"', async () => {
    const { page } = viewer;
    await page.goto('/community');
    await waitForServiceWorkerControl(page);
    await page.getByRole('textbox', { name: 'City' }).fill(CITY);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(OFFER);
    await page.getByRole('textbox', { name: 'City' }).fill('');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(`bicycle ${TAG}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards(page).filter({ hasText: OFFER })).toHaveCount(1);
    await cards(page).filter({ hasText: OFFER }).getByRole('link', { name: OFFER }).click();
    await expect(page.getByRole('heading', { name: OFFER })).toBeVisible();
    await expect(page.getByRole('button', { name: /^View Contact/ })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(DIGITS);
    const api = await page.request.get(endpointPath(communityContract.endpoints.detail, { params: { id: offerId } }));
    expect(await api.text()).not.toMatch(DIGITS);
  });

  await test.step('offline, the list opens from the device', async () => {
    const { page } = viewer;
    await page.goto('/community');
    await expect(cards(page).filter({ hasText: OFFER })).toHaveCount(1);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Offline — saved on/)).toBeVisible();
    await expect(cards(page).filter({ hasText: OFFER })).toHaveCount(1);
    await expect(page.locator('body')).not.toContainText(DIGITS);
    await page.context().setOffline(false);
  });

  await test.step('the poster asks for something while offline; it is sent once when the network returns', async () => {
    const { page } = poster;
    await page.goto('/community/new?kind=wanted');
    await waitForServiceWorkerControl(page);
    await expect(page.getByLabel(/^Are you offering or asking/)).toHaveValue('wanted');
    await page.context().setOffline(true);
    await page.getByLabel(/^Category/).selectOption('books');
    await page.getByLabel(/^Title/).fill(WANTED);
    await page.getByLabel(/^Description/).fill('Grade 10 Tamil medium textbooks for a student, used ones are fine.');
    await page.getByLabel(/^City or town/).fill(CITY);
    await page.getByLabel(/^Phone/).fill(PHONE);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Saved on this device').first()).toBeVisible();
    await expect(page.getByText('Your post will be sent when you are back online.').first()).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('Your post will be sent when you are back online.')).toHaveCount(0, { timeout: 30_000 });
    const listed = (await (await page.request.get(endpointPath(communityContract.endpoints.list, { query: { city: CITY, kind: 'wanted' } }))).json()) as { items: { title: string }[] };
    expect(listed.items.filter((p) => p.title === WANTED)).toHaveLength(1);
  });

  await test.step('the poster marks the offer given: it leaves the list and its page', async () => {
    const { page } = poster;
    await page.goto(`/community/${offerId}`);
    await page.getByRole('button', { name: 'Mark as given' }).click();
    await expect(page.getByText('Your post is no longer listed').first()).toBeVisible();
    await expect(page.getByText('State: Given')).toBeVisible();
    expect((await viewer.page.request.get(endpointPath(communityContract.endpoints.detail, { params: { id: offerId } }))).status()).toBe(404);
    await viewer.page.goto('/community');
    await viewer.page.getByRole('textbox', { name: 'City' }).fill(CITY);
    await viewer.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards(viewer.page).filter({ hasText: WANTED })).toHaveCount(1);
    await expect(cards(viewer.page).filter({ hasText: OFFER })).toHaveCount(0);
  });
});
