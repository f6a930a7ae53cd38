import * as z from 'zod/mini';

/*
 * Response schemas of the success stories (issue 19 item 6), written with `zod/mini`: the home page and
 * /success-stories show the published stories (the PWA loads this module beside its requests,
 * pwa/features/stories/api/stories-api.ts, so zod stays out of their first screen; docs/decisions/145). The admin's
 * request bodies are in stories.ts.
 */

/** How a story's subjects gave their consent to publication. */
export const CONSENT_METHODS = ['signed_form', 'email', 'in_person', 'phone_call'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** The most stories the public list returns (curated by hand; a handful a year is expected). */
export const PUBLIC_STORIES_MAX = 100;

/**
 * A published story as everyone sees it (GET /api/success-stories): both languages (the page shows the reader's),
 * never the consent record. `publishedAt` is an ISO timestamp.
 */
export const publicStorySchema = z.object({
  id: z.string(),
  titleTa: z.string(),
  titleEn: z.string(),
  bodyTa: z.string(),
  bodyEn: z.string(),
  names: z.string(),
  city: z.string(),
  publishedAt: z.string(),
});
export type PublicStory = z.infer<typeof publicStorySchema>;

/** GET /api/success-stories → 200: published stories, newest publication first (at most {@link PUBLIC_STORIES_MAX}). */
export const publicStoryListSchema = z.object({ items: z.array(publicStorySchema) });

/**
 * A story as the admin sees it (GET/POST/PUT /api/admin/success-stories): everything, with the consent record
 * (`consentGivenOn` YYYY-MM-DD) and publication state (`publishedAt` null while it has never been published).
 */
export const adminStorySchema = z.object({
  ...publicStorySchema.shape,
  consentGivenBy: z.string(),
  consentGivenOn: z.string(),
  consentMethod: z.enum(CONSENT_METHODS),
  consentNote: z.string(),
  published: z.boolean(),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

/** GET /api/admin/success-stories → 200: every story with its consent record (admin only), newest first. */
export const adminStoryListSchema = z.object({ items: z.array(adminStorySchema) });
