/**
 * The education walk of issue 17 in Debian's Chromium against the production server: a member registers as a
 * teacher in the form → creates a course → another member filters the courses and finds it, opens the teacher,
 * asks for the contact, subscribes for £2/month with the simulator's test card → sees the teacher's phone.
 */
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { memberPage } from './support/app.ts';

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 6);
const TEACHER = `Meena Rajaratnam ${TAG}`;
const COURSE = `Tamil letters for children ${TAG}`;
const PHONE = '+447911123456';

/** Fills the simulator's card form and submits it with the button named `submit`. */
async function payWithCard(page: Page, submit: RegExp) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/40');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: submit }).click();
}

test('register as a teacher → create a course → another member finds it → subscribes £2 → sees the phone', async ({ browser }) => {
  test.setTimeout(240_000);
  const teacher = await memberPage(browser);
  const parent = await memberPage(browser);

  await test.step('the teacher registers in the form', async () => {
    const { page } = teacher;
    await page.goto('/education');
    await page.getByRole('link', { name: 'Become a teacher' }).click();
    await expect(page.getByRole('heading', { name: 'Become a teacher' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(TEACHER);
    await page.getByLabel(/^Phone/).fill(PHONE);
    await page.getByLabel(/^About your teaching/).fill('I teach Tamil reading and writing to children of the diaspora, online on weekends.');
    await page.getByLabel(/^Experience/).fill('8');
    await page.getByLabel(/^Hourly rate/).fill('18.50');
    await page.getByLabel(/^City/).fill('Chennai');
    await page.getByLabel(/^Your time zone/).selectOption('Asia/Kolkata');
    await page.getByRole('checkbox', { name: 'Languages', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Tamil', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Tamil language', exact: true }).check();
    await page.getByRole('checkbox', { name: 'English language', exact: true }).check();
    await page.getByRole('button', { name: 'Create teacher profile' }).click();
    await expect(page.getByText('Teacher profile created successfully').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: TEACHER })).toBeVisible();
    await expect(page.getByText(PHONE)).toBeVisible();
  });

  await test.step('the teacher creates a course', async () => {
    const { page } = teacher;
    await page.goto('/create-course');
    await page.getByLabel(/^Course title/).fill(COURSE);
    await page.getByLabel(/^Description/).fill('Vowels and consonants with songs and games, for children aged 6 to 10.');
    await page.getByLabel(/^Category/).selectOption('languages');
    await page.getByLabel(/^Subject/).selectOption('tamil');
    await page.getByLabel(/^Level/).selectOption('beginner');
    await page.getByLabel(/^Teaching language/).selectOption('tamil');
    await page.getByLabel(/^Price/).fill('60');
    await page.getByLabel(/^Duration/).fill('10');
    await page.getByLabel(/^Maximum students/).fill('6');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page.getByText('Course created successfully').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
  });

  await test.step('another member filters the courses, finds it and opens the teacher; no phone yet', async () => {
    const { page } = parent;
    await page.goto('/education');
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByLabel('Subject').selectOption('tamil');
    await page.getByLabel('Level').selectOption('beginner');
    await page.getByLabel('Search').fill(TAG);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: COURSE }).click();
    await page.getByRole('link', { name: TEACHER }).click();
    await expect(page.getByRole('heading', { name: TEACHER })).toBeVisible();
    await expect(page.getByText(PHONE)).toHaveCount(0);
  });

  await test.step('asks for the contact, subscribes £2/month with the test card and sees the phone', async () => {
    const { page } = parent;
    await page.getByRole('button', { name: 'Contact teacher' }).click();
    await page.getByRole('button', { name: /^Subscribe for £2/ }).click();
    await payWithCard(page, /^Pay £2/);
    await expect(page.getByText('Education subscription activated').first()).toBeVisible();
    await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
  });

  await test.step('having been shown the phone, writes a review; the page shows it and the average', async () => {
    const { page } = parent;
    await page.getByLabel('Rating').selectOption('4');
    await page.getByLabel('Your review').fill('Patient lessons; my son now writes his name in Tamil.');
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Thank you for your review').first()).toBeVisible();
    await expect(page.getByText('Patient lessons; my son now writes his name in Tamil.')).toBeVisible();
    await expect(page.getByText('★ 4 (1 review)')).toBeVisible();
  });
});
