import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Answer, Question } from '#shared/questions/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { shownVote } from '../api/votes.ts';
import { QuestionDetail } from '../components/question-detail.tsx';
import { QuestionsSection } from '../components/questions-section.tsx';
import { questionsContract } from '#shared/questions/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// The Q&A screens (spec 001 §2 Q&A section, §8; issue 15 item 3) on a mocked API.

const server = setupMockApi();
const Q_ID = '7f1c1a52-3b1e-4b8e-9a51-0d0f2b1c9e01';
const A_ID = '7f1c1a52-3b1e-4b8e-9a51-0d0f2b1c9e02';
const AI_ID = '7f1c1a52-3b1e-4b8e-9a51-0d0f2b1c9e03';

const question = (over: Partial<Question> = {}): Question => ({
  id: Q_ID, title: 'How do I renew a Sri Lankan passport from Canada?', content: 'Living in Toronto.', category: 'visa', votes: 2, isAnswered: false,
  answerCount: 2, createdAt: '2026-11-20T10:00:00.000Z', isMine: false, myVote: null, ...over,
});
const answers = (over: Partial<Answer> = {}): Answer[] => [
  { id: A_ID, content: 'Apply at the High Commission in Ottawa.', isAiGenerated: false, isAccepted: false, votes: 1, createdAt: '2026-11-20T11:00:00.000Z', isMine: false, myVote: null, ...over },
  { id: AI_ID, content: 'Related earlier answers: /questions/abc-1', isAiGenerated: true, isAccepted: false, votes: 0, createdAt: '2026-11-20T10:00:05.000Z', isMine: false, myVote: null },
];

function fakeApi(detail: Question & { answers: Answer[] }) {
  const calls = { asked: [] as unknown[], accepted: [] as string[], votes: [] as unknown[], listQueries: [] as string[] };
  server.use(
    http.get(questionsContract.endpoints.list.path, ({ request }) => {
      calls.listQueries.push(new URL(request.url).search);
      return HttpResponse.json({ items: [detail], nextCursor: null, total: 1 });
    }),
    http.get(endpointPath(questionsContract.endpoints.detail, { params: { id: Q_ID } }), () => HttpResponse.json(detail)),
    http.post(questionsContract.endpoints.ask.path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.asked.push(body);
      if (body.title === 'fail') return HttpResponse.json({ message: 'Validation failed', code: 'validation_failed', fields: { category: ['Valid category is required'] } }, { status: 400 });
      return HttpResponse.json(question({ id: '7f1c1a52-3b1e-4b8e-9a51-0d0f2b1c9e09', title: String(body.title), isMine: true }), { status: 201 });
    }),
    http.post(endpointPath(questionsContract.endpoints.accept, { params: { id: A_ID } }), () => {
      calls.accepted.push(A_ID);
      return HttpResponse.json({ message: 'Answer accepted' });
    }),
    http.post(endpointPath(questionsContract.endpoints.voteQuestion, { params: { id: Q_ID } }), async ({ request }) => {
      calls.votes.push(await request.json());
      return HttpResponse.json({ votes: 3 });
    }),
  );
  return calls;
}

describe('QuestionsSection', () => {
  it('shows a guest the questions with a login link to ask (back to #questions), and filters by category', async () => {
    const calls = fakeApi({ ...question(), answers: answers() });
    await renderWithProviders(<QuestionsSection variant="home" />, { user: null });
    expect(await screen.findByRole('link', { name: 'How do I renew a Sri Lankan passport from Canada?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to ask a question' })).toHaveAttribute('href', expect.stringContaining('/auth?redirect=%2F%23questions'));
    expect(screen.queryByRole('button', { name: 'Ask a question' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Visa & immigration' }));
    await waitFor(() => expect(calls.listQueries.some((q) => q.includes('category=visa'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Visa & immigration' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('expands a card to load its answers; the automated one is labelled, with its link to an earlier question', async () => {
    fakeApi({ ...question(), answers: answers() });
    await renderWithProviders(<QuestionsSection variant="home" />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Show answers' }));
    expect(await screen.findByText('Apply at the High Commission in Ottawa.')).toBeInTheDocument();
    const automated = screen.getByText('Automated answer').closest('li')!;
    expect(within(automated).getByText(/not by a person/)).toBeInTheDocument();
    expect(within(automated).getByRole('link', { name: '/questions/abc-1' })).toHaveAttribute('href', '/questions/abc-1');
  });

  it('asks a question: the form toggles open, sends once, clears and closes; a field error from the server shows at its field', async () => {
    const calls = fakeApi({ ...question(), answers: [] });
    await renderWithProviders(<QuestionsSection variant="page" />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    // the form is its own chunk: it shows once loaded
    await userEvent.click(await screen.findByRole('button', { name: 'Post question' }));
    expect(await screen.findAllByText('Title and content are required')).not.toHaveLength(0);
    expect(calls.asked).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Your question/), 'fail');
    await userEvent.type(screen.getByLabelText(/Details/), 'Some details');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Valid category is required')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Your question/));
    await userEvent.type(screen.getByLabelText(/Your question/), 'Best school in Scarborough?');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ask a question' })).toBeNull());
    expect(calls.asked).toHaveLength(2);
    expect(calls.asked[1]).toEqual({ title: 'Best school in Scarborough?', content: 'Some details', category: 'general' });
  });
});

describe('QuestionDetail', () => {
  it('lets the asker accept a person’s answer; the asker cannot vote on their own question', async () => {
    const calls = fakeApi({ ...question({ isMine: true }), answers: answers() });
    await renderWithProviders(<QuestionDetail id={Q_ID} />, { user: makeUser() });
    const personal = (await screen.findByText('Apply at the High Commission in Ottawa.')).closest('li')!;
    await userEvent.click(within(personal).getByRole('button', { name: 'Accept this answer' }));
    await waitFor(() => expect(calls.accepted).toEqual([A_ID]));
    // one's own question cannot be voted on
    expect(within(screen.getByRole('group', { name: 'Votes on this question' })).getByRole('button', { name: 'Vote up' })).toBeDisabled();
  });

  it('shows another member’s vote pressed and sends a vote once', async () => {
    const calls = fakeApi({ ...question({ myVote: 'down' }), answers: answers() });
    await renderWithProviders(<QuestionDetail id={Q_ID} />, { user: makeUser() });
    const group = await screen.findByRole('group', { name: 'Votes on this question' });
    expect(within(group).getByRole('button', { name: 'Vote down' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Vote up' }));
    await waitFor(() => expect(calls.votes).toEqual([{ direction: 'up' }]));
  });

  it('is in Tamil by default', async () => {
    fakeApi({ ...question(), answers: answers() });
    await renderWithProviders(<QuestionDetail id={Q_ID} />, { user: null, locale: 'ta' });
    expect(await screen.findByText('தானியங்கிப் பதில்')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'பதில் எழுத உள்நுழையுங்கள்' })).toBeInTheDocument();
  });
});

describe('shownVote', () => {
  const url = endpointPath(questionsContract.endpoints.voteQuestion, { params: { id: Q_ID } });
  const entry = (direction: string, status: 'waiting' | 'sent', createdAt: number, sentAt?: number) =>
    ({ id: String(createdAt), kind: 'qa-vote', method: 'POST' as const, url, body: { direction }, status, attempts: 0, nextAttemptAt: 0, createdAt, updatedAt: createdAt, sentAt });
  it('puts the newest vote not yet in the server copy on top of it; a vote the copy includes is not counted twice', () => {
    expect(shownVote([], url, { votes: 2, myVote: null }, 1000)).toEqual({ votes: 2, myVote: null, pending: false });
    expect(shownVote([entry('up', 'waiting', 5)], url, { votes: 2, myVote: null }, 1000)).toEqual({ votes: 3, myVote: 'up', pending: true });
    expect(shownVote([entry('up', 'waiting', 5), entry('down', 'waiting', 6)], url, { votes: 2, myVote: 'up' }, 1000)).toEqual({ votes: 0, myVote: 'down', pending: true });
    expect(shownVote([entry('none', 'waiting', 7)], url, { votes: 2, myVote: 'up' }, 1000)).toEqual({ votes: 1, myVote: null, pending: true });
    expect(shownVote([entry('up', 'sent', 5, 900)], url, { votes: 3, myVote: 'up' }, 1000)).toEqual({ votes: 3, myVote: 'up', pending: false });
  });
});
