import { randomUUID } from 'node:crypto';
import { QV } from '#shared/questions/schemas.ts';
import { questionsContract } from '#shared/questions/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { QaVoteSchema, QuestionSchema } from './question.entity.ts';

const ask = { title: 'Pongal date?', content: 'Which day is <b>Thai Pongal</b> next year?', category: 'culture' };

describe('questions (issue 15)', () => {
  test('a guest cannot ask (401); a member asks; HTML is kept as text; category defaults to general', async ({ guest, member }) => {
    expect((await call(guest, questionsContract.endpoints.ask, { body: ask })).status).toBe(401);
    const res = await call(member.agent, questionsContract.endpoints.ask, { body: ask });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ title: 'Pongal date?', content: 'Which day is <b>Thai Pongal</b> next year?', category: 'culture', votes: 0, isAnswered: false, isMine: true });
    const plain = await call(member.agent, questionsContract.endpoints.ask, { body: { title: ' Visa ', content: 'UK visitor visa?' } });
    expect(plain.body).toMatchObject({ title: 'Visa', category: 'general' });
  });

  test('bad input: empty, whitespace-only, 20,000 characters, unknown category → 400 with the spec messages', async ({ member }) => {
    const post = (body: object) => call(member.agent, questionsContract.endpoints.ask, { body });
    for (const body of [{ title: '', content: 'x' }, { title: '   ', content: 'x' }, { title: 'x', content: '  ' }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.fields)).toContain(QV.titleContentRequired);
    }
    const long = await post({ title: 'x', content: 'y'.repeat(20_000) });
    expect(long.status).toBe(400);
    const cat = await post({ title: 'x', content: 'y', category: 'astrology' });
    expect(cat.status).toBe(400);
    expect(cat.body.fields.category).toEqual([QV.categoryInvalid]);
  });

  test('list filters by category and answered; detail shows the accepted answer first', async ({ app, member, otherMember, admin }) => {
    const q = (await call(member.agent, questionsContract.endpoints.ask, { body: { ...ask, category: 'food', title: 'Odiyal kool recipe' } })).body;
    const a1 = (await call(otherMember.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'First answer' } })).body;
    const a2 = (await call(admin.agent, questionsContract.endpoints.answer, { params: { id: q.id }, body: { content: 'Second answer' } })).body;
    expect((await call(member.agent, questionsContract.endpoints.voteAnswer, { params: { id: a1.id }, body: { direction: 'up' } })).body).toEqual({ votes: 1 });
    // accept by someone other than the asker → 404, nothing changes
    expect((await call(otherMember.agent, questionsContract.endpoints.accept, { params: { id: a2.id } })).status).toBe(404);
    expect((await call(member.agent, questionsContract.endpoints.accept, { params: { id: a2.id } })).status).toBe(200);
    const detail = (await call(app.agent(), questionsContract.endpoints.detail, { params: { id: q.id } })).body;
    expect(detail.isAnswered).toBe(true);
    expect(detail.answers.map((a: { content: string; isAccepted: boolean }) => [a.content, a.isAccepted])).toEqual([['Second answer', true], ['First answer', false]]);
    // accepting another answer moves the mark: still one accepted answer
    await call(member.agent, questionsContract.endpoints.accept, { params: { id: a1.id } });
    const again = (await call(app.agent(), questionsContract.endpoints.detail, { params: { id: q.id } })).body;
    expect(again.answers.filter((a: { isAccepted: boolean }) => a.isAccepted).map((a: { id: string }) => a.id)).toEqual([a1.id]);
    const food = (await call(app.agent(), questionsContract.endpoints.list, { query: { category: 'food', answered: 'true' } })).body;
    expect(food.items.map((i: { id: string }) => i.id)).toContain(q.id);
    const unanswered = (await call(app.agent(), questionsContract.endpoints.list, { query: { answered: 'false' } })).body;
    expect(unanswered.items.map((i: { id: string }) => i.id)).not.toContain(q.id);
    expect((await call(app.agent(), questionsContract.endpoints.list, { query: { category: 'astrology' } })).status).toBe(400);
  });

  test('50 concurrent votes by one member count once; client votes ignored; none removes; own post refused', async ({ app, member, otherMember }) => {
    const q = (await call(member.agent, questionsContract.endpoints.ask, { body: ask })).body;
    const results = await Promise.all(Array.from({ length: 50 }, () => call(otherMember.agent, questionsContract.endpoints.voteQuestion, { params: { id: q.id }, body: { direction: 'up', votes: 999 } })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await call(app.agent(), questionsContract.endpoints.detail, { params: { id: q.id } })).body.votes).toBe(1);
    expect(await app.orm.em.fork().count(QaVoteSchema, { targetId: q.id })).toBe(1);
    expect((await call(otherMember.agent, questionsContract.endpoints.voteQuestion, { params: { id: q.id }, body: { direction: 'down' } })).body).toEqual({ votes: -1 });
    expect((await call(otherMember.agent, questionsContract.endpoints.voteQuestion, { params: { id: q.id }, body: { direction: 'none' } })).body).toEqual({ votes: 0 });
    expect((await call(member.agent, questionsContract.endpoints.voteQuestion, { params: { id: q.id }, body: { direction: 'up' } })).status).toBe(400);
    expect((await call(otherMember.agent, questionsContract.endpoints.voteQuestion, { params: { id: q.id }, body: { direction: 'sideways' } })).status).toBe(400);
  });

  test('concurrent duplicate posts with one Idempotency-Key create one question', async ({ app, member }) => {
    const key = randomUUID();
    const title = `Idempotent ${key}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => call(member.agent, questionsContract.endpoints.ask).set('Idempotency-Key', key).send({ ...ask, title })));
    expect(results.some((r) => r.status === 201)).toBe(true);
    expect(await app.orm.em.fork().count(QuestionSchema, { title })).toBe(1);
  });

  test('delete by author or admin; others get 404; flags are recorded', async ({ app, member, otherMember, admin }) => {
    const q = (await call(member.agent, questionsContract.endpoints.ask, { body: ask })).body;
    expect((await call(otherMember.agent, questionsContract.endpoints.flagQuestion, { params: { id: q.id }, body: { reason: 'Spam' } })).status).toBe(201);
    expect((await call(otherMember.agent, questionsContract.endpoints.deleteQuestion, { params: { id: q.id } })).status).toBe(404);
    expect((await call(member.agent, questionsContract.endpoints.deleteQuestion, { params: { id: q.id } })).status).toBe(200);
    expect((await call(app.agent(), questionsContract.endpoints.detail, { params: { id: q.id } })).status).toBe(404);
    const q2 = (await call(member.agent, questionsContract.endpoints.ask, { body: ask })).body;
    expect((await call(admin.agent, questionsContract.endpoints.deleteQuestion, { params: { id: q2.id } })).status).toBe(200);
  });
});
