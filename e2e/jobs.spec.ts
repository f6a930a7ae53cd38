/**
 * The jobs board walk of issue 13 in Debian's Chromium against the production server: an employer posts a job with
 * no network → it waits on the device → delivered exactly once when the network returns → the admin approves it →
 * a guest searches in Latin letters (Tanglish) and finds the Tamil title → a member applies with a CV uploaded as a
 * PDF (decision 177; the form checked at 320 px in Tamil first) → the employer opens the CV and moves the application
 * to "Shortlisted" → the applicant sees it in "My applications". Then the job's shareable page carries a valid
 * JobPosting JSON-LD.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { adminRequest, memberPage } from './support/app.ts';
import { jobsContract } from '../shared/jobs/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 6);
const TITLE = `கணித ஆசிரியர் ${TAG}`;

test('post offline → delivered once → approved → found by Tanglish search → applied → status changed → seen by the applicant', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const employer = await memberPage(browser, { serviceWorkers: 'allow' }); // posts offline
  let jobId = '';

  await test.step('the employer fills the post form with the network off; it waits on the device, then is delivered once', async () => {
    const { page } = employer;
    // Open the list first: both screens' code is then in the page, as for a user who browsed before losing signal.
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Post a Job' }).click();
    await expect(page.getByRole('heading', { name: 'Post a Job' })).toBeVisible();
    await page.getByLabel(/^Job title/).fill(TITLE);
    await page.getByLabel(/^Company name/).fill('Jaffna Tuition Centre');
    await page.getByLabel(/^Job description/).fill('Teach mathematics to O/L and A/L students in the evenings and at weekends in Jaffna town.');
    await page.getByLabel(/^Requirements/).fill('A degree in mathematics or a teaching certificate.');
    await page.getByLabel(/^Responsibilities/).fill('Twelve hours of classes a week and marking papers.');
    await page.getByLabel(/^Category/).selectOption('education');
    await page.getByLabel(/^Industry/).fill('Education');
    await page.getByLabel(/^Country/).fill('Sri Lanka');
    await page.getByLabel(/^City/).fill('Jaffna');
    await page.getByLabel(/^Full address/).fill('Kasthuriyar Road, Jaffna');
    await page.getByLabel(/^Education/).fill('BSc Mathematics');
    await page.getByLabel('Skills', { exact: true }).fill('Mathematics');
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Contact email/).fill(`tuition-${TAG}@example.com`);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Saved on this device').first()).toBeVisible();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        const res = await page.request.get(endpointPath(jobsContract.endpoints.employerJobs));
        const items = ((await res.json()) as { items: { id: string; title: string }[] }).items.filter((j) => j.title === TITLE);
        if (items.length === 1) jobId = items[0]!.id;
        return items.length;
      }, { timeout: 30_000 })
      .toBe(1);
    await page.waitForTimeout(1500);
    const again = (await (await page.request.get(endpointPath(jobsContract.endpoints.employerJobs))).json()) as { items: { title: string }[] };
    expect(again.items.filter((j) => j.title === TITLE)).toHaveLength(1);
  });

  await test.step('the admin approves it', async () => {
    const admin = await adminRequest(request);
    expect((await admin.post(endpointPath(jobsContract.endpoints.review, { params: { id: jobId } }), { data: { decision: 'approve' } })).status()).toBe(200);
  });

  await test.step('a guest searches in Latin letters and finds the Tamil title', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    const page = await context.newPage();
    await page.goto('/jobs');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(`aasiriyar ${TAG}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await context.close();
  });

  const applicant = await memberPage(browser);
  await test.step('the apply form at 320 px in Tamil: the CV upload fits, nothing wider than the screen', async () => {
    const { page } = applicant;
    await page.goto(`/apply-job/${jobId}`);
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await page.setViewportSize({ width: 320, height: 740 });
    // the file input itself is visually hidden; its button-styled label is what a member taps, in Tamil
    await expect(page.getByLabel(/CV-ஐப் பதிவேற்றுக \(PDF, 5 MB வரை\)/)).toBeAttached();
    const upload = page.locator('.cv-upload__pick');
    await expect(upload).toBeVisible();
    await expect(upload).not.toContainText(/Choose File|No file/);
    const box = (await upload.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // the submit button keeps its words inside itself (it wraps between them), not cut off by the card
    const submit = page.getByRole('button', { name: 'விண்ணப்பத்தைச் சமர்ப்பி' });
    expect(await submit.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'English' }).click();
  });

  await test.step('a member applies with a CV uploaded as a PDF', async () => {
    const { page } = applicant;
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/apply-job/${jobId}$`));
    // A small PDF made here (no fixture file): the server checks its first bytes, %PDF-.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
    await page.getByLabel(/Upload CV \(PDF, up to 5 MB\)/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText(/CV attached: cv\.pdf/)).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(applicant.member.fullName);
    await page.getByLabel(/^Phone number/).fill('+94 77 555 1234');
    await page.getByLabel(/^Current location/).fill('Jaffna');
    await page.getByLabel(/^Total experience/).selectOption('1-3');
    await page.getByLabel(/^Cover letter/).fill('I have taught mathematics for two years at a private tuition centre in Chavakachcheri and would love to teach your O/L and A/L classes.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application Submitted Successfully!').first()).toBeVisible();
  });

  await test.step('the employer opens the CV (PDF) and shortlists the application on the dashboard', async () => {
    const { page } = employer;
    await page.goto('/employer-dashboard');
    await page.getByRole('tab', { name: /Applications/ }).click();
    const cv = page.getByRole('link', { name: 'CV (PDF)' });
    const href = (await cv.getAttribute('href'))!;
    const opened = await page.request.get(href);
    expect([opened.status(), opened.headers()['content-type'], (await opened.body()).subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect((await request.get(href)).status()).toBe(200); // the admin (signed in on `request` above)
    const guest = await browser.newContext();
    expect((await guest.request.get(href)).status()).toBe(404);
    await guest.close();
    await page.getByLabel('Application status').selectOption('shortlisted');
    await expect(page.locator('.status-badge').filter({ hasText: 'Shortlisted' })).toBeVisible();
  });

  await test.step('the applicant sees "Shortlisted" in My applications', async () => {
    const { page } = applicant;
    await page.goto('/my-applications');
    await expect(page.getByRole('listitem').filter({ hasText: TITLE }).getByText('Shortlisted')).toBeVisible();
  });

  await test.step('the shareable page carries a valid JobPosting JSON-LD', async () => {
    const res = await request.get(`/jobs/${jobId}`, { headers: { Accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE} · Jaffna Tuition Centre">`);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    const posting = JSON.parse(block![1]!) as Record<string, unknown>;
    expect(posting).toMatchObject({ '@context': 'https://schema.org/', '@type': 'JobPosting', title: TITLE, employmentType: 'FULL_TIME', hiringOrganization: { name: 'Jaffna Tuition Centre' } });
    for (const key of ['description', 'datePosted', 'jobLocation']) expect(posting[key]).toBeTruthy();
  });
});
