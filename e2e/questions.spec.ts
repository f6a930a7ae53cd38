/**
 * The Q&A walk of issue 15 in Debian's Chromium against the production server: a member asks a question → the
 * automated answer appears, labelled → another member answers → the asker accepts it → with the network off a
 * reload still shows the question and both answers. Votes cast offline wait on the device; the last one is sent
 * once when the network returns.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { memberPage, waitForServiceWorkerControl } from './support/app.ts';
import { questionsContract } from '../shared/questions/contract.ts';
import { endpointPath } from '../shared/contracts/contract.ts';

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 6);
// Close to a seeded, answered question (remittance), so the retrieval answer has something to point to.
const TITLE = `Cheapest way to send money to my mother in Sri Lanka? ${TAG}`;

interface Detail {
  id: string;
  votes: number;
  myVote: string | null;
  isAnswered: boolean;
  answers: { content: string; isAiGenerated: boolean; isAccepted: boolean }[];
}

test('ask → automated answer labelled → a member answers → the asker accepts → offline reload shows it all; offline votes sent once', async ({ browser }) => {
  test.setTimeout(240_000);
  // both reload offline under the service worker's control: it is allowed for them (playwright.config.ts blocks it)
  const asker = await memberPage(browser, { serviceWorkers: 'allow' });
  const helper = await memberPage(browser, { serviceWorkers: 'allow' });
  let questionId = '';

  await test.step('the asker opens the form, asks, and the form closes', async () => {
    const { page } = asker;
    await page.goto('/questions');
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await page.getByLabel(/^Your question/).fill(TITLE);
    await page.getByLabel(/^Details/).fill('I send about £300 a month to Batticaloa. Bank transfer or an app — which gives the best rate?');
    await page.getByLabel(/^Category/).selectOption('remittance');
    await page.getByRole('button', { name: 'Post question' }).click();
    await expect(page.getByText('Question posted').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post question' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    const list = (await (await page.request.get(endpointPath(questionsContract.endpoints.list, { query: { limit: 10 } }))).json()) as { items: { id: string; title: string }[] };
    questionId = list.items.find((q) => q.title === TITLE)?.id ?? '';
    expect(questionId).not.toBe('');
  });

  await test.step('the automated answer arrives in the background and is labelled on the page', async () => {
    const { page } = asker;
    await expect
      .poll(async () => ((await (await page.request.get(endpointPath(questionsContract.endpoints.detail, { params: { id: questionId } }))).json()) as Detail).answers.filter((a) => a.isAiGenerated).length, { timeout: 60_000 })
      .toBe(1);
    await page.goto(`/questions/${questionId}`);
    await expect(page.getByText('Automated answer')).toBeVisible();
    await expect(page.getByText(/not by a person/)).toBeVisible();
  });

  await test.step('another member answers', async () => {
    const { page } = helper;
    await page.goto(`/questions/${questionId}`);
    await page.getByLabel(/^Your answer/).fill('Use a transfer app and send to an account in her name — the rate after fees is better than a bank SWIFT transfer.');
    await page.getByRole('button', { name: 'Post answer' }).click();
    await expect(page.getByText('Answer posted').first()).toBeVisible();
    await expect(page.getByText(/rate after fees is better/)).toBeVisible();
  });

  await test.step('the asker accepts it', async () => {
    const { page } = asker;
    await page.goto(`/questions/${questionId}`);
    const answer = page.getByRole('listitem').filter({ hasText: /rate after fees is better/ });
    await answer.getByRole('button', { name: 'Accept this answer' }).click();
    await expect(answer.getByText('Accepted answer')).toBeVisible();
    const detail = (await (await page.request.get(endpointPath(questionsContract.endpoints.detail, { params: { id: questionId } }))).json()) as Detail;
    expect(detail.isAnswered).toBe(true);
    expect(detail.answers[0]).toMatchObject({ isAccepted: true, isAiGenerated: false });
  });

  await test.step('offline, a reload shows the question and both answers', async () => {
    const { page } = asker;
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.getByText(/rate after fees is better/)).toBeVisible();
    await expect(page.getByText('Automated answer')).toBeVisible();
    await expect(page.getByText('Offline — saved copy')).toBeVisible();
    await page.context().setOffline(false);
  });

  await test.step('votes cast offline wait on the device; only the last is sent, once', async () => {
    const { page } = helper;
    await page.reload();
    // as for the asker above: an offline device has the app from its service worker, so wait until it controls the page
    await waitForServiceWorkerControl(page);
    const votes = page.getByRole('group', { name: 'Votes on this question' });
    await expect(votes.getByRole('button', { name: 'Vote up' })).toBeEnabled();
    await page.context().setOffline(true);
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect(votes.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
    await votes.getByRole('button', { name: 'Vote down' }).click();
    await expect(votes.getByRole('button', { name: 'Vote down' })).toHaveAttribute('aria-pressed', 'true');
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect(votes.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        const d = (await (await page.request.get(endpointPath(questionsContract.endpoints.detail, { params: { id: questionId } }))).json()) as Detail;
        return `${d.myVote} ${d.votes}`;
      }, { timeout: 30_000 })
      .toBe('up 1');
    const outbox = await page.evaluate(async () => {
      const open = indexedDB.open('tamil-community');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = await new Promise<{ kind: string; status: string }[]>((resolve) => {
        const req = db.transaction('outbox').objectStore('outbox').getAll();
        req.onsuccess = () => resolve(req.result as { kind: string; status: string }[]);
      });
      return all.filter((e) => e.kind === 'qa-vote').map((e) => e.status);
    });
    expect(outbox).toEqual(['sent']);
  });
});
