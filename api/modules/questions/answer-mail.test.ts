import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsContract } from '#shared/questions/contract.ts';
import { usersContract } from '#shared/users/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedIn, type SignedIn } from '../../test/factories.ts';
import { testClock } from '../payments/payments.test-support.ts';

const clock = testClock('2026-11-24T10:00:00Z');
let t: TestApp;
let asker: SignedIn;
let helper: SignedIn;
let quiet: SignedIn;

/** "New answer" mails in the outbox sent to `email` (listOutbox runs the due mail jobs first). */
const answerMails = async (email: string) => (await t.mailer.listOutbox()).filter((m) => m.to === email && m.subject.includes('New answer to your question'));

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  asker = await signedIn(t);
  helper = await signedIn(t);
  quiet = await signedIn(t);
});
afterAll(() => t.close());

describe('mail to the asker about new answers (issue 15 item 5)', () => {
  it('one mail per question per hour for answers by people; none for own or automated answers; none when turned off', async () => {
    const q = (await call(asker.agent, questionsContract.endpoints.ask, { body: { title: 'Best Tamil school in Harrow?', content: 'Weekend classes for a 6-year-old.' } })).body as { id: string };
    await call(asker.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Adding details myself.' } });
    expect(await answerMails(asker.user.email)).toHaveLength(0);

    // two answers at the same moment and a third later in the hour → one mail
    await Promise.all([
      call(helper.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Try the Harrow Tamil school on Saturdays.' } }),
      call(quiet.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'The temple runs classes too.' } }),
    ]);
    clock.set('2026-11-24T10:59:00Z');
    await call(helper.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Registration opens in September.' } });
    const first = await answerMails(asker.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toContain('Best Tamil school in Harrow?');
    expect(first[0]!.text).toContain(`/questions/${q.id}`);
    expect(first[0]!.text).toContain('உங்கள் கேள்விக்கு ஒருவர் பதிலளித்துள்ளார்');

    // an hour after the last mail → the next answer mails again
    clock.set('2026-11-24T11:00:01Z');
    await call(quiet.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Also check the council list.' } });
    expect(await answerMails(asker.user.email)).toHaveLength(2);

    // the automated answer never mails (its job runs; the outbox does not grow)
    await t.jobs.runUntilIdle();
    expect(await answerMails(asker.user.email)).toHaveLength(2);
  });

  it('a member who turned notifications off gets none', async () => {
    expect((await call(quiet.agent, usersContract.endpoints.updateProfile, { body: { notificationsEnabled: false } })).status).toBe(200);
    const q = (await call(quiet.agent, questionsContract.endpoints.ask, { body: { title: 'Pongal time in Toronto?', content: 'Which hour?' } })).body as { id: string };
    await call(helper.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Check the temple almanac.' } });
    expect(await answerMails(quiet.user.email)).toHaveLength(0);
  });
});
