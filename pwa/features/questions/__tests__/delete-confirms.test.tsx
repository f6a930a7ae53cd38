import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Answer, Question } from '#shared/questions/responses.ts';
import { openToasts } from '../../../components/ui/toast-store.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { QuestionDetail } from '../components/question-detail.tsx';
import { questionsContract } from '#shared/questions/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// Every save confirms on screen (decision 172): deleting one's answer or question says it was deleted.

const server = setupMockApi();
const Q_ID = '7f1c1a52-3b1e-4b8e-9a51-0d0f2b1c9e11';
const A_ID = '7f1c1a52-3b1e-4b8e-9a51-0d0f2b1c9e12';
const question: Question = {
  id: Q_ID, title: 'Where to buy palmyrah sprouts in London?', content: 'For odiyal kool.', category: 'food', votes: 0, isAnswered: false,
  answerCount: 1, createdAt: '2026-11-20T10:00:00.000Z', isMine: true, myVote: null,
};
const answer: Answer = { id: A_ID, content: 'East Ham high street.', isAiGenerated: false, isAccepted: false, votes: 0, createdAt: '2026-11-20T11:00:00.000Z', isMine: true, myVote: null };

afterEach(() => vi.restoreAllMocks());

describe('deleting on the question page confirms on screen', () => {
  it('says "Answer deleted" once the server has deleted the answer, and "Question deleted" for the question', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(endpointPath(questionsContract.endpoints.detail, { params: { id: Q_ID } }), () => HttpResponse.json({ ...question, answers: deleted.includes(A_ID) ? [] : [answer] })),
      http.delete(endpointPath(questionsContract.endpoints.deleteAnswer, { params: { id: A_ID } }), () => {
        deleted.push(A_ID);
        return HttpResponse.json({ message: 'Answer deleted' });
      }),
      http.delete(endpointPath(questionsContract.endpoints.deleteQuestion, { params: { id: Q_ID } }), () => {
        deleted.push(Q_ID);
        return HttpResponse.json({ message: 'Question deleted' });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    await renderWithProviders(<QuestionDetail id={Q_ID} />, { user: makeUser() });
    await screen.findByText('East Ham high street.');
    await act(() => user.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(deleted).toEqual([A_ID]));
    await waitFor(() => expect(openToasts().map((t) => t.title)).toEqual(['Answer deleted']));
    expect(deleted).toEqual([A_ID]);
    await act(() => user.click(screen.getByRole('button', { name: 'Delete question' })));
    await waitFor(() => expect(openToasts().map((t) => t.title)).toContain('Question deleted'));
  });
});
