import { expect, test } from './support/test.ts';
import { newMember, registerViaApi, sessionEmail } from './support/app.ts';
import { either } from './support/i18n.ts';

// The pre-rendered /auth page shows the login form before the app's code has run (decision 150). On a slow phone a
// visitor can type and press Enter in that gap: the form must not submit itself (a plain form would send a GET with
// the password in the address, the history and the server's log), and what was typed must still be there when the
// app starts.
test.use({ serviceWorkers: 'block' });

test('a login typed before the app has started is neither sent by the browser nor lost', async ({ page, request }) => {
  const member = newMember();
  await registerViaApi(request, member);
  let release!: () => void;
  const started = new Promise<void>((resolve) => (release = resolve));
  // hold the app's entry chunk (the `start` chunk, index-*.js) until the form has been used
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  await page.goto('/auth', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: await either('Log in') });
  const submit = form.getByRole('button', { name: await either('Log in') });
  await expect(submit).toBeDisabled();
  await form.getByLabel(await either('Email')).fill(member.email);
  await form.getByLabel(await either('Password')).fill(member.password);
  await form.getByLabel(await either('Password')).press('Enter');
  await page.waitForTimeout(300); // a native submission would have navigated by now
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth');

  release();
  await expect(submit).toBeEnabled();
  await expect(form.getByLabel(await either('Email'))).toHaveValue(member.email);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionEmail(page.request)).toBe(member.email);
});
