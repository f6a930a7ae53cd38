import * as z from 'zod/mini';
import { V } from '../messages.ts';
import { consentDateField, typedText } from '../schemas/mini-fields.ts';
import { CONSENT_METHODS } from './responses.ts';

export {
  adminStoryListSchema, adminStorySchema, CONSENT_METHODS, PUBLIC_STORIES_MAX, publicStoryListSchema, publicStorySchema,
  type AdminStory, type ConsentMethod, type PublicStory,
} from './responses.ts';

/*
 * The success stories' request schemas (spec 000 §1 "Success stories"), written once with `zod/mini` like the
 * response schemas of stories-list.ts (re-exported here): the stories contract (shared/stories/contract.ts,
 * docs/decisions/182-endpoint-contracts.md), the entity's column lengths, OpenAPI and the admin's form use them.
 */

/** A required text: cleaned and trimmed (as `requiredText` of mini-fields.ts), 1–`max` characters. */
const required = (max: number) => typedText({ error: V.required }).check(z.trim(), z.minLength(1, V.required), z.maxLength(max, V.textTooLong));
/** An optional text: cleaned and trimmed, at most `max` characters, '' when left out. */
const optional = (max: number) => z._default(typedText().check(z.trim(), z.maxLength(max)), '');

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
  titleTa: required(STORY_LIMITS.titleMax),
  titleEn: required(STORY_LIMITS.titleMax),
  bodyTa: required(STORY_BODY_MAX),
  bodyEn: required(STORY_BODY_MAX),
  names: required(STORY_LIMITS.namesMax),
  city: optional(STORY_LIMITS.cityMax),
  consentGivenBy: required(STORY_LIMITS.consentGivenByMax),
  consentGivenOn: consentDateField,
  consentMethod: z.enum(CONSENT_METHODS, { error: V.consentMethodRequired }),
  consentNote: optional(STORY_LIMITS.consentNoteMax),
});
export type StoryInput = z.input<typeof storyInputSchema>;

/** PATCH /api/admin/success-stories/:id/published body: publish (`true`) or take down (`false`). */
export const storyPublishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });
