/**
 * The marriage walk of issue 16 in Debian's Chromium against the production server: a member creates a profile in
 * the form → it waits for approval and nobody else sees it → the admin approves it → another member with an
 * approved profile filters by city and age, finds it, reads the ten-porutham table and expresses interest → the
 * owner accepts it on "My interests" → the sender sees "Accepted".
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { adminRequest, memberPage } from './support/app.ts';
import { marriageContract } from '../shared/marriage/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 6);
const CITY = `Scarborough ${TAG}`;

/** A date of birth `age` years ago (YYYY-MM-DD, UTC). */
const bornYearsAgo = (age: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
};

test('create → approved → found by city and age → porutham → interest → accepted', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const bride = await memberPage(browser);
  const groom = await memberPage(browser);
  let profileId = '';

  await test.step('the bride fills the form; the profile waits for approval and is hidden from others', async () => {
    const { page } = bride;
    await page.goto('/marriage');
    await expect(page.getByRole('heading', { name: 'Marriage profiles' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Create a marriage profile' })).toBeVisible();
    await page.getByLabel(/^Who is filling in this profile/).selectOption('parent');
    await page.getByLabel(/^Full name/).fill(`Kavitha Sivakumar ${TAG}`);
    await page.getByLabel(/^Date of birth/).fill(bornYearsAgo(27));
    await page.getByLabel(/^Bride or groom/).selectOption('female');
    await page.getByLabel(/^Height/).fill('162');
    await page.getByLabel(/^City/).fill(CITY);
    await page.getByLabel(/^Country/).fill('Canada');
    await page.getByLabel(/^Education/).selectOption('post_graduate');
    await page.getByLabel(/^Occupation/).selectOption('it_professional');
    await page.getByLabel(/^Diet/).selectOption('vegetarian');
    await page.getByLabel(/^Star/).selectOption('rohini');
    await page.getByLabel(/^About me/).fill('யாழ்ப்பாணத்தில் பிறந்து ரொறன்ரோவில் வளர்ந்தேன். I love Carnatic music and cooking.');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText('Profile created').first()).toBeVisible();
    await expect(page.getByText('Waiting for approval')).toBeVisible();
    profileId = page.url().split('/').pop()!;
    expect(profileId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await groom.page.request.get(endpointPath(marriageContract.endpoints.detail, { params: { id: profileId } }))).status()).toBe(404);
  });

  await test.step('the admin approves it; the groom has an approved profile of his own', async () => {
    const admin = await adminRequest(request);
    expect((await admin.post(endpointPath(marriageContract.endpoints.review, { params: { id: profileId } }), { data: { decision: 'approve' } })).status()).toBe(200);
    const own = await groom.page.request.post(endpointPath(marriageContract.endpoints.create), {
      data: { name: `Arun Rajendran ${TAG}`, dateOfBirth: bornYearsAgo(30), gender: 'male', city: 'London', country: 'United Kingdom', education: 'post_graduate', occupation: 'engineer', diet: 'non_vegetarian', star: 'pushya', aboutMe: 'Structural engineer in London who plays cricket at weekends.', managedBy: 'self' },
    });
    expect(own.status(), await own.text()).toBe(201);
    const { id } = (await own.json()) as { id: string };
    expect((await admin.post(endpointPath(marriageContract.endpoints.review, { params: { id } }), { data: { decision: 'approve' } })).status()).toBe(200);
  });

  await test.step('the groom filters by city and age, finds her, reads the porutham and expresses interest', async () => {
    const { page } = groom;
    await page.goto('/marriage');
    await page.getByRole('button', { name: 'Search Profiles' }).click();
    await page.getByLabel('City').fill(CITY);
    await page.getByLabel('Minimum age').fill('25');
    await page.getByLabel('Maximum age').fill('29');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: `Kavitha Sivakumar ${TAG}` });
    await expect(card).toBeVisible();
    await page.getByLabel('Minimum age').fill('28');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No profiles found')).toBeVisible();
    await page.getByLabel('Minimum age').fill('25');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { name: `Kavitha Sivakumar ${TAG}` })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(/of 10 matched/)).toBeVisible();
    await page.getByLabel(/A short, respectful note/).fill('வணக்கம். We would like to know your family.');
    await page.getByRole('button', { name: 'Express interest' }).click();
    await expect(page.getByText('Interest sent').first()).toBeVisible();
  });

  await test.step('the bride accepts on "My interests"; the groom sees it accepted', async () => {
    const { page } = bride;
    await page.goto('/marriage-interests');
    const received = page.getByRole('listitem').filter({ hasText: `Arun Rajendran ${TAG}` });
    await expect(received).toContainText('We would like to know your family.');
    await received.getByRole('button', { name: 'Accept' }).click();
    await expect(received).toContainText('Accepted');
    await groom.page.goto(`/marriage-profile/${profileId}`);
    await expect(groom.page.getByText('Your interest:')).toBeVisible();
    await expect(groom.page.getByRole('status').filter({ hasText: 'Accepted' })).toBeVisible();
  });
});
