import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { ANSWER_OUTBOX_KIND, QUESTION_OUTBOX_KIND, QUESTIONS_KEY, VOTE_OUTBOX_KIND } from './api/keys.ts';

/** Q&A's declarations: a delivered question, answer or vote refreshes the question list; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const questionsFeature = defineFeature({
  name: 'questions',
  outbox: {
    [QUESTION_OUTBOX_KIND]: { refreshes: QUESTIONS_KEY, label: msg`Question` },
    [ANSWER_OUTBOX_KIND]: { refreshes: QUESTIONS_KEY, label: msg`Answer` },
    [VOTE_OUTBOX_KIND]: { refreshes: QUESTIONS_KEY, label: msg`Vote` },
  },
});
