import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { QUESTION_CATEGORIES, QUESTION_FLAG_REASON_MAX_LENGTH, QUESTION_TITLE_MAX_LENGTH } from '#shared/questions/schemas.ts';
import { baseProperties } from '../../db/base.ts';
import { searchIndexes, searchProperties } from '../../lib/search/columns.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A community question (spec 001 §3). `votes` is the server's sum of up (+1) and down (-1) votes in qa_votes;
 * `isAnswered` is true while one of its answers is accepted by the asker (an automated answer alone does not make a
 * question answered: it stays in "Waiting for an answer" until a person's answer helped).
 */
export const QuestionSchema = defineEntity({
  name: 'Question',
  tableName: 'questions',
  indexes: [{ name: 'questions_created_at_id_idx', properties: ['createdAt', 'id'] }, ...searchIndexes('questions')],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    title: p.string().length(QUESTION_TITLE_MAX_LENGTH),
    content: p.text(),
    category: p.enum(QUESTION_CATEGORIES).default('general'),
    votes: p.integer().default(0),
    isAnswered: p.boolean().default(false),
    answerCount: p.integer().default(0),
    /** When the asker was last mailed about a new answer: at most one such mail per question per hour (issue 15 item 5). */
    answerMailAt: p.datetime().nullable(),
    ...searchProperties((q: { title: string; content: string }) => [q.title, q.content]),
  },
});
export type Question = InferEntity<typeof QuestionSchema>;

/**
 * An answer to a question (spec 001 §3). `owner` is null for the automated answer (`isAiGenerated`), of which a
 * question has at most one — a partial unique index, so a job that runs twice cannot add a second.
 */
export const AnswerSchema = defineEntity({
  name: 'Answer',
  tableName: 'answers',
  indexes: [{ name: 'answers_one_automated_per_question', expression: 'create unique index "answers_one_automated_per_question" on "answers" ("question_id") where "is_ai_generated"' }],
  properties: {
    ...baseProperties,
    question: () => p.manyToOne(QuestionSchema).deleteRule('cascade').index(),
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade').nullable().index(),
    content: p.text(),
    isAiGenerated: p.boolean().default(false),
    isAccepted: p.boolean().default(false),
    votes: p.integer().default(0),
  },
});
export type Answer = InferEntity<typeof AnswerSchema>;

/** One member's vote on a question or answer: value +1 or -1; UNIQUE (user, target_type, target_id). */
export const QaVoteSchema = defineEntity({
  name: 'QaVote',
  tableName: 'qa_votes',
  uniques: [{ name: 'qa_votes_user_target_unique', properties: ['user', 'targetType', 'targetId'] }],
  checks: [{ name: 'qa_votes_value_check', expression: 'abs(value) = 1' }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    targetType: p.enum(['question', 'answer'] as const),
    targetId: p.uuid().index(),
    value: p.smallint(),
  },
});

/** A member's report of a question or answer for the admin queue (`resolvedAt` null while open). */
export const QaFlagSchema = defineEntity({
  name: 'QaFlag',
  tableName: 'qa_flags',
  uniques: [{ name: 'qa_flags_user_target_unique', properties: ['user', 'targetType', 'targetId'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    targetType: p.enum(['question', 'answer'] as const),
    targetId: p.uuid().index(),
    reason: p.string().length(QUESTION_FLAG_REASON_MAX_LENGTH),
    resolvedAt: p.datetime().nullable(),
  },
});
