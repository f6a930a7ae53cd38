import { questionsContract } from '#shared/questions/contract.ts';
import { questionsSamples } from '#shared/questions/samples.ts';
import { defineModule } from '../module.ts';
import { questionsLimits } from './questions.limits.ts';
import { autoAnswerJob } from './auto-answer.ts';
import { AnswerSchema, QaFlagSchema, QaVoteSchema, QuestionSchema } from './question.entity.ts';
import { questionRoutes } from './questions.routes.ts';
import { seedQuestions } from './questions.seed.ts';

/**
 * Community Q&A (spec 001, issue 15): questions, answers, one vote per member per item, flags for the admin queue,
 * and the automated answer written by the `qa.auto-answer` job.
 */
export const questionsModule = defineModule({
  name: 'questions',
  contracts: [questionsContract],
  samples: [questionsSamples],
  limits: questionsLimits,
  entities: [QuestionSchema, AnswerSchema, QaVoteSchema, QaFlagSchema],
  routes: questionRoutes,
  jobs: [autoAnswerJob],
  seed: seedQuestions,
});
