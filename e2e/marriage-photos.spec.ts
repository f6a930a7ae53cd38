/**
 * Marriage photos and contact after an accepted interest (docs/decisions/163), in Tamil at 320 px in Debian's
 * Chromium against the production server: a member creates a profile with two photos shared only after an
 * accepted interest → the admin approves it → another member sees the placeholder that says why (and the object
 * URLs answer 404) → sends interest → the owner accepts → the photos appear, the contact step says "get contact
 * access", and with paid access the phone and e-mail appear → the owner withdraws the acceptance and the photos'
 * URLs answer 404 at once. Writes docs/screenshots/marriage-ta-320-*.png (placeholder, photos, contact).
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.ts';
import { either, tr } from './support/i18n.ts';
import { adminRequest, newMember, registerViaApi, waitForServiceWorkerControl, type Member } from './support/app.ts';
import { png } from './support/png.ts';
import { marriageContract } from '../shared/marriage/contract.ts';
import { paymentsContract } from '../shared/payments/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test.describe.configure({ mode: 'serial' });
// Goes offline under the service worker's control: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const TAG = randomUUID().slice(0, 6);

/** A Tamil browser at 320 px, signed in as `member`. */
async function tamil320(browser: Browser, baseURL: string, member: Member): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 }, locale: 'ta-LK' });
  await context.addCookies([{ name: 'tc_lang', value: 'ta', url: baseURL }]);
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'ta'));
  await registerViaApi(context.request, member);
  return { context, page: await context.newPage() };
}

/** A date of birth `age` years ago (YYYY-MM-DD, UTC). */
const bornYearsAgo = (age: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
};

/** No part of the page is wider than the 320 px screen. */
async function fitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage });
  await sharp(shot).png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 }).toFile(path.join(SCREENSHOTS, `marriage-ta-320-${name}.png`));
}

/** Loaded images of the profile's photo section: the large one plus one thumbnail per photo when there are several. */
async function loadedPhotos(page: Page): Promise<number> {
  return page.locator('.marriage-photos img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);
}

test('two photos after acceptance: placeholder → interest → accepted → photos → paid contact → withdrawn', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const brideMember = newMember();
  const bride = await tamil320(browser, baseURL!, brideMember);
  const groom = await tamil320(browser, baseURL!, newMember());
  let profileId = '';
  let photoPaths: string[] = [];

  await test.step('the bride creates her profile in Tamil with two photos shown only after acceptance', async () => {
    const { page } = bride;
    await page.goto('/create-marriage-profile');
    await expect(page.getByRole('heading', { name: await either('Create a marriage profile') })).toBeVisible();
    await page.getByLabel(await either('Who is filling in this profile?')).selectOption('parent');
    await page.getByLabel(await either('Full name')).fill(`கவிதா சிவகுமார் ${TAG}`);
    await page.getByLabel(await either('Date of birth')).fill(bornYearsAgo(27));
    await page.getByLabel(await either('Bride or groom')).selectOption('female');
    await page.getByLabel(await either('City')).fill(`Toronto ${TAG}`);
    await page.getByLabel(await either('Country')).fill('Canada');
    await page.getByLabel(await either('Education')).selectOption('post_graduate');
    await page.getByLabel(await either('Occupation')).selectOption('other');
    await page.getByLabel(await either('Occupation, in your words')).fill('மருந்தாளர்');
    await page.getByLabel(await either('Diet')).selectOption('vegetarian');
    await page.getByLabel(await either('About me')).fill('யாழ்ப்பாணத்தில் பிறந்து ரொறன்ரோவில் வளர்ந்தேன். கர்நாடக இசை பிடிக்கும்.');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'kavitha-1.png', mimeType: 'image/png', buffer: png(400, 500, [200, 120, 90]) },
      { name: 'kavitha-2.png', mimeType: 'image/png', buffer: png(500, 400, [90, 140, 200]) },
    ]);
    await expect(page.getByText(await either('Ready'))).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByRole('radio', { name: await either('Only members whose interest I accept') })).toBeChecked();
    // The second photo becomes the main one.
    await page.getByRole('button', { name: await either('Make main photo') }).click();
    await fitsTheScreen(page);
    await page.getByRole('button', { name: await either('Create Profile') }).click();
    await expect(page.getByText(await either('Waiting for approval'))).toBeVisible({ timeout: 30_000 });
    profileId = page.url().split('/').pop()!;
    expect(profileId).toMatch(/^[0-9a-f-]{36}$/);
    const own = (await (await page.request.get(endpointPath(marriageContract.endpoints.myProfile))).json()) as { photos: { objectPath: string; width: number }[]; photoVisibility: string; occupationOther: string };
    expect(own).toMatchObject({ photoVisibility: 'accepted', occupationOther: 'மருந்தாளர்' });
    expect(own.photos.map((p) => p.width)).toEqual([500, 400]);
    photoPaths = own.photos.map((p) => p.objectPath);
    await expect.poll(() => loadedPhotos(page), { timeout: 30_000 }).toBe(3);
  });

  await test.step('the admin approves it; the groom has an approved profile of his own', async () => {
    const admin = await adminRequest(request);
    expect((await admin.post(endpointPath(marriageContract.endpoints.review, { params: { id: profileId } }), { data: { decision: 'approve' } })).status()).toBe(200);
    const own = await groom.page.request.post(endpointPath(marriageContract.endpoints.create), {
      data: { name: `அருண் இராஜேந்திரன் ${TAG}`, dateOfBirth: bornYearsAgo(30), gender: 'male', city: 'London', country: 'United Kingdom', education: 'post_graduate', occupation: 'engineer', diet: 'non_vegetarian', aboutMe: 'Structural engineer in London who plays cricket at weekends.', managedBy: 'self' },
    });
    expect(own.status(), await own.text()).toBe(201);
    const { id } = (await own.json()) as { id: string };
    expect((await admin.post(endpointPath(marriageContract.endpoints.review, { params: { id } }), { data: { decision: 'approve' } })).status()).toBe(200);
  });

  await test.step('the groom sees the placeholder saying why, the photos\' URLs answer 404, and he sends interest', async () => {
    const { page } = groom;
    await page.goto(`/marriage-profile/${profileId}`);
    await expect(page.getByRole('heading', { name: `கவிதா சிவகுமார் ${TAG}` })).toBeVisible();
    await expect(page.getByText(await tr('Photos are shared after an accepted interest', 'ta'))).toBeVisible();
    await expect(page.locator('img[src^="/objects/"]')).toHaveCount(0);
    await expect(page.getByText('மருந்தாளர்')).toBeVisible();
    for (const objectPath of photoPaths) expect((await page.request.get(`${objectPath}/320.webp`)).status()).toBe(404);
    await fitsTheScreen(page);
    await screenshot(page, 'photos-placeholder');
    await page.getByRole('button', { name: await either('Express interest') }).click();
    await expect(page.getByText(await either('Interest sent')).first()).toBeVisible();
  });

  await test.step('the bride accepts on "My interests"', async () => {
    const { page } = bride;
    await page.goto('/marriage-interests');
    const received = page.getByRole('listitem').filter({ hasText: `அருண் இராஜேந்திரன் ${TAG}` });
    await received.getByRole('button', { name: await either('Accept') }).click();
    await expect(received.getByText(await either('Accepted'))).toBeVisible();
  });

  await test.step('the groom, on his next load, is told of the acceptance and sees the photos; the contact step asks for access', async () => {
    const { page } = groom;
    await page.goto('/marriage-interests');
    const sent = page.getByRole('listitem').filter({ hasText: `கவிதா சிவகுமார் ${TAG}` });
    await expect(sent.getByText(await either('Accepted'))).toBeVisible();
    await sent.getByRole('link', { name: await either('Open profile') }).click();
    await expect.poll(() => loadedPhotos(page), { timeout: 30_000 }).toBe(3);
    await expect(page.locator('.marriage-photos__thumb')).toHaveCount(2);
    await expect(page.getByRole('link', { name: await either('Get contact access') })).toHaveAttribute('href', '/subscription');
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  });

  await test.step('with paid contact access the phone and e-mail appear', async () => {
    const { page } = groom;
    const created = await page.request.post(endpointPath(paymentsContract.endpoints.createContactPayment));
    expect(created.status(), await created.text()).toBe(201);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const confirmed = await page.request.post(endpointPath(paymentsContract.endpoints.simulatorConfirm), { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await page.reload();
    await expect(page.locator('a[href^="tel:"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator(`a[href="mailto:${brideMember.email}"]`)).toBeVisible();
    await expect.poll(() => loadedPhotos(page)).toBe(3);
    await fitsTheScreen(page);
    await screenshot(page, 'photos-after-acceptance');
    // Private photos are never kept on the device (no-store; the service worker keeps only public objects), so a
    // later visitor on this phone gets only what the server allows. Shown again under the service worker's control:
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect.poll(() => loadedPhotos(page), { timeout: 30_000 }).toBe(3);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.filter((url) => photoPaths.some((p) => url.startsWith(p)))).toEqual([]);
    // The key screen, whole: photos, the acceptance told to the sender and the contact details it opened.
    await screenshot(page, 'contact-after-acceptance', true);
  });

  await test.step('the bride withdraws her acceptance: the photos\' URLs answer 404 to him at once', async () => {
    const { page } = bride;
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/marriage-interests');
    const received = page.getByRole('listitem').filter({ hasText: `அருண் இராஜேந்திரன் ${TAG}` });
    await received.getByRole('button', { name: await either('Withdraw my acceptance') }).click();
    await expect(received.getByText(await either('Withdrawn'))).toBeVisible();
    for (const objectPath of photoPaths) expect((await groom.page.request.get(`${objectPath}/960.webp`)).status()).toBe(404);
    await groom.page.reload();
    await expect(groom.page.getByText(await tr('Photos are shared after an accepted interest', 'ta'))).toBeVisible();
  });

  await bride.context.close();
  await groom.context.close();
});
