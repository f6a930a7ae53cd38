import { randomUUID } from 'node:crypto';
import { QV } from '#shared/questions/schemas.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { QaVoteSchema, QuestionSchema } from './question.entity.ts';

const ask = { title: 'Pongal date?', content: 'Which day is <b>Thai Pongal</b> next year?', category: 'culture' };

describe('questions (issue 15)', () => {
  test('a guest cannot ask (401); a member asks; HTML is kept as text; category defaults to general', async ({ guest, member }) => {
    expect((await guest.post('/api/questions').send(ask)).status).toBe(401);
    const res = await member.agent.post('/api/questions').send(ask);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ title: 'Pongal date?', content: 'Which day is <b>Thai Pongal</b> next year?', category: 'culture', votes: 0, isAnswered: false, isMine: true });
    const plain = await member.agent.post('/api/questions').send({ title: ' Visa ', content: 'UK visitor visa?' });
    expect(plain.body).toMatchObject({ title: 'Visa', category: 'general' });
  });

  test('bad input: empty, whitespace-only, 20,000 characters, unknown category → 400 with the spec messages', async ({ member }) => {
    const post = (body: object) => member.agent.post('/api/questions').send(body);
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
    const q = (await member.agent.post('/api/questions').send({ ...ask, category: 'food', title: 'Odiyal kool recipe' })).body;
    const a1 = (await otherMember.agent.post(`/api/questions/${q.id}/answers`).send({ content: 'First answer' })).body;
    const a2 = (await admin.agent.post(`/api/questions/${q.id}/answers`).send({ content: 'Second answer' })).body;
    expect((await member.agent.post(`/api/answers/${a1.id}/vote`).send({ direction: 'up' })).body).toEqual({ votes: 1 });
    // accept by someone other than the asker → 404, nothing changes
    expect((await otherMember.agent.post(`/api/answers/${a2.id}/accept`)).status).toBe(404);
    expect((await member.agent.post(`/api/answers/${a2.id}/accept`)).status).toBe(200);
    const detail = (await app.agent().get(`/api/questions/${q.id}`)).body;
    expect(detail.isAnswered).toBe(true);
    expect(detail.answers.map((a: { content: string; isAccepted: boolean }) => [a.content, a.isAccepted])).toEqual([['Second answer', true], ['First answer', false]]);
    // accepting another answer moves the mark: still one accepted answer
    await member.agent.post(`/api/answers/${a1.id}/accept`);
    const again = (await app.agent().get(`/api/questions/${q.id}`)).body;
    expect(again.answers.filter((a: { isAccepted: boolean }) => a.isAccepted).map((a: { id: string }) => a.id)).toEqual([a1.id]);
    const food = (await app.agent().get('/api/questions?category=food&answered=true')).body;
    expect(food.items.map((i: { id: string }) => i.id)).toContain(q.id);
    const unanswered = (await app.agent().get('/api/questions?answered=false')).body;
    expect(unanswered.items.map((i: { id: string }) => i.id)).not.toContain(q.id);
    expect((await app.agent().get('/api/questions?category=astrology')).status).toBe(400);
  });

  test('50 concurrent votes by one member count once; client votes ignored; none removes; own post refused', async ({ app, member, otherMember }) => {
    const q = (await member.agent.post('/api/questions').send(ask)).body;
    const results = await Promise.all(Array.from({ length: 50 }, () => otherMember.agent.post(`/api/questions/${q.id}/vote`).send({ direction: 'up', votes: 999 })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await app.agent().get(`/api/questions/${q.id}`)).body.votes).toBe(1);
    expect(await app.orm.em.fork().count(QaVoteSchema, { targetId: q.id })).toBe(1);
    expect((await otherMember.agent.post(`/api/questions/${q.id}/vote`).send({ direction: 'down' })).body).toEqual({ votes: -1 });
    expect((await otherMember.agent.post(`/api/questions/${q.id}/vote`).send({ direction: 'none' })).body).toEqual({ votes: 0 });
    expect((await member.agent.post(`/api/questions/${q.id}/vote`).send({ direction: 'up' })).status).toBe(400);
    expect((await otherMember.agent.post(`/api/questions/${q.id}/vote`).send({ direction: 'sideways' })).status).toBe(400);
  });

  test('concurrent duplicate posts with one Idempotency-Key create one question', async ({ app, member }) => {
    const key = randomUUID();
    const title = `Idempotent ${key}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => member.agent.post('/api/questions').set('Idempotency-Key', key).send({ ...ask, title })));
    expect(results.some((r) => r.status === 201)).toBe(true);
    expect(await app.orm.em.fork().count(QuestionSchema, { title })).toBe(1);
  });

  test('delete by author or admin; others get 404; flags are recorded', async ({ app, member, otherMember, admin }) => {
    const q = (await member.agent.post('/api/questions').send(ask)).body;
    expect((await otherMember.agent.post(`/api/questions/${q.id}/flag`).send({ reason: 'Spam' })).status).toBe(201);
    expect((await otherMember.agent.delete(`/api/questions/${q.id}`)).status).toBe(404);
    expect((await member.agent.delete(`/api/questions/${q.id}`)).status).toBe(200);
    expect((await app.agent().get(`/api/questions/${q.id}`)).status).toBe(404);
    const q2 = (await member.agent.post('/api/questions').send(ask)).body;
    expect((await admin.agent.delete(`/api/questions/${q2.id}`)).status).toBe(200);
  });
});
