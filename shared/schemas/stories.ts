import { z } from 'zod';
import { V } from '../messages.ts';
import { consentDateField, requiredText, textField } from './common.ts';
import { CONSENT_METHODS } from './stories-list.ts';

export { adminStorySchema, CONSENT_METHODS, PUBLIC_STORIES_MAX, publicStoryListSchema, publicStorySchema, type AdminStory, type ConsentMethod, type PublicStory } from './stories-list.ts';

/** Longest story text per language, characters. */
export const STORY_BODY_MAX = 4000;
/** Longest title (each language), names, city, consent giver and consent note of a story, characters (also their columns). */
export const STORY_LIMITS = { titleMax: 160, namesMax: 120, cityMax: 120, consentGivenByMax: 200, consentNoteMax: 500 } as const;

/**
 * The fields of a success story as the admin writes them (POST / PUT /api/admin/success-stories; spec 000 §1
 * "Success stories"): a title and a text in Tamil and in English, the names of the people it is about (as they
 * agreed to be named) and their city; and the consent record — who consented (`consentGivenBy`), on which date
 * (`consentGivenOn`, YYYY-MM-DD, not in the future) and how (`consentMethod`, with an optional `consentNote`, e.g.
 * where the signed form is kept). Every consent field is required: a story without recorded consent cannot exist.
 */
export const storyInputSchema = z.object({
  titleTa: requiredText(STORY_LIMITS.titleMax),
  titleEn: requiredText(STORY_LIMITS.titleMax),
  bodyTa: requiredText(STORY_BODY_MAX),
  bodyEn: requiredText(STORY_BODY_MAX),
  names: requiredText(STORY_LIMITS.namesMax),
  city: textField().trim().max(STORY_LIMITS.cityMax).default(''),
  consentGivenBy: requiredText(STORY_LIMITS.consentGivenByMax),
  consentGivenOn: consentDateField,
  consentMethod: z.enum(CONSENT_METHODS, { error: V.consentMethodRequired }),
  consentNote: textField().trim().max(STORY_LIMITS.consentNoteMax).default(''),
});
export type StoryInput = z.input<typeof storyInputSchema>;

/** PATCH /api/admin/success-stories/:id/published body: publish (`true`) or take down (`false`). */
export const storyPublishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });
