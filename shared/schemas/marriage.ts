import { z } from 'zod';
import { V } from '../messages.ts';
import { ageOn, serverToday } from '../marriage/age.ts';
import { MARRIAGE_DIETS, MARRIAGE_EDUCATIONS, MARRIAGE_GENDERS, MARRIAGE_LIMITS as L, MARRIAGE_MANAGERS, MARRIAGE_OCCUPATIONS, MARRIAGE_STATUSES, PHOTO_VISIBILITIES } from '../marriage/constants.ts';
import { NAKSHATRAS, RAASIS } from '../marriage/stars.ts';
import { isoDateField, pageQuerySchema, textField } from './common.ts';
import * as responses from './marriage-responses.ts';
import { OBJECT_PATH_PATTERN } from './uploads.ts';

/*
 * Marriage profile contract (spec 001 §3 Marriage profile, §5 Marriage filters, §7 GET /api/marriage-profiles;
 * issue 16). One source per field: the entity, the presenter, OpenAPI and the PWA's form derive from these.
 */

/** A required text: trimmed, `min`–`max` characters (message `short` below `min`). */
const text = (min: number, max: number, short: string = V.required) => textField({ error: short }).trim().min(min, short).max(max, V.textTooLong);
/** An optional text: blank or null becomes null. */
const optionalText = (max: number) =>
  textField().trim().max(max, V.textTooLong).optional().nullable().transform((s) => (s == null || s === '' ? null : s));

/** An optional choice or number where a form's blank ('' or nothing) means null. */
const blankToNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema).optional();

/**
 * A date of birth (YYYY-MM-DD) of someone 18 to 99 years old today in the server's calendar (UTC): the ages the
 * list's age filter covers (`L.minAge`–`L.maxAge`; docs/decisions/159).
 */
export const adultDateOfBirthField = isoDateField.refine((d) => ageOn(d, serverToday(new Date())) >= L.minAge, V.marriageUnder18).refine((d) => ageOn(d, serverToday(new Date())) <= L.maxAge, V.marriageDateOfBirthTooOld).meta({ format: 'date' });

/** The fields of a profile (spec 001 §3 plus issue 16 item 1), as the create form sends them. */
const profileFields = {
  name: text(L.nameMin, L.nameMax, V.storeNameTooShort),
  dateOfBirth: adultDateOfBirthField,
  gender: z.enum(MARRIAGE_GENDERS, { error: V.marriageGenderRequired }),
  city: text(2, L.shortTextMax),
  country: text(2, L.shortTextMax),
  caste: optionalText(L.shortTextMax),
  religion: optionalText(L.shortTextMax),
  motherTongue: text(2, L.shortTextMax).default('Tamil'),
  /** Spec 001 §3 education option; `other` needs `educationOther` (docs/decisions/164). */
  education: z.enum(MARRIAGE_EDUCATIONS, { error: V.marriageEducationRequired }),
  /** The member's own words when `education` is `other` (2–100 characters); dropped otherwise. */
  educationOther: optionalText(L.shortTextMax),
  /** Spec 001 §3 occupation option; `other` needs `occupationOther`. */
  occupation: z.enum(MARRIAGE_OCCUPATIONS, { error: V.marriageOccupationRequired }),
  /** The member's own words when `occupation` is `other` (2–100 characters); dropped otherwise. */
  occupationOther: optionalText(L.shortTextMax),
  diet: z.enum(MARRIAGE_DIETS, { error: V.marriageDietRequired }),
  /** Height in centimetres, 120–230 (a JSON number or numeric text); optional. */
  heightCm: blankToNull(z.coerce.number({ error: V.marriageHeightInvalid }).int(V.marriageHeightInvalid).min(L.heightMinCm, V.marriageHeightInvalid).max(L.heightMaxCm, V.marriageHeightInvalid).nullable()),
  star: blankToNull(z.enum(NAKSHATRAS, { error: V.marriageStarInvalid }).nullable()),
  raasi: blankToNull(z.enum(RAASIS, { error: V.marriageRaasiInvalid }).nullable()),
  /** Languages spoken, at most 8, each 2–40 characters; duplicates dropped. */
  languages: z.array(text(2, 40)).max(L.languagesMax, V.textTooLong).transform((list) => [...new Set(list)]).default([]),
  aboutMe: text(L.aboutMin, L.longTextMax, V.marriageAboutTooShort),
  familyDetails: optionalText(L.longTextMax),
  partnerPreferences: optionalText(L.longTextMax),
  managedBy: z.enum(MARRIAGE_MANAGERS, { error: V.marriageManagerRequired }),
  /**
   * Up to 6 object paths of photos the owner uploaded, in order; the first is the main photo; duplicates dropped
   * (docs/decisions/163). Served only to viewers {@link photoVisibility} allows.
   */
  photos: z
    .array(z.string({ error: V.storeImageInvalid }).regex(OBJECT_PATH_PATTERN, V.storeImageInvalid), { error: V.storeImageInvalid })
    .max(L.photosMax, V.marriagePhotosTooMany)
    .transform((paths) => [...new Set(paths)])
    .default([]),
  /** Who sees the photos: every member, or only members with an accepted interest (default). Guests never. */
  photoVisibility: z.enum(PHOTO_VISIBILITIES, { error: V.marriagePhotoVisibilityRequired }).default('accepted'),
};

/** `other` needs the member's own words (education and occupation alike); a value given for `other` only. */
function requireOtherWords(body: { education?: string | undefined; educationOther?: string | null | undefined; occupation?: string | undefined; occupationOther?: string | null | undefined }, ctx: z.RefinementCtx) {
  for (const [choice, words] of [['education', 'educationOther'], ['occupation', 'occupationOther']] as const) {
    const other = body[words];
    if (body[choice] === 'other' && (other == null || other.length < 2)) ctx.addIssue({ code: 'custom', message: V.marriageOtherRequired, path: [words] });
  }
}

/**
 * POST /api/marriage-profiles body (issue 16 item 1): name, dateOfBirth (18 or older), gender, city, country,
 * education, occupation, diet, aboutMe (≥ 20), managedBy required; caste, religion, motherTongue (default Tamil),
 * heightCm (cm), star, raasi, languages, familyDetails, partnerPreferences optional.
 */
export const createMarriageProfileBodySchema = z.object(profileFields).superRefine(requireOtherWords);
export type CreateMarriageProfileBody = z.input<typeof createMarriageProfileBodySchema>;
export type MarriageProfileInput = z.output<typeof createMarriageProfileBodySchema>;

/**
 * PATCH /api/marriage-profiles/:id body: any subset of the profile fields (no defaults), plus `hidden` — the owner
 * hides the profile at once (issue 16 item 2) or shows it again. Editing any other field sends the profile back to
 * review, except `photoVisibility` and a `photos` list that only reorders or removes photos (docs/decisions/163).
 */
export const updateMarriageProfileBodySchema = z
  .object({
    ...profileFields,
    motherTongue: text(2, L.shortTextMax),
    languages: profileFields.languages.removeDefault(),
    photos: profileFields.photos.removeDefault(),
    photoVisibility: profileFields.photoVisibility.removeDefault(),
    hidden: z.boolean(),
  })
  .partial()
  .superRefine(requireOtherWords);
export type UpdateMarriageProfileBody = z.input<typeof updateMarriageProfileBodySchema>;
export type MarriageProfileUpdate = z.output<typeof updateMarriageProfileBodySchema>;

/** An age filter: a whole number 18–99 (text from the query string). */
const ageFilter = z.coerce.number({ error: V.marriageAgeInvalid }).int(V.marriageAgeInvalid).min(L.minAge, V.marriageAgeInvalid).max(L.maxAge, V.marriageAgeInvalid).optional();
/** A text filter: contains, case-insensitive. */
const textFilter = z.string().trim().max(L.shortTextMax, V.textTooLong).optional().transform((s) => (s === '' ? undefined : s));

/**
 * GET /api/marriage-profiles query (spec 001 §5, §7): gender, ageMin, ageMax (whole years 18–99, ageMin ≤ ageMax),
 * city, caste (contains, any case), education and occupation (one option each, docs/decisions/164), diet, search
 * (name, city, the words of an `other` occupation or education, about),
 * keyset page (`limit` 1–100, default 20).
 */
export const marriageProfileListQuerySchema = pageQuerySchema
  .extend({
    gender: z.enum(MARRIAGE_GENDERS, { error: V.marriageGenderRequired }).optional(),
    ageMin: ageFilter,
    ageMax: ageFilter,
    city: textFilter,
    caste: textFilter,
    education: z.enum(MARRIAGE_EDUCATIONS, { error: V.marriageEducationRequired }).optional(),
    occupation: z.enum(MARRIAGE_OCCUPATIONS, { error: V.marriageOccupationRequired }).optional(),
    diet: z.enum(MARRIAGE_DIETS, { error: V.marriageDietRequired }).optional(),
    search: textFilter,
  })
  .superRefine((q, ctx) => {
    if (q.ageMin !== undefined && q.ageMax !== undefined && q.ageMin > q.ageMax) ctx.addIssue({ code: 'custom', message: V.marriageAgeRange, path: ['ageMin'] });
  });
export type MarriageProfileListQuery = z.infer<typeof marriageProfileListQuerySchema>;

/** POST /api/marriage-profiles/:id/interests body: an optional short, respectful note (≤ 500 characters). */
export const sendInterestBodySchema = z.object({ message: optionalText(L.interestMessageMax) });
export type SendInterestBody = z.input<typeof sendInterestBodySchema>;

/** POST /api/marriage-interests/:id/respond body: the receiver accepts or declines. */
export const respondInterestBodySchema = z.object({ decision: z.enum(['accept', 'decline'], { error: V.required }) });

/** POST /api/marriage-profiles/:id/report body: what is wrong (10–1000 characters). */
export const reportProfileBodySchema = z.object({ reason: text(L.reportReasonMin, L.reportReasonMax, V.reportReasonTooShort) });

/**
 * POST /api/admin/marriage-profiles/:id/review body (issue 16 item 6): approve, reject with a reason (mailed to the
 * owner), hide (taken off the public list at once) or unhide.
 */
export const reviewMarriageProfileBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: text(3, L.reviewReasonMax) }),
  z.object({ decision: z.literal('hide'), reason: optionalText(L.reviewReasonMax) }),
  z.object({ decision: z.literal('unhide') }),
], { error: V.required });
export type ReviewMarriageProfileBody = z.infer<typeof reviewMarriageProfileBodySchema>;

/** GET /api/admin/marriage-profiles query: profiles in `status` (pending by default) or only `reported` ones, newest first. */
export const adminMarriageListQuerySchema = pageQuerySchema.extend({
  status: z.enum(MARRIAGE_STATUSES).default('pending'),
  reported: z.enum(['true', 'false']).optional().transform((s) => s === 'true'),
});

/** Admin list item: the profile plus its owner's e-mail and the members' reports (issue 16 item 6); see marriage-responses.ts. */
export const adminMarriageProfileSchema = z.object(responses.adminMarriageProfileSchema.shape);
export const adminMarriageProfileListSchema = z.object(responses.adminMarriageProfileListSchema.shape);

/** Classic twins of the response schemas (for route declarations and OpenAPI). */
export const marriageProfileSchema = z.object(responses.marriageProfileSchema.shape);
export const marriageProfileListSchema = z.object(responses.marriageProfileListSchema.shape);
export const marriageInterestSchema = z.object(responses.marriageInterestSchema.shape);
export const myMarriageInterestsSchema = z.object(responses.myMarriageInterestsSchema.shape);
export type { AdminMarriageProfile, MarriageProfile, MarriageInterest, MyMarriageInterests, MarriageProfileList } from './marriage-responses.ts';
