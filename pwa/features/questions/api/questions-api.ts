import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createAnswerBodySchema, createQuestionBodySchema } from '#shared/schemas/questions.ts';
import type { Answer, Question } from '#shared/schemas/questions-list.ts';
import type { QuestionCategory } from '#shared/questions/constants.ts';
import { apiJson, messageResponse } from '../../../lib/api/client.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { ANSWER_OUTBOX_KIND, QUESTION_OUTBOX_KIND, QUESTIONS_KEY } from './keys.ts';

/** The list's filters (spec 001 §2 Q&A section: category buttons; plus search and answered/unanswered). */
export interface QuestionFilters {
  category?: QuestionCategory;
  search?: string;
  answered?: boolean;
}

/** Questions per page. */
export const QUESTIONS_PAGE_SIZE = 20;

/**
 * The Q&A response schemas, loaded beside the first request that needs them: the list's code carries no zod, which
 * would otherwise be part of /questions' first screen (issue 10 item 3; docs/decisions/144, 145).
 */
const schemas = () => import('#shared/schemas/questions-list.ts');

/**
 * GET /api/questions — one keyset page, newest first (spec 001 §7).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchQuestions(filters: QuestionFilters, cursor?: string) {
  const params = new URLSearchParams({ limit: String(QUESTIONS_PAGE_SIZE) });
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (filters.answered !== undefined) params.set('answered', String(filters.answered));
  if (cursor) params.set('cursor', cursor);
  return apiJson(() => schemas().then((m) => m.questionListSchema), 'GET', `/api/questions?${params.toString()}`);
}

/** A question as saved on the device: a list row, or a detail with its answers once they were opened. */
export type SavedQuestion = Question & { answers?: Answer[] };

/** What a saved question looks like to someone other than the member it was fetched for (decision 071). */
const forOtherViewer = (q: SavedQuestion): SavedQuestion => ({
  ...q,
  isMine: false,
  myVote: null,
  ...(q.answers ? { answers: q.answers.map((a) => ({ ...a, isMine: false, myVote: null })) } : {}),
});

/** The unfiltered question list's offline registration: saved on the device, shown with the network off (issue 15 item 4). */
export const questionsList = defineOfflineList<SavedQuestion>({
  name: 'questions',
  queryKey: QUESTIONS_KEY,
  fetchPage: async (cursor) => {
    const page = await fetchQuestions({}, cursor);
    return { ...page, total: page.total ?? page.items.length };
  },
  getId: (q) => q.id,
  forOtherViewer,
});

/**
 * The question list: without filters the offline list (saved rows at once, fresh pages online); with a category,
 * search or answered filter, pages from the server (offline, the saved rows are filtered on the device).
 */
export function useQuestions(filters: QuestionFilters) {
  const filtered = Boolean(filters.category || filters.search || filters.answered !== undefined);
  const offline = useOfflineList(questionsList);
  const query = useInfiniteQuery({
    queryKey: [...QUESTIONS_KEY, 'filtered', filters],
    queryFn: ({ pageParam }) => fetchQuestions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
  });
  return { filtered, offline, query };
}

/** GET /api/questions/:id — the question with its answers, accepted first, then by votes. @throws ApiRequestError 404. */
export function fetchQuestion(id: string): Promise<SavedQuestion> {
  return apiJson(() => schemas().then((m) => m.questionDetailSchema), 'GET', `/api/questions/${encodeURIComponent(id)}`);
}

/** Query key of one question's detail (under the list's key, so refreshing the list refreshes it too). */
export const questionKey = (id: string) => [...QUESTIONS_KEY, 'detail', id] as const;

/** The question detail's offline registration: a question whose answers were opened (or one seen in the list) opens offline. */
export const questionItem = defineOfflineItem<SavedQuestion>({ name: 'question', queryKey: questionKey, fetchItem: fetchQuestion, list: questionsList });

/** One question with its answers, stale-while-revalidate (a card calls it once expanded). */
export function useQuestion(id: string) {
  return useOfflineItem(questionItem, id);
}

/** POST /api/questions through the outbox (asked offline: delivered once when the signal returns). */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createQuestionBodySchema>) => submitThroughOutbox(QUESTION_OUTBOX_KIND, '/api/questions', body, async (v) => (await schemas()).questionSchema.parse(v)),
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/** POST /api/questions/:id/answers through the outbox. */
export function useAnswerQuestion(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createAnswerBodySchema>) =>
      submitThroughOutbox(ANSWER_OUTBOX_KIND, `/api/questions/${encodeURIComponent(questionId)}/answers`, body, async (v) => (await schemas()).answerSchema.parse(v)),
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/** POST /api/answers/:id/accept — the asker accepts one answer (the question shows as answered). */
export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => apiJson(messageResponse, 'POST', `/api/answers/${encodeURIComponent(answerId)}/accept`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/** DELETE /api/questions/:id or /api/answers/:id — by its author (or the admin). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, id }: { target: 'question' | 'answer'; id: string }) => apiJson(messageResponse, 'DELETE', `/api/${target}s/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}
