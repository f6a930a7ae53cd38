import { questionsContract } from '#shared/questions/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import type { SignedIn } from '../../test/factories.ts';
import { AnswerSchema } from './question.entity.ts';

interface DetailAnswer {
  content: string;
  isAiGenerated: boolean;
  isAccepted: boolean;
  isMine: boolean;
}

/** Asks through the API and answers as `answerer` (a person), so the question counts as answered by people. */
async function answered(asker: SignedIn, answerer: SignedIn, title: string, content: string, answer: string): Promise<string> {
  const q = (await call(asker.agent, questionsContract.endpoints.ask, { body: { title, content, category: 'remittance' } })).body as { id: string };
  expect((await call(answerer.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: answer } })).status).toBe(201);
  return q.id;
}

describe('automated answers without an LLM: the retrieval answer (issue 15 item 2)', () => {
  test('a new question gets one labelled answer listing related answered questions with links and matching help entries; nothing in the request', async ({ app, member, otherMember, admin }) => {
    const related = await answered(
      otherMember,
      admin,
      'இலங்கைக்கு பணம் அனுப்ப மலிவான வழி எது?',
      'Sending money to my mother in Batticaloa every month. Bank transfer or an app?',
      'Compare the rate after fees; transfer apps are usually cheaper than a bank SWIFT transfer.',
    );
    await answered(otherMember, admin, 'Thai Pongal date next year?', 'Which day is Pongal?', '14 January.');
    await app.jobs.runUntilIdle(); // the earlier questions' own jobs

    const res = await call(member.agent, questionsContract.endpoints.ask, { body: { title: 'Cheapest way to send money to Batticaloa?', content: 'Bank transfer or an app for my mother?', category: 'remittance' } });
    expect(res.status).toBe(201);
    // the request wrote the question and queued the job; no answer yet
    expect((await call(app.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body.answers).toEqual([]);

    await app.jobs.runUntilIdle();
    const detail = (await call(app.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body as { isAnswered: boolean; answerCount: number; answers: DetailAnswer[] };
    expect(detail.answers).toHaveLength(1);
    const [auto] = detail.answers;
    expect(auto).toMatchObject({ isAiGenerated: true, isAccepted: false, isMine: false });
    expect(auto!.content).toContain('Earlier questions that members answered:');
    expect(auto!.content).toContain(`/questions/${related}`);
    expect(auto!.content).toContain('இலங்கைக்கு பணம் அனுப்ப மலிவான வழி எது?');
    expect(auto!.content).toContain('transfer apps are usually cheaper');
    expect(auto!.content).not.toContain('Pongal');
    // an automated answer alone does not make the question answered
    expect(detail).toMatchObject({ isAnswered: false, answerCount: 1 });
  });

  test('a Tamil question is answered in Tamil, with the matching help entry', async ({ app, member }) => {
    const res = await call(member.agent, questionsContract.endpoints.ask, { body: { title: 'தொடர்பு அணுகல் கட்டணம் எவ்வளவு?', content: 'தொலைபேசி எண்ணை பார்க்க தொடர்பு அணுகல் எப்படி?', category: 'general' } });
    await app.jobs.runUntilIdle();
    const answers = (await call(app.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body.answers as DetailAnswer[];
    expect(answers).toHaveLength(1);
    expect(answers[0]!.content).toContain('உதவிப் பக்கங்களிலிருந்து:');
    expect(answers[0]!.content).toContain('தொடர்பு அணுகலுக்கு எவ்வளவு கட்டணம்?');
    expect(answers[0]!.content).toContain('(/taxi-services)');
  });

  test('no related question and no help entry → no automated answer', async ({ app, member }) => {
    const res = await call(member.agent, questionsContract.endpoints.ask, { body: { title: 'Zorblax quintessential gearbox?', content: 'Flummoxed wombat carburettor.' } });
    await app.jobs.runUntilIdle();
    expect((await call(app.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body.answers).toEqual([]);
  });

  test('a run repeated after a crash adds nothing; the admin can delete the automated answer; nobody can vote it up as its author', async ({ app, member, admin }) => {
    const res = await call(member.agent, questionsContract.endpoints.ask, { body: { title: 'How much does membership cost, can I cancel?', content: 'Membership subscription cancel cost?' } });
    await app.jobs.runUntilIdle();
    // the same job again (as after a crash between writing the answer and marking the job done)
    const { autoAnswerJob } = await import('./auto-answer.ts');
    const em = app.orm.em.fork();
    const { enqueue } = await import('../../lib/jobs/enqueue.ts');
    enqueue(em, autoAnswerJob, { questionId: res.body.id });
    await em.flush();
    const outcomes = await app.jobs.runUntilIdle();
    expect(outcomes.length).toBeGreaterThan(0);
    expect(await app.orm.em.fork().count(AnswerSchema, { question: res.body.id, isAiGenerated: true })).toBe(1);

    const answers = (await call(app.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body.answers as (DetailAnswer & { id: string })[];
    expect((await call(member.agent, questionsContract.endpoints.voteAnswer, { params: { id: answers[0]!.id }, body: { direction: 'up' } })).status).toBe(200);
    expect((await call(member.agent, questionsContract.endpoints.deleteAnswer, { params: { id: answers[0]!.id } })).status).toBe(404);
    expect((await call(admin.agent, questionsContract.endpoints.deleteAnswer, { params: { id: answers[0]!.id } })).status).toBe(200);
    expect((await call(app.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body.answers).toEqual([]);
  });
});
