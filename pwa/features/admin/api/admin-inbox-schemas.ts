import * as z from 'zod/mini';
import { jobListingSchema } from '#shared/schemas/jobs-responses.ts';
import { pageSchema } from '#shared/schemas/page.ts';

/*
 * The response schemas of the admin inbox (/admin), in a module of their own that pwa/features/admin/api/admin-api.ts
 * loads beside its requests: the inbox's code carries no zod, which would otherwise be part of /admin's first screen
 * (issue 10 item 3; docs/decisions/144, 145).
 */

/** GET /api/admin/job-listings answer: a page of jobs (the review queue). */
export const jobQueueSchema = pageSchema(jobListingSchema);
/** A list answer of which only the total is read (the marriage queue's counts). */
export const totalOnlySchema = z.object({ total: z.int() });
const contactMessageSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), createdAt: z.string(), fromMember: z.boolean() });
/** GET /api/admin/contact-messages answer: a page of the help page's messages. */
export const contactPageSchema = pageSchema(contactMessageSchema);
/** A message sent from the help page's form (GET /api/admin/contact-messages). */
export type ContactMessage = z.infer<typeof contactMessageSchema>;
