/**
 * Journeys in Tamil at 320 px (decisions 169, 170; spec 000 §2, spec 001 §2): the wheel after a spin, a teacher
 * editing their profile from their own page, a password change that signs the other device out, an unknown path
 * answered 404 while the service worker is in control, the help page offline, and a guest at the store (basket, and "Add a product" leading to the login).
 * Writes docs/screenshots/journey-ta-320-*.png. Selectors match the Tamil text through the catalogs (support/i18n.ts).
 */
import { expect, test } from './support/test.ts';
import { either } from './support/i18n.ts';
import { newMember, sessionEmail, waitForServiceWorkerControl } from './support/app.ts';
import { fitsTheScreen, journeyScreenshot as screenshot, tamil320 } from './support/tamil-320.ts';
import { educationContract } from '../shared/education/contract.ts';
import { authContract } from '../shared/auth/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test('wheel: after a spin the win stays, the button stays disabled with the time to the next spin, the history shows it', async ({ browser, baseURL }) => {
  const { context, page } = await tamil320(browser, baseURL!, newMember(), { reducedMotion: 'reduce' });
  await page.goto('/#daily-game');
  const spin = page.getByRole('button', { name: await either('Spin the wheel') });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  const history = page.getByRole('list', { name: await either('Your spins') });
  await expect(history.getByRole('listitem')).toHaveCount(0);
  await spin.click();
  await expect(page.getByText(/நாணயங்களை வென்றீர்கள்|இந்த முறை வெற்றி இல்லை/)).toBeVisible({ timeout: 30_000 });
  await expect(spin).toBeDisabled();
  await expect(page.locator('.wheel__next')).toContainText(/\d/);
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('.wheel__segment dd')).toContainText(/\d/);
  await page.locator('.wheel__spin').scrollIntoViewIfNeeded();
  await fitsTheScreen(page);
  await screenshot(page, 'wheel-after-spin');
  // a reload still says today's chance is used
  await page.reload();
  await expect(page.getByRole('button', { name: await either('Spin the wheel') })).toBeDisabled({ timeout: 30_000 });
  await context.close();
});

test('teacher: their own page offers edit and "add a course"; the edit is saved; zones are places, online is online teaching', async ({ browser, baseURL }) => {
  const { context, page } = await tamil320(browser, baseURL!, newMember());
  const created = await context.request.post(endpointPath(educationContract.endpoints.createTeacher), {
    data: {
      name: 'மீனா ராஜரத்தினம்', phone: '+447911123456', bio: 'I teach Tamil reading and writing to children in the UK, online on weekends.',
      experience: 8, hourlyRatePence: 1800, categories: ['languages'], subjects: ['tamil'], languages: ['tamil', 'english'],
      lessonModes: ['online'], city: 'Leicester', timeZone: 'Asia/Colombo', availability: [{ day: 6, from: '10:00', to: '12:00' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/teacher/${id}`);
  await expect(page.getByRole('heading', { name: 'மீனா ராஜரத்தினம்' })).toBeVisible();
  await expect(page.getByRole('link', { name: await either('Add a course') })).toHaveAttribute('href', '/create-course');
  await expect(page.getByText('இணையவழி')).toBeVisible();
  await expect(page.getByRole('heading', { name: /கிடைக்கும் நேரம்/ })).not.toContainText('/');
  await fitsTheScreen(page);
  await screenshot(page, 'teacher-own-page');

  await page.getByRole('link', { name: await either('Edit my profile') }).click();
  const zone = page.getByLabel(await either('Your time zone'));
  await expect(zone).toBeVisible();
  await expect(zone.locator('option:checked')).toHaveText('இலங்கை');
  await page.getByLabel(await either('Hourly rate (£)')).fill('21');
  await page.getByRole('button', { name: await either('Save profile') }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/${id}$`));
  await expect(page.getByText(/21/).first()).toBeVisible();

  await page.goto('/education');
  await expect(page.getByRole('link', { name: await either('My teacher page') })).toBeVisible();
  await expect(page.getByRole('link', { name: await either('Become a teacher') })).toHaveCount(0);
  await context.close();
});

test('change password: the current one is required, the other device is signed out, the new one signs in', async ({ browser, baseURL }) => {
  const member = newMember();
  const { context, page } = await tamil320(browser, baseURL!, member);
  const other = await browser.newContext({ baseURL });
  const login = await other.request.post(endpointPath(authContract.endpoints.login), { data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(200);

  await page.goto('/profile');
  await page.getByRole('tab', { name: await either('Security') }).click();
  const devices = page.getByRole('list', { name: await either('Signed-in devices') });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText(await either('This device'))).toBeVisible();
  await fitsTheScreen(page);
  await devices.scrollIntoViewIfNeeded();
  await screenshot(page, 'profile-devices');

  await page.getByRole('button', { name: await either('Change password') }).click();
  const dialog = page.getByRole('dialog', { name: await either('Change password') });
  await dialog.getByLabel(await either('Current password')).fill('not-the-password');
  await dialog.getByLabel(await either('New password')).fill('a-new-secret-2026');
  await dialog.getByLabel(await either('Confirm the new password')).fill('a-new-secret-2026');
  await dialog.getByRole('button', { name: await either('Change password') }).click();
  await expect(dialog.getByRole('alert')).toContainText(/சரியில்லை|not correct/);
  await dialog.getByLabel(await either('Current password')).fill(member.password);
  await fitsTheScreen(page);
  await screenshot(page, 'change-password');
  await dialog.getByRole('button', { name: await either('Change password') }).click();
  await expect(page.getByText(await either('Password changed'))).toBeVisible();

  expect(await sessionEmail(page.request)).toBe(member.email);
  expect(await sessionEmail(other.request)).toBeNull();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const fresh = await browser.newContext({ baseURL });
  expect((await fresh.request.post(endpointPath(authContract.endpoints.login), { data: { email: member.email, password: 'a-new-secret-2026' } })).status()).toBe(200);
  await Promise.all([fresh.close(), other.close(), context.close()]);
});

test('with the service worker in control, /no-such-page stays 404, and the help page says it is offline', async ({ browser, baseURL }) => {
  const { context, page } = await tamil320(browser, baseURL!, undefined, { serviceWorkers: 'allow' });
  await page.goto('/help');
  await waitForServiceWorkerControl(page);
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  const known = await page.goto('/help');
  expect(known?.status()).toBe(200);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(await either('You are offline — shown when you are connected')).first()).toBeVisible({ timeout: 15_000 });
  await fitsTheScreen(page);
  await screenshot(page, 'help-offline');
  await context.close();
});

test('a guest fills the basket freely; a guest who adds a product for sale reads the login message, then lands on /auth', async ({ browser, baseURL }) => {
  const { context, page } = await tamil320(browser, baseURL!);
  const toasts = page.locator('.toast-viewport');
  await page.goto('/store');
  // The basket is the device's (spec 001 §3): a guest adds, and may ask for a quote without an account.
  await page.getByRole('button', { name: await either('Add to basket') }).first().click();
  await expect(toasts.getByText(await either('Added to basket'))).toBeVisible();
  await expect(page.locator('a[href="#basket"]')).toHaveText(/\(1\)/);
  // Selling needs a session (spec 001 §6): the message, then /auth after 2 s, and back to the store afterwards.
  await page.getByRole('button', { name: await either('Add a product') }).click();
  await expect(toasts.getByText(await either('Please log in first'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fstore/, { timeout: 10_000 });
  await context.close();
});
