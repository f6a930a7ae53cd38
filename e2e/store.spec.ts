/**
 * The Tamil store walk of issue 14 in Debian's Chromium against the production build: a Latin-letter search finds
 * தக்காளி → three products go into the basket → offline, a reload keeps the basket → the quote request is sent
 * offline and delivered once when the network returns (one mail to the admin) → a seller adds a product with two
 * photos, which the viewer shows as "1 / 2".
 */
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { memberPage, waitForServiceWorkerControl } from './support/app.ts';
import { png } from './support/png.ts';

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 6);
const BUYER = `Meena Quote ${TAG}`;

/** The store grid's product cards. */
const cards = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Add to basket' }) }).getByRole('listitem');

test('search in Latin letters → basket of three → offline reload keeps it → quote sent offline is delivered once; a product with two photos', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page } = await memberPage(browser, { serviceWorkers: 'allow' }); // reloads offline: the service worker answers

  await test.step('"thakkali" finds தக்காளி', async () => {
    await page.goto('/store');
    await waitForServiceWorkerControl(page);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('thakkali');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards(page).first()).toContainText('தக்காளி');
  });

  await test.step('three products go into the basket', async () => {
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards(page)).not.toHaveCount(0);
    for (let i = 0; i < 3; i++) {
      const card = cards(page).nth(i);
      if (i === 1) await card.getByRole('button', { name: 'More' }).click();
      await card.getByRole('button', { name: 'Add to basket' }).click();
      await expect(card.getByText(/^In your basket: /)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Your basket (4)' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Basket: 4 items' })).toBeVisible();
  });

  await test.step('offline, a reload still shows the basket; the quote request is saved on the device', async () => {
    await page.context().setOffline(true);
    await page.reload();
    const basket = page.getByRole('region', { name: 'Your basket (4)' });
    await expect(basket.getByRole('listitem')).toHaveCount(3);
    // the saved list shows its photos from the service worker's cache
    const thumb = cards(page).first().locator('img').first();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await basket.getByRole('button', { name: 'Request a quote' }).click();
    await page.getByLabel(/^Your name/).fill(BUYER);
    await page.getByLabel(/^Phone number or e-mail/).fill('+94 77 123 4567');
    await page.getByRole('button', { name: 'Send quote request' }).click();
    await expect(page.getByText('Saved on this device').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your basket (0)' })).toBeVisible();
    await expect(page.getByText('Quote request waiting to send')).toBeVisible();
  });

  await test.step('back online it is delivered once: one mail to the admin', async () => {
    await page.context().setOffline(false);
    await expect(page.getByText('Quote request waiting to send')).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get('/dev/outbox.json')).json()) as { to: string; subject: string; text: string }[];
        return mails.filter((m) => m.to === 'admin@example.com' && m.subject.includes(`New quote request from ${BUYER}`)).length;
      }, { timeout: 30_000 })
      .toBe(1);
    // a later drain of the outbox sends nothing again
    await page.reload();
    const mails = (await (await page.request.get('/dev/outbox.json')).json()) as { to: string; subject: string }[];
    expect(mails.filter((m) => m.to === 'admin@example.com' && m.subject.includes(BUYER))).toHaveLength(1);
  });

  await test.step('a seller adds a product with two photos; the viewer shows "1 / 2"', async () => {
    const name = `Jaffna mango ${TAG}`;
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByLabel(/^Name \(English\)/).fill(name);
    await page.getByLabel(/^Name in Tamil/).fill('யாழ்ப்பாண மாம்பழம்');
    await page.getByLabel(/^Description/).fill('Sweet Karuthakolomban mangoes from Jaffna, picked this week.');
    await page.getByLabel(/^Category/).selectOption('fruits');
    await page.getByLabel(/^Price/).fill('450.50');
    await page.getByLabel(/^Weight or count/).fill('1');
    await page.getByLabel(/^Seller name/).fill('Kumar Stores');
    await page.getByLabel(/^Seller phone/).fill('+94 77 765 4321');
    await page.getByLabel(/^Location/).fill('Jaffna');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'mango-1.png', mimeType: 'image/png', buffer: png(64, 48, [240, 180, 40]) },
      { name: 'mango-2.png', mimeType: 'image/png', buffer: png(48, 64, [60, 160, 60]) },
    ]);
    await expect(page.getByText('Ready', { exact: true })).toHaveCount(2, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Product added').first()).toBeVisible();
    const card = cards(page).filter({ hasText: name });
    await expect(card).toBeVisible();
    // in the seller's currency (decision 170): this seller's profile says Sri Lanka
    await expect(card.getByText(/^LKR\s450\.50$/)).toBeVisible();
    await card.getByRole('button', { name: /^Photos of / }).click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
  });
});
