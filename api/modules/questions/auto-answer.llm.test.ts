/**
 * The automated answer through an OpenAI-compatible chat completions API (issue 15 item 2), faked at the HTTP
 * boundary with msw: the request the server sends, a success, a timeout, an HTTP error and a refusal.
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { questionsContract } from '#shared/questions/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedIn, type SignedIn } from '../../test/factories.ts';

const LLM_URL = 'http://llm.test/v1';
const server = setupServer();
let t: TestApp;
let asker: SignedIn;
let other: SignedIn;
const requests: { auth: string | null; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

const completion = (content: string | null, refusal: string | null = null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_764_000_000,
  model: 'test-model',
  choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal } }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

/** Answers the chat completions call with `reply` (after recording the request). */
function llmReplies(reply: () => Promise<Response> | Response) {
  server.use(
    http.post(`${LLM_URL}/chat/completions`, async ({ request }) => {
      requests.push({ auth: request.headers.get('authorization'), body: (await request.json()) as (typeof requests)[number]['body'] });
      return reply();
    }),
  );
}

async function ask(title: string, content: string) {
  const res = await call(asker.agent, questionsContract.endpoints.ask, { body: { title, content, category: 'visa' } });
  expect(res.status).toBe(201);
  await t.jobs.runUntilIdle();
  return (await call(t.agent(), questionsContract.endpoints.detail, { params: { id: res.body.id } })).body as { answers: { content: string; isAiGenerated: boolean }[] };
}

beforeAll(async () => {
  server.listen({
    onUnhandledFrame({ frame, defaults }) {
      const url = (frame.data as { request?: Request }).request?.url ?? '';
      if (new URL(url, 'http://x').hostname === '127.0.0.1') return; // supertest → our own app
      defaults.error();
    },
  });
  t = await createTestApp({ LLM_BASE_URL: LLM_URL, LLM_API_KEY: 'sk-test-key', LLM_MODEL: 'test-model', LLM_TIMEOUT_SECONDS: '1' });
  asker = await signedIn(t);
  other = await signedIn(t);
  const earlier = await call(other.agent, questionsContract.endpoints.ask, { body: { title: 'UK visitor visa for parents: documents?', content: 'Invitation letter for my parents visiting London', category: 'visa' } });
  await call(asker.agent, questionsContract.endpoints.answer, { params: { id: earlier.body.id }, body: { content: 'Invitation letter, your passport copy, payslips and bank statements.' } });
  llmReplies(() => HttpResponse.json(completion(null, 'skip')));
  await t.jobs.runUntilIdle(); // the earlier question's own automated answer: refused, none
  server.resetHandlers();
  requests.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('automated answers from a chat completions API', () => {
  it('sends the question, its category and the related earlier answers; the reply becomes the automated answer', async () => {
    llmReplies(() => HttpResponse.json(completion('Bring the invitation letter and bank statements. See /questions/… for details.')));
    const detail = await ask('Visitor visa documents for my parents?', 'My parents want to visit London; what documents for the visa?');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.auth).toBe('Bearer sk-test-key');
    expect(requests[0]!.body.model).toBe('test-model');
    const user = requests[0]!.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Category: visa');
    expect(user).toContain('Visitor visa documents for my parents?');
    expect(user).toContain('Invitation letter, your passport copy, payslips and bank statements.');
    expect(requests[0]!.body.messages.find((m) => m.role === 'system')!.content).toContain('Answer in English');
    expect(detail.answers).toEqual([expect.objectContaining({ isAiGenerated: true, content: 'Bring the invitation letter and bank statements. See /questions/… for details.' })]);
  });

  it('asks for Tamil when the question is in Tamil', async () => {
    llmReplies(() => HttpResponse.json(completion('அழைப்புக் கடிதம் தேவை.')));
    const detail = await ask('பெற்றோருக்கு visa ஆவணங்கள்?', 'என்ன ஆவணங்கள் தேவை?');
    expect(requests[0]!.body.messages.find((m) => m.role === 'system')!.content).toContain('Answer in Tamil');
    expect(detail.answers[0]!.content).toBe('அழைப்புக் கடிதம் தேவை.');
  });

  it('a timeout, an HTTP error or a refusal leaves no answer and no failed job', async () => {
    for (const reply of [
      async () => {
        await delay(3000);
        return HttpResponse.json(completion('too late'));
      },
      () => HttpResponse.json({ error: { message: 'overloaded', type: 'server_error' } }, { status: 503 }),
      () => HttpResponse.json(completion(null, 'I cannot help with that.')),
      () => HttpResponse.json(completion('   ')),
    ]) {
      server.resetHandlers();
      llmReplies(reply);
      const detail = await ask('Student visa processing time?', 'How long does a student visa take?');
      expect(detail.answers).toEqual([]);
    }
    expect(requests).toHaveLength(4);
    const failed = await t.orm.em.fork().getConnection().execute<{ n: number }[]>("select count(*)::int as n from jobs where name = 'qa.auto-answer' and status <> 'done'");
    expect(failed[0]!.n).toBe(0);
  });
});
