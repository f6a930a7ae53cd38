/**
 * Offline-first walks (issue "Offline-first data layer" §7–8) in Debian's Chromium against the production server:
 * 1. taxi list online → network off → reload → list still shown with "Offline — saved on" → post offline → shown as
 *    waiting → network back → sent → the server has exactly one row;
 * 2. post offline → close the page → reopen online → delivered exactly once.
 * It prints two measurements (MEASURE lines, recorded in the README): the cached list's render time on a repeat
 * visit with the network off, and the time to drain 100 queued posts after reconnect.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { newMember, registerViaApi, waitForServiceWorkerControl } from './support/app.ts';
import { taxiContract } from '../shared/taxi/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test.describe.configure({ mode: 'serial' });
// Goes offline under the service worker's control: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page, request: _request }) => {
  // English UI for readable selectors (Tamil is covered by the other specs).
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
});

/** Rows on the server whose fromLocation is `from` (the server decides; nothing is read from the page). */
async function serverRows(request: APIRequestContext, from: string): Promise<number> {
  const res = await request.get(endpointPath(taxiContract.endpoints.list, { query: { limit: 100 } }));
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { fromLocation: string }[] };
  return body.items.filter((i) => i.fromLocation === from).length;
}

async function postTaxiRequest(page: Page, from: string) {
  await page.getByRole('button', { name: 'Post taxi request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post taxi request' });
  await dialog.getByLabel(/^From/).fill(from);
  await dialog.getByLabel(/^To/).fill('Jaffna');
  await dialog.getByLabel(/^Passengers/).selectOption('2');
  await dialog.getByLabel(/^Luggage/).selectOption('10');
  await dialog.getByLabel(/^Contact number/).fill('+94 77 123 4567');
  await dialog.getByRole('button', { name: 'Post request' }).click();
  await expect(dialog).toBeHidden();
}

async function openTaxiServicesAsMember(page: Page) {
  await registerViaApi(page.request, newMember());
  await page.goto('/taxi-services');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('list').first().locator('li').first()).toBeVisible();
}

test('list offline with the saved copy, post offline, delivered once when back online', async ({ page, context }) => {
  await openTaxiServicesAsMember(page);
  const from = `Offline walk ${randomUUID().slice(0, 8)}`;

  await test.step('network off → reload → the saved list is shown with "Offline — saved on"', async () => {
    await context.setOffline(true);
    const start = Date.now();
    await page.reload();
    await expect(page.getByRole('list').first().locator('li').first()).toBeVisible();
    const renderMs = Date.now() - start;
    console.log(`MEASURE offline_list_render_ms=${renderMs}`);
    await expect(page.getByText(/^Offline — saved on /)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ }).first()).toBeVisible();
  });

  await test.step('post while offline → saved on the device, shown as waiting', async () => {
    await postTaxiRequest(page, from);
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    const queued = page.getByRole('region', { name: 'Your posts on this device' });
    const item = queued.locator('li', { hasText: `${from} → Jaffna` });
    await expect(item).toHaveAttribute('data-status', 'waiting');
    await expect(item.getByText('Waiting to send')).toBeVisible();
    await expect(page.getByText('1 post waiting')).toBeVisible();
    // page.request is not affected by setOffline: the server is asked directly and has nothing yet.
    expect(await serverRows(page.request, from)).toBe(0);
  });

  await test.step('network back → sent → exactly one row on the server', async () => {
    await context.setOffline(false);
    const item = page.getByRole('region', { name: 'Your posts on this device' }).locator('li', { hasText: `${from} → Jaffna` });
    await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: `From ${from} to Jaffna` })).toBeVisible();
    expect(await serverRows(page.request, from)).toBe(1);
  });
});

test('post offline, close the page, reopen online: delivered exactly once', async ({ page, context }) => {
  await openTaxiServicesAsMember(page);
  const from = `Closed page ${randomUUID().slice(0, 8)}`;
  await context.setOffline(true);
  await postTaxiRequest(page, from);
  await expect(page.getByRole('region', { name: 'Your posts on this device' }).locator('li', { hasText: from })).toHaveAttribute('data-status', 'waiting');
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/taxi-services');
  const item = reopened.getByRole('region', { name: 'Your posts on this device' }).locator('li', { hasText: from });
  await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
  // Background Sync in the service worker and the page's own drain may both have tried: still one row.
  await reopened.waitForTimeout(1000);
  expect(await serverRows(reopened.request, from)).toBe(1);
});

test('drains 100 queued posts after reconnect with no duplicates', async ({ page, context }) => {
  await openTaxiServicesAsMember(page);
  const run = randomUUID().slice(0, 8);
  await context.setOffline(true);
  const travelDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  // Queue 100 posts straight into the app's IndexedDB outbox (the shape of pwa/lib/offline/db.ts OutboxEntry).
  await page.evaluate(
    async ({ run, travelDate, url }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('tamil-community');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      const now = Date.now();
      for (let i = 0; i < 100; i++) {
        tx.objectStore('outbox').put({
          id: crypto.randomUUID(),
          kind: 'taxi-request',
          method: 'POST',
          url,
          body: { fromLocation: `Drain ${run} #${i}`, toLocation: 'Colombo', fromCountry: 'Sri Lanka', passengerCount: 1, luggageWeight: 0, contactNumber: '+94771234567', travelDate },
          status: 'waiting',
          attempts: 0,
          nextAttemptAt: 0,
          createdAt: now + i,
          updatedAt: now + i,
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { run, travelDate, url: endpointPath(taxiContract.endpoints.create) },
  );

  const start = Date.now();
  await context.setOffline(false);
  const sentCount = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('tamil-community');
          req.onsuccess = () => {
            const all = req.result.transaction('outbox').objectStore('outbox').getAll();
            all.onsuccess = () => {
              const rows = all.result as { body: { fromLocation: string }; status: string }[];
              req.result.close();
              resolve(rows.filter((e) => e.body.fromLocation.startsWith('Drain ') && e.status === 'sent').length);
            };
          };
        }),
    );
  await expect.poll(sentCount, { timeout: 30_000, intervals: [100] }).toBe(100);
  const drainMs = Date.now() - start;

  let onServer = 0;
  let cursor: string | null = null;
  do {
    const res = await page.request.get(endpointPath(taxiContract.endpoints.list, { query: { limit: 100, cursor } }));
    const body = (await res.json()) as { items: { fromLocation: string }[]; nextCursor: string | null };
    onServer += body.items.filter((i) => i.fromLocation.startsWith(`Drain ${run} #`)).length;
    cursor = body.nextCursor;
  } while (cursor);
  console.log(`MEASURE outbox_drain_100_ms=${drainMs} duplicates=${onServer - 100}`);
  expect(onServer).toBe(100);
});
