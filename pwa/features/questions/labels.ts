import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuestionCategory } from '#shared/questions/responses.ts';

/** Q&A categories (spec 001 §2 Q&A section: the category filter buttons), bilingual. */
export const QUESTION_CATEGORY_LABELS: Record<QuestionCategory, MessageDescriptor> = {
  general: msg`General`,
  visa: msg`Visa & immigration`,
  remittance: msg`Sending money`,
  education: msg`Education & schools`,
  food: msg`Food & recipes`,
  culture: msg`Culture & festivals`,
  jobs: msg`Work`,
  health: msg`Health`,
};
