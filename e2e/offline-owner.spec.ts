/**
 * The owner offline (issue 11 defect 3; docs/decisions/071): a member who posted a taxi request sees their own
 * number online; offline, the saved list — which never holds contact numbers — still marks the request as theirs
 * and offers no payment for it ("View Contact (£1)"), nor for anyone else's while no payment can be made. A guest
 * opening the same browser afterwards is not shown someone else's "Your request".
 */
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { newMember, registerViaApi, waitForServiceWorkerControl } from './support/app.ts';
import { authContract } from '../shared/auth/contract.ts';
import { taxiContract } from '../shared/taxi/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

// Goes offline under the service worker's control: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
});

/** The viewer the saved taxi list was saved for (IndexedDB `listMeta`), or undefined before it is saved. */
async function savedListViewer(page: Page): Promise<string | null | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | null | undefined>((resolve) => {
        const open = indexedDB.open('tamil-community');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('listMeta')) return resolve(undefined);
          const get = db.transaction('listMeta').objectStore('listMeta').get('taxi-requests');
          get.onsuccess = () => resolve((get.result as { viewerId?: string | null } | undefined)?.viewerId);
          get.onerror = () => resolve(undefined);
        };
      }),
  );
}

test('offline, the owner sees "Your request" with no paid action; a guest on the same browser sees no "Your request"', async ({ page, context }) => {
  const member = newMember();
  await registerViaApi(page.request, member);
  const me = (await (await page.request.get(endpointPath(authContract.endpoints.user))).json()) as { id: string };
  const from = `Owner offline ${randomUUID().slice(0, 8)}`;
  const posted = await page.request.post(endpointPath(taxiContract.endpoints.create), {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { fromLocation: from, toLocation: 'Jaffna', fromCountry: 'Sri Lanka', passengerCount: 2, luggageWeight: 10, contactNumber: '+94 77 765 4321' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `From ${from} to Jaffna` }) });
  const viewContact = page.getByRole('button', { name: /^View Contact/ });

  await test.step('online: the owner sees their own number', async () => {
    await page.goto('/taxi-services');
    await waitForServiceWorkerControl(page);
    await expect(card.getByText('Your request')).toBeVisible();
    await expect(card.getByRole('link', { name: '+94777654321' })).toHaveAttribute('href', 'tel:+94777654321');
    // Someone else's requests (the seed's) still offer paid access online.
    await expect(viewContact.first()).toBeVisible();
    // The list is saved on the device for this member, without any number.
    await expect.poll(() => savedListViewer(page), { timeout: 10_000 }).toBe(me.id);
  });

  await test.step('offline: still "Your request", no number on the device, and no "View Contact (£1)" anywhere', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Offline — saved on /)).toBeVisible();
    await expect(card.getByText('Your request')).toBeVisible();
    await expect(card.getByText('Your number is shown when you are online')).toBeVisible();
    await expect(card.getByRole('link', { name: /\+94/ })).toHaveCount(0);
    await expect(viewContact).toHaveCount(0);
    await expect(page.getByText('Contact numbers are shown when you are online').first()).toBeVisible();
    await expect(page.getByText(/£/)).toHaveCount(0);
  });

  await test.step('a guest on the same browser, offline: the saved copy is nobody’s own request', async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('tc.lastUser'));
    await page.reload();
    await expect(page.getByText(/^Offline — saved on /)).toBeVisible();
    await expect(page.getByRole('heading', { name: `From ${from} to Jaffna` })).toBeVisible();
    await expect(page.getByText('Your request')).toHaveCount(0);
    await expect(page.getByText('Your number is shown when you are online')).toHaveCount(0);
  });
  await context.setOffline(false);
});
