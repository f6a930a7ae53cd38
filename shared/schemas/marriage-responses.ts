import * as z from 'zod/mini';
import { INTEREST_STATUSES, MARRIAGE_DIETS, MARRIAGE_GENDERS, MARRIAGE_MANAGERS, MARRIAGE_STATUSES } from '../marriage/constants.ts';
import { NAKSHATRAS, RAASIS } from '../marriage/stars.ts';
import { pageSchema } from './page.ts';

/*
 * Marriage response schemas (spec 001 §3 Marriage profile, §7; issue 16), written with `zod/mini` for the PWA's
 * /marriage screens (docs/decisions/032-initial-load-budget.md); shared/schemas/marriage.ts builds the classic twins.
 * The PWA loads this module beside its requests (pwa/features/marriage/api/marriage-api.ts): the screens import
 * only its types, so zod stays out of their first screen (docs/decisions/145).
 */

/** The viewer's interest with this profile, if any: sent by the viewer (`out`) or received (`in`). */
export const profileInterestSchema = z.object({ id: z.uuid(), direction: z.enum(['out', 'in']), status: z.enum(INTEREST_STATUSES) });

/**
 * A marriage profile as a viewer sees it (spec 001 §3; issue 16 item 2). `name` is the full name for members and
 * the first name plus the surname's initial for guests. `age` in whole years (server calendar, UTC).
 * `dateOfBirth`, `status`, `hidden` and `rejectionReason` are the owner's and the admin's only (null for others).
 * `heightCm` in centimetres. `star` / `raasi` are ids of shared/marriage/stars.ts.
 */
export const marriageProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  gender: z.enum(MARRIAGE_GENDERS),
  age: z.int(),
  dateOfBirth: z.nullable(z.string()),
  city: z.string(),
  country: z.string(),
  caste: z.nullable(z.string()),
  religion: z.nullable(z.string()),
  motherTongue: z.string(),
  education: z.string(),
  occupation: z.string(),
  diet: z.enum(MARRIAGE_DIETS),
  heightCm: z.nullable(z.int()),
  star: z.nullable(z.enum(NAKSHATRAS)),
  raasi: z.nullable(z.enum(RAASIS)),
  languages: z.array(z.string()),
  aboutMe: z.string(),
  familyDetails: z.nullable(z.string()),
  partnerPreferences: z.nullable(z.string()),
  managedBy: z.enum(MARRIAGE_MANAGERS),
  status: z.nullable(z.enum(MARRIAGE_STATUSES)),
  hidden: z.nullable(z.boolean()),
  rejectionReason: z.nullable(z.string()),
  createdAt: z.string(),
  isMine: z.boolean(),
  interest: z.nullable(profileInterestSchema),
});
export type MarriageProfile = z.infer<typeof marriageProfileSchema>;

/** GET /api/marriage-profiles: a keyset page, newest approved first, with `total` the filtered count. */
export const marriageProfileListSchema = pageSchema(marriageProfileSchema);
export type MarriageProfileList = z.infer<typeof marriageProfileListSchema>;

/** A profile in the admin's moderation queue: the profile plus its owner's e-mail and the members' reports (issue 16 item 6). */
export const adminMarriageProfileSchema = z.object({
  ...marriageProfileSchema.shape,
  ownerEmail: z.string(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type AdminMarriageProfile = z.infer<typeof adminMarriageProfileSchema>;

/** GET /api/admin/marriage-profiles: a page of the admin's queue (`{ items, nextCursor, total }`). */
export const adminMarriageProfileListSchema = pageSchema(adminMarriageProfileSchema);

/** The other side of an interest, as the lists of sent and received interests show it. */
const interestPartySchema = z.object({ profileId: z.uuid(), name: z.string(), age: z.int(), city: z.string() });

/** An interest request (issue 16 item 3) as its sender or receiver sees it. */
export const marriageInterestSchema = z.object({
  id: z.uuid(),
  status: z.enum(INTEREST_STATUSES),
  message: z.nullable(z.string()),
  createdAt: z.string(),
  respondedAt: z.nullable(z.string()),
  /** The other profile: the receiver for a sent interest, the sender for a received one. */
  other: interestPartySchema,
});
export type MarriageInterest = z.infer<typeof marriageInterestSchema>;

/** GET /api/my/marriage-interests: sent and received, newest first (at most 100 each). */
export const myMarriageInterestsSchema = z.object({ sent: z.array(marriageInterestSchema), received: z.array(marriageInterestSchema) });
export type MyMarriageInterests = z.infer<typeof myMarriageInterestsSchema>;
