import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { fillPath } from '#shared/contracts/contract.ts';
import { questionsContract } from '#shared/questions/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { mayManage } from '../../http/ownership.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { keysetPage } from '../../lib/pagination/keyset.ts';
import { searchPage } from '../../lib/search/page.ts';
import { activeOrNoOwner, activeOwner } from '../../lib/visibility/active-owner.ts';
import type { ModuleDeps } from '../module.ts';
import { notifyAskerOfAnswer } from './answer-mail.ts';
import { queueAutomatedAnswer } from './auto-answer.ts';
import { AnswerSchema, QaFlagSchema, QuestionSchema, type Question } from './question.entity.ts';
import { presentAnswer, presentQuestion } from './questions.presenter.ts';
import { acceptAnswer, castVote, recountAnswers, viewerVotes, type VoteTarget } from './questions.service.ts';

/**
 * The question or answer a vote or flag is on, with its author's id (null for the automated answer); null for a
 * suspended member's (decision 165).
 */
async function findItem(em: EntityManager, target: VoteTarget, id: string): Promise<{ owner: { id: string } | null | undefined } | null> {
  return target === 'question' ? em.findOne(QuestionSchema, { id, ...activeOwner(null) }) : em.findOne(AnswerSchema, { $and: [{ id }, activeOrNoOwner(null)] });
}

const FIELDS = ['id', 'createdAt', 'owner', 'title', 'content', 'category', 'votes', 'isAnswered', 'answerCount'] as const;
type Row = Pick<Question, Exclude<(typeof FIELDS)[number], 'owner'>> & { owner: { id: string } };

const endpoints = questionsContract.endpoints;

/**
 * Community Q&A (spec 001 §2 Q&A section, §3, §4, §5 Question ask, §7, §8). Lists and details are public; asking,
 * answering, voting and flagging need a member; accepting is the asker's alone (404 for anyone else); deleting is
 * the author's or the admin's (404 for anyone else). Votes are counted by the server (one per member per item).
 * Asking and answering are rate-limited per member; only stored questions and answers count (decision 160).
 * Method, path, access, schemas, statuses and headers are the contract's (shared/questions/contract.ts, decision 182):
 * this file adds the handlers and their middleware.
 */
export function questionRoutes({ orm, limits, config, clock }: ModuleDeps): RouteDef[] {
  const vote = (target: VoteTarget) =>
    bindRoute(target === 'question' ? endpoints.voteQuestion : endpoints.voteAnswer, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const item = await findItem(ctx.state.em, target, params.id);
        if (!item) throw notFound(`No such ${target}`);
        if (item.owner?.id === user.id) throw badRequest('You cannot vote on your own post', undefined, 'own_post_vote');
        return { votes: await castVote(ctx.state.em, user.id, target, params.id, body.direction) };
      },
    });
  const flag = (target: VoteTarget) =>
    bindRoute(target === 'question' ? endpoints.flagQuestion : endpoints.flagAnswer, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const item = await findItem(ctx.state.em, target, params.id);
        if (!item) throw notFound(`No such ${target}`);
        await ctx.state.em.upsert(QaFlagSchema, { user, targetType: target, targetId: params.id, reason: body.reason, resolvedAt: null }, { onConflictFields: ['user', 'targetType', 'targetId'] });
        return { message: 'Thank you — the admin will review it' };
      },
    });
  return [
    bindRoute(endpoints.list, {
      async handler(ctx, { query, user }) {
        // A suspended member's questions are left out (decision 165).
        const where: Record<string, unknown> = { ...activeOwner(null) };
        if (query.category) where.category = query.category;
        if (query.answered !== undefined) where.isAnswered = query.answered;
        const em = ctx.state.em;
        const opts = { fields: FIELDS, references: ['owner'] as const, where, limit: query.limit, cursor: query.cursor };
        const page = query.search
          ? await searchPage<Row>(em, QuestionSchema, { ...opts, query: query.search })
          : await keysetPage<Row>(em, QuestionSchema, opts);
        const total = await em.count(QuestionSchema, where);
        const mine = await viewerVotes(em, user?.id, 'question', page.items.map((q) => q.id));
        return { items: page.items.map((q) => presentQuestion(q, user, mine.get(q.id) ?? null)), nextCursor: page.nextCursor, total };
      },
    }),
    bindRoute(endpoints.detail, {
      async handler(ctx, { params, user }) {
        const question = await ctx.state.em.findOne(QuestionSchema, { id: params.id, ...activeOwner(user) });
        if (!question) throw notFound('No such question');
        const answers = await ctx.state.em.find(AnswerSchema, { $and: [{ question }, activeOrNoOwner(user)] }, { orderBy: { isAccepted: 'desc', votes: 'desc', createdAt: 'asc' } });
        const [myQuestionVote, myAnswerVotes] = await Promise.all([
          viewerVotes(ctx.state.em, user?.id, 'question', [question.id]),
          viewerVotes(ctx.state.em, user?.id, 'answer', answers.map((a) => a.id)),
        ]);
        return { ...presentQuestion(question, user, myQuestionVote.get(question.id) ?? null), answers: answers.map((a) => presentAnswer(a, user, myAnswerVotes.get(a.id) ?? null)) };
      },
    }),
    bindRoute(endpoints.ask, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const owner = currentUser(ctx);
        // Only stored questions count (decision 160).
        const question = await withQuota(limits, [['askQuestionAccount', owner.id]], async () => {
          const created = ctx.state.em.create(QuestionSchema, { id: randomUUID(), ...body, owner });
          // the automated answer comes from a background job, committed with the question (never in this request)
          queueAutomatedAnswer(ctx.state.em, created.id);
          await ctx.state.em.flush();
          return created;
        });
        ctx.set('Location', fillPath(endpoints.detail.path, { id: question.id }));
        return presentQuestion(question, owner);
      },
    }),
    bindRoute(endpoints.answer, {
      use: [idempotency(orm)],
      async handler(ctx, { params, body }) {
        const owner = currentUser(ctx);
        // Only stored answers count (decision 160): an answer to a missing question gives its point back.
        const { question, answer } = await withQuota(limits, [['answerAccount', owner.id]], async () => {
          const found = await ctx.state.em.findOne(QuestionSchema, { id: params.id, ...activeOwner(null) });
          if (!found) throw notFound('No such question');
          const created = ctx.state.em.create(AnswerSchema, { question: found, owner, content: body.content });
          await ctx.state.em.flush();
          return { question: found, answer: created };
        });
        await recountAnswers(ctx.state.em, question.id);
        await notifyAskerOfAnswer(ctx.state.em, config, question, owner.id, clock.now());
        return presentAnswer(answer, owner);
      },
    }),
    bindRoute(endpoints.accept, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const answer = await ctx.state.em.findOne(AnswerSchema, { id: params.id }, { populate: ['question'] });
        if (!answer || answer.question.owner.id !== user.id) throw notFound('No such answer');
        await acceptAnswer(ctx.state.em, answer.question.id, answer.id);
        return { message: 'Answer accepted' };
      },
    }),
    vote('question'),
    vote('answer'),
    flag('question'),
    flag('answer'),
    bindRoute(endpoints.deleteQuestion, {
      async handler(ctx, { params }) {
        const question = await ctx.state.em.findOne(QuestionSchema, { id: params.id });
        if (!question || !mayManage(question, currentUser(ctx))) throw notFound('No such question');
        await ctx.state.em.remove(question).flush();
        return { message: 'Question deleted' };
      },
    }),
    bindRoute(endpoints.deleteAnswer, {
      async handler(ctx, { params }) {
        const answer = await ctx.state.em.findOne(AnswerSchema, { id: params.id });
        if (!answer || !mayManage({ owner: answer.owner?.id ?? '' }, currentUser(ctx))) throw notFound('No such answer');
        const questionId = answer.question.id;
        await ctx.state.em.remove(answer).flush();
        await recountAnswers(ctx.state.em, questionId);
        return { message: 'Answer deleted' };
      },
    }),
  ];
}
