import * as z from 'zod/mini';
import { INTEREST_STATUSES, MARRIAGE_DIETS, MARRIAGE_EDUCATIONS, MARRIAGE_GENDERS, MARRIAGE_MANAGERS, MARRIAGE_OCCUPATIONS, MARRIAGE_STATUSES, PHOTO_VISIBILITIES } from './constants.ts';
import { NAKSHATRAS, RAASIS } from './stars.ts';
import { pageSchema } from '../schemas/page.ts';
import { storePhotoSchema } from '../store/responses.ts';

/*
 * Marriage response schemas (spec 001 §3 Marriage profile, §7; issue 16), written with `zod/mini` for the PWA's
 * /marriage screens (docs/decisions/032-initial-load-budget.md); shared/marriage/schemas.ts builds the classic twins.
 * The PWA loads this module beside its requests (pwa/features/marriage/api/marriage-api.ts): the screens import
 * only its types, so zod stays out of their first screen (docs/decisions/145).
 */

/** The viewer's interest with this profile, if any: sent by the viewer (`out`) or received (`in`). */
export const profileInterestSchema = z.object({ id: z.uuid(), direction: z.enum(['out', 'in']), status: z.enum(INTEREST_STATUSES) });

/**
 * A marriage profile as a viewer sees it (spec 001 §3; issue 16 item 2). `name` is the full name for members and
 * the first name plus the surname's initial for guests. `age` in whole years (server calendar, UTC).
 * `dateOfBirth`, `status`, `hidden` and `rejectionReason` are the owner's and the admin's only (null for others).
 * `heightCm` in centimetres. `star` / `raasi` are ids of shared/marriage/stars.ts. `education` / `occupation` are
 * option ids (spec 001 §3), with the member's own words in `educationOther` / `occupationOther` for `other`.
 *
 * Photos (docs/decisions/163): `photos` are the ones this viewer may see, main photo first (WebP variants, sizes in
 * px); `photoCount` how many the profile has; `photosNote` why they are not shown (`log_in` for guests,
 * `after_acceptance` when the owner shares them only after an accepted interest), else null.
 *
 * Contact (docs/decisions/163; spec 000 §4 paid contact access): only in GET /api/marriage-profiles/:id. `contact`
 * is the owner's phone and e-mail when an interest between the two profiles is accepted and the viewer has paid
 * contact access (the admin always); otherwise null, with `contactNote` the next step: `after_acceptance` (no
 * accepted interest) or `pay_for_access` (accepted, not paid). Null both for the owner and in lists.
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
  education: z.enum(MARRIAGE_EDUCATIONS),
  educationOther: z.nullable(z.string()),
  occupation: z.enum(MARRIAGE_OCCUPATIONS),
  occupationOther: z.nullable(z.string()),
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
  photoVisibility: z.enum(PHOTO_VISIBILITIES),
  photos: z.array(storePhotoSchema),
  photoCount: z.int(),
  photosNote: z.nullable(z.enum(['log_in', 'after_acceptance'])),
  contact: z.nullable(z.object({ phoneNumber: z.string(), email: z.string() })),
  contactNote: z.nullable(z.enum(['after_acceptance', 'pay_for_access'])),
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
