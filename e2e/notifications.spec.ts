/**
 * The first notification flow (decision 183) in Debian's Chromium against the production server: an employer's job
 * is approved → a member applies → the employer's bell shows 1 unread → /notifications lists it → opening it marks it
 * read and shows the application on the employer dashboard → the bell has no count any more. The bell and the page
 * at 320 px in Tamil keep inside the screen.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { adminRequest, memberPage } from './support/app.ts';
import { jobsContract } from '../shared/jobs/contract.ts';
import { applicationBody, jobBody } from '../shared/jobs/samples.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

const TITLE = `Accountant ${randomUUID().slice(0, 6)}`;

test('a member applies → the employer’s bell shows 1 → the notification opens the application', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const employer = await memberPage(browser);
  const applicant = await memberPage(browser);

  const posted = await employer.page.request.post(endpointPath(jobsContract.endpoints.create), { data: jobBody({ title: TITLE }) });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { id: string }).id;
  const admin = await adminRequest(request);
  expect((await admin.post(endpointPath(jobsContract.endpoints.review, { params: { id: jobId } }), { data: { decision: 'approve' } })).status()).toBe(200);

  const { page } = employer;
  await test.step('no unread notification before anyone applies', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  });

  let applicationId = '';
  await test.step('a member applies; the bell shows 1 without a reload (the window gets the focus back)', async () => {
    const applied = await applicant.page.request.post(endpointPath(jobsContract.endpoints.apply), { data: applicationBody(jobId, { fullName: applicant.member.fullName }) });
    expect(applied.status(), await applied.text()).toBe(201);
    applicationId = ((await applied.json()) as { id: string }).id;
    // What a browser does when the member comes back to the tab (TanStack Query's focus manager listens on window).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('link', { name: 'Notifications: 1 unread' })).toBeVisible({ timeout: 35_000 });
  });

  await test.step('at 320 px in Tamil the bell and the list stay inside the screen, and the header at phone widths', async () => {
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await page.setViewportSize({ width: 320, height: 740 });
    const bell = page.getByRole('link', { name: 'அறிவிப்புகள்: படிக்காதவை 1' });
    await expect(bell).toBeVisible();
    const box = (await bell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await bell.click();
    await expect(page.getByRole('heading', { name: 'அறிவிப்புகள்' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`புதிய விண்ணப்பம்: ${TITLE}`) })).toBeVisible();
    // The header holds the bell beside the language switch and the menu at phone widths (decision 183).
    const overflowing: string[] = [];
    for (let width = 320; width <= 1100; width += 10) {
      await page.setViewportSize({ width, height: 740 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) overflowing.push(`${width}: ${scrollWidth}`);
    }
    console.log('header overflow (width: scrollWidth):', overflowing.join(', ') || 'none');
    for (const width of [320, 360, 390, 412]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(page.getByRole('link', { name: 'அறிவிப்புகள்: படிக்காதவை 1' })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'English' }).click();
  });

  await test.step('opening the notification marks it read and shows the application on the dashboard', async () => {
    await page.getByRole('link', { name: new RegExp(`New application: ${TITLE}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/employer-dashboard\\?tab=applications#application-${applicationId}$`));
    const card = page.locator(`#application-${applicationId}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(applicant.member.fullName);
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  });
});
