import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CONSENT_METHODS, STORY_LIMITS } from '#shared/stories/schemas.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * An admin-curated success story (spec 000 §1 "Success stories"; issue 19 item 6; decision 125): the text in
 * Tamil and English, the people it is about and the record of their consent — who gave it, on which day
 * (`consentGivenOn`, a date) and how. Everyone sees it only while `published`; `publishedAt` is when it last went
 * up. `createdBy` is the admin who wrote it (kept null if that account is removed).
 */
export const SuccessStorySchema = defineEntity({
  name: 'SuccessStory',
  tableName: 'success_stories',
  indexes: [{ name: 'success_stories_published_published_at_idx', properties: ['published', 'publishedAt'] }],
  checks: [{ name: 'success_stories_published_at_check', expression: '(NOT published) OR (published_at IS NOT NULL)' }],
  properties: {
    ...baseProperties,
    titleTa: p.string().length(STORY_LIMITS.titleMax),
    titleEn: p.string().length(STORY_LIMITS.titleMax),
    bodyTa: p.text(),
    bodyEn: p.text(),
    names: p.string().length(STORY_LIMITS.namesMax),
    city: p.string().length(STORY_LIMITS.cityMax).default(''),
    consentGivenBy: p.string().length(STORY_LIMITS.consentGivenByMax),
    consentGivenOn: p.date(),
    consentMethod: p.enum(CONSENT_METHODS),
    consentNote: p.string().length(STORY_LIMITS.consentNoteMax).default(''),
    published: p.boolean().default(false),
    publishedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(UserSchema).deleteRule('set null').nullable().index(),
  },
});
export type SuccessStory = InferEntity<typeof SuccessStorySchema>;
