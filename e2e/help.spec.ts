/**
 * The help page of issue 19 item 3 in Debian's Chromium against the production build: a guest reads it in Tamil
 * (channels, every FAQ entry), is told what is missing on an empty send and gets "Message Sent"; a member's name and
 * e-mail are filled in, a message written with no signal is kept on the device and delivered once on reconnect —
 * one mail to the admin and one copy to the member's own address.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { FAQ_ENTRIES } from '../shared/help/faq.ts';
import { memberPage, waitForServiceWorkerControl } from './support/app.ts';
import { tr } from './support/i18n.ts';

type Mail = { to: string; subject: string; text: string };
const mails = async (request: APIRequestContext) => (await (await request.get('/dev/outbox.json')).json()) as Mail[];

test('a guest reads the help page in Tamil and sends a message', async ({ page }) => {
  const subject = `உதவி ${randomUUID().slice(0, 6)}`;
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: await tr('Help and support', 'ta') })).toBeVisible();
  const channels = page.getByRole('list', { name: await tr('Ways to reach us', 'ta') });
  // SUPPORT_PHONE / SUPPORT_EMAIL of playwright.config.ts, through GET /api/config (decision 128)
  await expect(channels.getByRole('link', { name: '+44 20 7946 0123' })).toHaveAttribute('href', 'tel:+442079460123');
  await expect(channels.getByRole('link', { name: 'help@tamil-community.example' })).toHaveAttribute('href', 'mailto:help@tamil-community.example');
  await expect(channels).toContainText(await tr('Coming soon', 'ta'));
  await expect(page.locator('details.faq__item')).toHaveCount(FAQ_ENTRIES.length);
  await page.getByText(FAQ_ENTRIES[0]!.question.ta).click();
  await expect(page.getByText(FAQ_ENTRIES[0]!.answer.ta)).toBeVisible();

  const send = page.getByRole('button', { name: await tr('Send message', 'ta') });
  await send.click();
  await expect(page.getByRole('textbox', { name: new RegExp(await tr('Your name', 'ta')) })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: new RegExp(await tr('Message', 'ta')) })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: new RegExp(await tr('Your name', 'ta')) }).fill('கமலா');
  await page.getByRole('textbox', { name: new RegExp(await tr('Your e-mail', 'ta')) }).fill('kamala@example.com');
  await page.getByRole('textbox', { name: new RegExp(`^${await tr('Subject', 'ta')}`) }).fill(subject);
  await page.getByRole('textbox', { name: new RegExp(`^${await tr('Message', 'ta')}`) }).fill('கடவுச்சொல்லை மாற்றுவது எப்படி?');
  await send.click();
  await expect(page.getByText(await tr('Message Sent', 'ta'), { exact: true })).toBeVisible();
  await expect.poll(async () => (await mails(page.request)).filter((m) => m.to === 'admin@example.com' && m.subject.includes(subject)).length).toBe(1);
  // a guest gets no copy: the address typed is not known to be theirs
  expect((await mails(page.request)).filter((m) => m.to === 'kamala@example.com')).toHaveLength(0);
});

test('a member writes with no signal; the message is delivered once when the signal returns', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, member } = await memberPage(browser, { serviceWorkers: 'allow' });
  const subject = `Offline help ${randomUUID().slice(0, 6)}`;
  await page.goto('/help');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('textbox', { name: /^Your name/ })).toHaveValue(member.fullName);
  await expect(page.getByRole('textbox', { name: /^Your e-mail/ })).toHaveValue(member.email);

  await page.context().setOffline(true);
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('My taxi request does not show in the list.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');

  await page.context().setOffline(false);
  await expect
    .poll(async () => (await mails(page.request)).filter((m) => m.to === 'admin@example.com' && m.subject.includes(subject)).length, { timeout: 30_000 })
    .toBe(1);
  await page.reload();
  await page.waitForTimeout(1000);
  const all = await mails(page.request);
  expect(all.filter((m) => m.to === 'admin@example.com' && m.subject.includes(subject))).toHaveLength(1);
  expect(all.filter((m) => m.to === member.email && m.subject.includes(subject))).toHaveLength(1);
});
