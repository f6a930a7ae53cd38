import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { questionsContract } from '#shared/questions/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp } from '../../test/harness.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { AnswerSchema, QuestionSchema } from './question.entity.ts';

test.override({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a function asks for from its first parameter
  app: [async ({}, use) => {
    const app = await createTestApp({}, { rateLimits: { askQuestionAccount: { points: 2, durationSeconds: 3600 }, answerAccount: { points: 1, durationSeconds: 3600 } } });
    await use(app);
    await app.close();
  }, { scope: 'file' }],
});

describe('Q&A rate limits (issue 15)', () => {
  test('a member over the asking or answering limit gets 429 rate_limited and nothing is written', async ({ app, member, otherMember }) => {
    const ask = (n: number) => call(member.agent, questionsContract.endpoints.ask, { body: { title: `Question ${n}`, content: 'Body' } });
    expect((await ask(1)).status).toBe(201);
    expect((await ask(2)).status).toBe(201);
    const third = await ask(3);
    expect(third.status).toBe(429);
    expect(apiErrorSchema.parse(third.body).code).toBe('rate_limited');
    expect(await app.orm.em.fork().count(QuestionSchema, { owner: member.user.id })).toBe(2);
    const q = (await call(otherMember.agent, questionsContract.endpoints.ask, { body: { title: 'Other', content: 'Body' } })).body;
    expect((await call(member.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'One' } })).status).toBe(201);
    expect((await call(member.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Two' } })).status).toBe(429);
  });

  test('refused questions and answers do not use up the quota (decision 160): only stored ones count', async ({ app, member, otherMember }) => {
    const q = (await call(otherMember.agent, questionsContract.endpoints.ask, { body: { title: 'Where to buy a veena?', content: 'Body' } })).body as { id: string };
    const answer = (id: string) => call(member.agent, questionsContract.endpoints.answer, { params: { id }, body: { content: 'Try the music shop' } });
    // Answers to a question that is not there (never was, or deleted meanwhile): 404, nothing stored, nothing counted.
    for (let i = 0; i < 3; i++) expect((await answer(randomUUID())).status).toBe(404);
    expect((await answer(q.id)).status).toBe(201);
    expect((await answer(q.id)).status).toBe(429);
    expect(await app.orm.em.fork().count(AnswerSchema, { owner: member.user.id })).toBe(1);
    // Questions refused for their content never reach the quota either.
    for (let i = 0; i < 3; i++) expect((await call(member.agent, questionsContract.endpoints.ask, { body: { title: '', content: 'Body' } })).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await call(member.agent, questionsContract.endpoints.ask, { body: { title: `Counted ${i}`, content: 'Body' } })).status).toBe(201);
    expect((await call(member.agent, questionsContract.endpoints.ask, { body: { title: 'Over', content: 'Body' } })).status).toBe(429);
  });
});
