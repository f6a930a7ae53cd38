/**
 * The admin inbox of issue 19 in Debian's Chromium against the production server: a member's job waits for review
 * and a help-page message waits for an answer → the administrator opens /admin, sees both, approves the job (it is
 * public at once) and finds a reply-by-mail link for the message. A member opening /admin is told "Access Denied".
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { jobBody } from '#shared/jobs/samples.ts';
import { adminRequest, memberPage } from './support/app.ts';
import { jobsContract } from '../shared/jobs/contract.ts';
import { contactContract } from '../shared/contact/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

const TAG = randomUUID().slice(0, 6);

test('the administrator approves a waiting job and sees the help-page messages; a member is refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await memberPage(browser);
  const posted = await member.page.request.post(endpointPath(jobsContract.endpoints.create), { data: jobBody({ title: `Bookkeeper ${TAG}` }) });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: jobId } = (await posted.json()) as { id: string };
  const sent = await member.page.request.post(endpointPath(contactContract.endpoints.send), { data: { name: 'Nila', email: `nila-${TAG}@example.com`, subject: `Store question ${TAG}`, message: 'How do I change the photos of my product?' } });
  expect(sent.status(), await sent.text()).toBe(201);

  await member.page.goto('/admin');
  await expect(member.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  const page = await context.newPage();
  await adminRequest(page.request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Moderation inbox' })).toBeVisible();
  const job = page.getByRole('listitem').filter({ hasText: `Bookkeeper ${TAG}` });
  await expect(job).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: `Store question ${TAG}` });
  await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', new RegExp(`^mailto:nila-${TAG}%40example\\.com\\?subject=Re%3A%20Store%20question`));
  const guest = (await browser.newContext()).request;
  expect((await guest.get(endpointPath(jobsContract.endpoints.detail, { params: { id: jobId } }))).status()).toBe(404);
  await job.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Job approved').first()).toBeVisible();
  await expect(job).toHaveCount(0);
  expect((await guest.get(endpointPath(jobsContract.endpoints.detail, { params: { id: jobId } }))).status()).toBe(200);
  await context.close();
});
