import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, Question } from '#shared/questions/responses.ts';
import type { QuestionCategory } from '#shared/questions/constants.ts';
import type { EndpointInput } from '#shared/contracts/contract.ts';
import type { questionsContract } from '#shared/questions/contract.ts';
import { callEndpoint, endpointKey, endpointRef, endpointUrl, loadEndpoint, successParser } from '../../../lib/api/endpoint.ts';
import { useOfflineList } from '../../../lib/offline/hooks.ts';
import { defineOfflineItem } from '../../../lib/offline/items.ts';
import { defineOfflineList } from '../../../lib/offline/lists.ts';
import { submitThroughOutbox } from '../../../lib/offline/submit.ts';
import { useOfflineItem } from '../../../lib/offline/use-offline-item.ts';
import { questionsApi } from './contract.ts';
import { ANSWER_OUTBOX_KIND, QUESTION_OUTBOX_KIND, QUESTIONS_KEY } from './keys.ts';

type Endpoints = (typeof questionsContract)['endpoints'];
const list = endpointRef(questionsApi, 'list');
const detail = endpointRef(questionsApi, 'detail');
const ask = endpointRef(questionsApi, 'ask');
const answer = endpointRef(questionsApi, 'answer');
const accept = endpointRef(questionsApi, 'accept');
const remove = { question: endpointRef(questionsApi, 'deleteQuestion'), answer: endpointRef(questionsApi, 'deleteAnswer') };

/** The list's filters (spec 001 §2 Q&A section: category buttons; plus search and answered/unanswered). */
export interface QuestionFilters {
  category?: QuestionCategory;
  search?: string;
  answered?: boolean;
}

/** Questions per page. */
export const QUESTIONS_PAGE_SIZE = 20;

/** The list query of `filters` (the contract's `list` query; `answered` as the text the API takes). */
const listQuery = (filters: QuestionFilters) => ({
  category: filters.category || undefined,
  search: filters.search || undefined,
  answered: filters.answered === undefined ? undefined : (String(filters.answered) as 'true' | 'false'),
});

/**
 * GET /api/questions — one keyset page, newest first (spec 001 §7), through the Q&A contract (decision 182): the
 * contract's zod loads beside the first request, so the list's code carries none (decisions 144, 145).
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails.
 */
export function fetchQuestions(filters: QuestionFilters, cursor?: string) {
  return callEndpoint(list, { query: { limit: QUESTIONS_PAGE_SIZE, ...listQuery(filters), cursor } });
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
    queryKey: endpointKey(list, { query: listQuery(filters) }),
    queryFn: ({ pageParam }) => fetchQuestions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filtered,
  });
  return { filtered, offline, query };
}

/** GET /api/questions/:id — the question with its answers, accepted first, then by votes. @throws ApiRequestError 404. */
export function fetchQuestion(id: string): Promise<SavedQuestion> {
  return callEndpoint(detail, { params: { id } });
}

/** Query key of one question's detail (under the list's key, so refreshing the list refreshes it too). */
export const questionKey = (id: string) => endpointKey(detail, { params: { id } });

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
    mutationFn: async (body: EndpointInput<Endpoints['ask']>['body']) => {
      const endpoint = await loadEndpoint(ask);
      return submitThroughOutbox(QUESTION_OUTBOX_KIND, endpointUrl(endpoint, { body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/**
 * The outbox URL of answers to question `id`, known without loading the contract: a thread matches its waiting answers
 * by it while it renders. votes.test.ts holds it equal to the contract's `answer` path (decision 182).
 */
export const answersUrl = (id: string) => `/api/questions/${encodeURIComponent(id)}/answers`;

/** POST /api/questions/:id/answers through the outbox. */
export function useAnswerQuestion(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EndpointInput<Endpoints['answer']>['body']) => {
      const endpoint = await loadEndpoint(answer);
      return submitThroughOutbox(ANSWER_OUTBOX_KIND, endpointUrl(endpoint, { params: { id: questionId }, body }), body, successParser(endpoint));
    },
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/** POST /api/answers/:id/accept — the asker accepts one answer (the question shows as answered). */
export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => callEndpoint(accept, { params: { id: answerId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/** DELETE /api/questions/:id or /api/answers/:id — by its author (or the admin). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, id }: { target: 'question' | 'answer'; id: string }) => callEndpoint(remove[target], { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}
