/**
 * The newcomer's walk (issue 2, item 10): register a new member → log out → log in → switch to English, reload,
 * still English → post a taxi request → it is listed → with the network off, a reload still shows the app.
 * Starts in Tamil, the default language; selectors match the English or the Tamil text (see support/i18n.ts).
 */
import { expect, test } from './support/test.ts';
import { either } from './support/i18n.ts';
import { htmlLang, newMember, sessionEmail, waitForServiceWorkerControl } from './support/app.ts';
import { taxiContract } from '../shared/taxi/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

// Goes offline under the service worker's control: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

test('register, log out, log in, switch to English, post a taxi request, reload offline', async ({ page, context }) => {
  const member = newMember();
  const header = page.getByRole('navigation', { name: await either('Account') });

  await test.step('register a new member (in Tamil, the default language)', async () => {
    await page.goto('/register');
    await expect.poll(() => htmlLang(page)).toBe('ta');
    await expect(page.getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-pressed', 'true');
    const form = page.getByRole('form', { name: await either('Create a private account') });
    await form.getByLabel(await either('Full name')).fill(member.fullName);
    await form.getByLabel(await either('Username')).fill(member.username);
    await form.getByLabel(await either('Email')).fill(member.email);
    await form.getByLabel(await either('Phone number')).fill(member.phoneNumber);
    await form.getByLabel(await either('Password')).fill(member.password);
    await form.getByLabel(await either('Confirm password')).fill(member.password);
    await form.getByLabel(await either('City')).fill(member.city);
    await form.getByLabel(await either('Address')).fill(member.address);
    await form.getByRole('button', { name: await either('Create account') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionEmail(page.request)).toBe(member.email);
    await expect(header.getByRole('button', { name: await either('Logout') })).toBeVisible();
  });

  await test.step('log out', async () => {
    await header.getByRole('button', { name: await either('Logout') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: await either('Login') })).toBeVisible();
    expect(await sessionEmail(page.request)).toBeNull();
  });

  await test.step('log in', async () => {
    await header.getByRole('link', { name: await either('Login') }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const form = page.getByRole('form', { name: await either('Log in') });
    await form.getByLabel(await either('Email')).fill(member.email);
    await form.getByLabel(await either('Password')).fill(member.password);
    await form.getByRole('button', { name: await either('Log in') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('button', { name: await either('Logout') })).toBeVisible();
    expect(await sessionEmail(page.request)).toBe(member.email);
  });

  await test.step('switch to English; it stays English after a reload', async () => {
    await expect.poll(() => htmlLang(page)).toBe('ta');
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => htmlLang(page)).toBe('en');
    await expect(page.getByRole('button', { name: 'English' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    await page.reload();
    await expect.poll(() => htmlLang(page)).toBe('en');
    await expect(page.getByRole('button', { name: 'English' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
  });

  const from = `Nallur ${member.username}`;
  const to = 'Colombo Airport (BIA)';
  await test.step('post a taxi request; it is listed', async () => {
    await page.goto('/taxi-services');
    const count = page.getByText(/^\d+ taxi requests?$/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())!.match(/\d+/)![0]);

    await page.getByRole('button', { name: 'Post taxi request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post taxi request' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(await either('From')).fill(from);
    await dialog.getByLabel(await either('To')).fill(to);
    await dialog.getByLabel(await either('Passengers')).selectOption('3');
    await dialog.getByLabel(await either('Luggage')).selectOption('20');
    await dialog.getByLabel(await either('Contact number')).fill('+94 77 123 4567');
    await dialog.getByLabel(await either('Additional notes (optional)')).fill('Posted by the e2e walk.');
    await dialog.getByRole('button', { name: 'Post request' }).click();

    await expect(page.getByText('Taxi service request posted successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: `From ${from} to ${to}` })).toBeVisible();
    await expect(count).toHaveText(`${before + 1} taxi requests`);

    // A member who has not paid sees no one else's contact number; the poster sees their own (spec 000 §4,
    // issue "Paid contact access": the owner of a post is entitled to it).
    const list = await page.request.get(endpointPath(taxiContract.endpoints.list));
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as { items: Record<string, unknown>[] };
    expect(items[0]).toMatchObject({ fromLocation: from, toLocation: to, passengerCount: 3, luggageWeight: 20, isMine: true, contactNumber: '+94771234567' });
    for (const item of items.slice(1)) expect(item).not.toHaveProperty('contactNumber');
  });

  await test.step('with the network off, a reload still shows the app', async () => {
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      await page.reload();
      expect(page.url()).not.toContain('chrome-error://');
      await expect(page.getByRole('heading', { name: 'Taxi / Vehicle Services' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Back to home/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'English' }).first()).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await context.setOffline(false);
    }
  });
});
