/**
 * Journeys in Tamil at 320 px (decision 167; spec 000 §2 Profile, spec 001 §2 Apply / Job detail): a newcomer
 * registers in the form and verifies the e-mail from the link in the mail; a member applies for a job, applies a
 * second time from another device and is told so — nothing is "saved on this device", nothing waits — then the job page
 * says "Applied on …" and the application is withdrawn. Writes docs/screenshots/journey-ta-320-*.png. Selectors
 * match the Tamil text through the catalogs (support/i18n.ts).
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { jobBody } from '#shared/jobs/samples.ts';
import { expect, test } from './support/test.ts';
import { either, tr } from './support/i18n.ts';
import { adminRequest, htmlLang, newMember, sessionEmail } from './support/app.ts';
import { fitsTheScreen, journeyScreenshot as screenshot, tamil320 } from './support/tamil-320.ts';
import { authContract } from '../shared/auth/contract.ts';
import { jobsContract } from '../shared/jobs/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

/** The newest verification link mailed to `email` (the development outbox of the e2e server). */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
      link = mails.filter((m) => m.to === email).map((m) => /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(m.text)?.[0])
        .find(Boolean);
      return link;
    }, { timeout: 30_000 })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test('register in the form → verify the e-mail from the mailed link → the profile says it succeeded', async ({ browser, baseURL }) => {
  const { context, page } = await tamil320(browser, baseURL!);
  const member = newMember();
  await test.step('register in Tamil', async () => {
    await page.goto('/register');
    await expect.poll(() => htmlLang(page)).toBe('ta');
    const form = page.getByRole('form', { name: await either('Create a private account') });
    await form.getByLabel(await either('Full name')).fill(member.fullName);
    await form.getByLabel(await either('Username')).fill(member.username);
    await form.getByLabel(await either('Email')).fill(member.email);
    // the number as written in Sri Lanka, read in the chosen country (decision 168)
    await form.getByLabel(await either('Country')).selectOption('Sri Lanka');
    await form.getByLabel(await either('Phone number')).fill('077 123 4567');
    await form.getByLabel(await either('Password')).fill(member.password);
    await form.getByLabel(await either('Confirm password')).fill(member.password);
    await form.getByLabel(await either('City')).fill(member.city);
    await form.getByLabel(await either('Address')).fill(member.address);
    await form.getByRole('button', { name: await either('Create account') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionEmail(page.request)).toBe(member.email);
  });

  await test.step('ask for the link in the Security tab, follow it from the mail', async () => {
    await page.goto('/profile');
    await page.getByRole('tab', { name: await either('Security') }).click();
    await expect(page.getByText(await either('Your email address is not verified yet.'))).toBeVisible();
    await page.getByRole('button', { name: await either('Verify email') }).click();
    const link = await verificationLink(page.request, member.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByText(await either('Email verified')).first()).toBeVisible();
    await expect(page.getByText(await either('Verification Failed'))).toHaveCount(0);
    await fitsTheScreen(page);
    await screenshot(page, 'email-verified');
    const user = (await (await page.request.get(endpointPath(authContract.endpoints.user))).json()) as { emailVerified: boolean; phoneNumber: string };
    expect(user).toMatchObject({ emailVerified: true, phoneNumber: '+94771234567' });
  });
  await context.close();
});

/** The Tamil text of `english` with its `{0}` (a date) matching anything. */
async function withDate(english: string): Promise<RegExp> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(await tr(english, 'ta')).replace('\\{0\\}', '.+')}$`);
}

/** Fills the apply form (name and e-mail are prefilled from the member) and submits it. */
async function apply(page: Page): Promise<void> {
  const form = page.locator('form.job-form');
  await form.getByLabel(await either('Phone number')).fill('077 123 4567'); // as written in Sri Lanka, the member's country (decision 168)
  await form.getByLabel(await either('Current location')).fill('யாழ்ப்பாணம்');
  await form.getByLabel(await either('Total experience')).selectOption('1-3');
  await form
    .getByLabel(await either('Cover letter'))
    .fill('நான் இரண்டு ஆண்டுகள் சாவகச்சேரியில் ஒரு தனியார் கல்வி நிலையத்தில் கணிதம் கற்பித்தேன். உங்கள் சா/த, உ/த வகுப்புகளுக்குக் கற்பிக்க விரும்புகிறேன்.');
  await form.getByRole('button', { name: await either('Submit application') }).click();
}

test('apply, apply again from another device (refused, nothing waits), "Applied on …", withdraw', async ({ browser, baseURL, request }) => {
  // Two devices, two members: 20 s alone, up to 50 s with both cores busy; the limit guards against a hang.
  test.setTimeout(180_000);
  const employer = await tamil320(browser, baseURL!, newMember());
  const posted = await employer.context.request.post(endpointPath(jobsContract.endpoints.create), { data: jobBody({ title: `கணக்காளர் ${Date.now() % 100000}` }) });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: jobId } = (await posted.json()) as { id: string };
  const admin = await adminRequest(request);
  expect((await admin.post(endpointPath(jobsContract.endpoints.review, { params: { id: jobId } }), { data: { decision: 'approve' } })).status()).toBe(200);

  const { context, page } = await tamil320(browser, baseURL!, newMember());
  // The same member on a second device (its own device database, so the first one's delivery is no news to it), with
  // the apply form opened before the first application was sent.
  const device2 = await tamil320(browser, baseURL!);
  await device2.context.addCookies(await context.cookies());
  const second = device2.page;
  await page.goto(`/apply-job/${jobId}`);
  await second.goto(`/apply-job/${jobId}`);
  await expect(second.locator('form.job-form')).toBeVisible();

  await test.step('the first application is sent', async () => {
    await apply(page);
    await expect(page.getByText(await either('Application Submitted Successfully!')).first()).toBeVisible();
  });

  await test.step('the second is refused: the reason in Tamil, not "saved on this device", nothing waiting', async () => {
    await apply(second);
    await expect(second.getByText(await either('You have already applied for this job.')).first()).toBeVisible();
    await expect(second.getByText(await either('Saved on this device'))).toHaveCount(0);
    await expect(second.locator('.connection-status__queued')).toHaveCount(0);
    await fitsTheScreen(second);
    await screenshot(second, 'apply-again-refused');
    // Nothing stays in the outbox: a reload sends nothing again.
    const entries = await second.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('tamil-community');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(entries).toBe(0);
  });

  await test.step('the job page says "Applied on …" instead of Apply Now', async () => {
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByText(await withDate('Applied on {0}'))).toBeVisible();
    await expect(page.getByRole('link', { name: await either('Apply Now') })).toHaveCount(0);
    await page.locator('.my-application').scrollIntoViewIfNeeded();
    await fitsTheScreen(page);
    await screenshot(page, 'job-applied-on');
  });

  await test.step('withdraw, asked twice; the application stays withdrawn after a reload', async () => {
    await page.getByRole('button', { name: await either('Withdraw application') }).click();
    await expect(page.getByText(await either('Withdraw this application? You cannot apply for this job again.'))).toBeVisible();
    await fitsTheScreen(page);
    await screenshot(page, 'withdraw-confirm');
    await page.getByRole('button', { name: await either('Yes, withdraw') }).click();
    const withdrawn = await withDate('You withdrew your application on {0}');
    await expect(page.getByText(withdrawn)).toBeVisible();
    await page.reload();
    await expect(page.getByText(withdrawn)).toBeVisible();
    await expect(page.getByRole('button', { name: await either('Withdraw application') })).toHaveCount(0);
    const mine = (await (await page.request.get(endpointPath(jobsContract.endpoints.myApplications, { query: { jobId } }))).json()) as { items: { status: string }[]; total: number };
    expect(mine.total).toBe(1);
    expect(mine.items[0]!.status).toBe('withdrawn');
  });
  await context.close();
  await device2.context.close();
  await employer.context.close();
});
