import * as z from 'zod/mini';
import { pageQuery } from '../contracts/params.ts';
import { V } from '../messages.ts';
import { ageOn, serverToday } from './age.ts';
import { MARRIAGE_DIETS, MARRIAGE_EDUCATIONS, MARRIAGE_GENDERS, MARRIAGE_LIMITS as L, MARRIAGE_MANAGERS, MARRIAGE_OCCUPATIONS, MARRIAGE_STATUSES, PHOTO_VISIBILITIES } from './constants.ts';
import { NAKSHATRAS, RAASIS } from './stars.ts';
import { isIsoDate } from '../dates.ts';
import { OBJECT_PATH_PATTERN } from '../uploads/paths.ts';
import { typedText } from '../schemas/mini-fields.ts';

export {
  adminMarriageProfileListSchema, marriageInterestSchema, marriageProfileListSchema, marriageProfileSchema, myMarriageInterestsSchema,
  type AdminMarriageProfile, type MarriageInterest, type MarriageProfile, type MarriageProfileList, type MyMarriageInterests,
} from './responses.ts';

/*
 * Marriage profile request schemas (spec 001 §3 Marriage profile, §5 Marriage filters, §7 GET /api/marriage-profiles),
 * written once with `zod/mini` like the response schemas of marriage-responses.ts: the API's routes, the
 * OpenAPI document, the tests and the PWA's form all use these declarations through the marriage contract
 * (shared/marriage/contract.ts; docs/decisions/182-endpoint-contracts.md). One source per field: the entity, the
 * presenter, OpenAPI and the PWA's form derive from these. No classic-zod twins.
 */

/** A required text: cleaned ({@link typedText}), trimmed, `min`–`max` characters (message `short` below `min`). */
const text = (min: number, max: number, short: string = V.required) => typedText({ error: short }).check(z.trim(), z.minLength(min, short), z.maxLength(max, V.textTooLong));
/** An optional text: cleaned, trimmed, at most `max` characters; blank or null becomes null. */
const optionalText = (max: number) =>
  z.pipe(z.nullable(z.optional(typedText().check(z.trim(), z.maxLength(max, V.textTooLong)))), z.transform((s: string | null | undefined) => (s == null || s === '' ? null : s)));

/** An optional choice or number where a form's blank ('' or nothing) means null. */
const blankToNull = <T extends z.core.$ZodType>(schema: T) => z.optional(z.pipe(z.transform((v: unknown): unknown => (v === '' || v === undefined ? null : v)), schema as z.core.$ZodType<z.output<T>, unknown>));

/**
 * A date of birth (YYYY-MM-DD) of someone 18 to 99 years old today in the server's calendar (UTC): the ages the
 * list's age filter covers (`L.minAge`–`L.maxAge`; docs/decisions/159).
 */
const adultDateOfBirthField = z.string({ error: V.dateInvalid }).check(
  z.refine(isIsoDate, { message: V.dateInvalid, abort: true }),
  z.refine((d: string) => ageOn(d, serverToday(new Date())) >= L.minAge, V.marriageUnder18),
  z.refine((d: string) => ageOn(d, serverToday(new Date())) <= L.maxAge, V.marriageDateOfBirthTooOld),
  z.meta({ format: 'date' }),
);

/** A whole number `min`–`max` (a JSON number or numeric text), every refusal with `message`. */
const wholeNumber = (min: number, max: number, message: string) => z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** Languages spoken, at most 8, each 2–40 characters; duplicates dropped. */
const languages = z.pipe(z.array(text(2, 40)).check(z.maxLength(L.languagesMax, V.textTooLong)), z.transform((list: string[]) => [...new Set(list)]));
/**
 * Up to 6 object paths of photos the owner uploaded, in order; the first is the main photo; duplicates dropped
 * (docs/decisions/163). Served only to viewers `photoVisibility` allows.
 */
const photos = z.pipe(
  z.array(z.string({ error: V.storeImageInvalid }).check(z.regex(OBJECT_PATH_PATTERN, V.storeImageInvalid)), { error: V.storeImageInvalid }).check(z.maxLength(L.photosMax, V.marriagePhotosTooMany)),
  z.transform((paths: string[]) => [...new Set(paths)]),
);
/** Who sees the photos: every member, or only members with an accepted interest (default). Guests never. */
const photoVisibility = z.enum(PHOTO_VISIBILITIES, { error: V.marriagePhotoVisibilityRequired });

/** The fields of a profile (spec 001 §3) without the defaults a new profile takes. */
const profileFields = {
  name: text(L.nameMin, L.nameMax, V.storeNameTooShort),
  dateOfBirth: adultDateOfBirthField,
  gender: z.enum(MARRIAGE_GENDERS, { error: V.marriageGenderRequired }),
  city: text(2, L.shortTextMax),
  country: text(2, L.shortTextMax),
  caste: optionalText(L.shortTextMax),
  religion: optionalText(L.shortTextMax),
  motherTongue: text(2, L.shortTextMax),
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
  heightCm: blankToNull(z.nullable(wholeNumber(L.heightMinCm, L.heightMaxCm, V.marriageHeightInvalid))),
  star: blankToNull(z.nullable(z.enum(NAKSHATRAS, { error: V.marriageStarInvalid }))),
  raasi: blankToNull(z.nullable(z.enum(RAASIS, { error: V.marriageRaasiInvalid }))),
  languages,
  aboutMe: text(L.aboutMin, L.longTextMax, V.marriageAboutTooShort),
  familyDetails: optionalText(L.longTextMax),
  partnerPreferences: optionalText(L.longTextMax),
  managedBy: z.enum(MARRIAGE_MANAGERS, { error: V.marriageManagerRequired }),
  photos,
  photoVisibility,
};

/** The body fields of a profile as its owner sends them; `other` education or occupation with the member's own words. */
interface OtherWords {
  education?: string | undefined;
  educationOther?: string | null | undefined;
  occupation?: string | undefined;
  occupationOther?: string | null | undefined;
}

/** `other` needs the member's own words (education and occupation alike): 2 characters or more, else {@link V.marriageOtherRequired}. */
const requireOtherWords = (body: OtherWords, ctx: z.core.$RefinementCtx<OtherWords>) => {
  for (const [choice, words] of [['education', 'educationOther'], ['occupation', 'occupationOther']] as const) {
    const other = body[words];
    if (body[choice] === 'other' && (other == null || other.length < 2)) ctx.addIssue({ code: 'custom', message: V.marriageOtherRequired, path: [words] });
  }
};

/**
 * POST /api/marriage-profiles body: name, dateOfBirth (18 or older), gender, city, country,
 * education, occupation, diet, aboutMe (≥ 20), managedBy required; caste, religion, motherTongue (default Tamil),
 * heightCm (cm), star, raasi, languages, familyDetails, partnerPreferences, photos (default none) and
 * photoVisibility (default `accepted`) optional; `other` choices with their own words ({@link requireOtherWords}).
 * The PWA's profile form checks with this schema too (pwa/lib/forms/use-zod-form.ts takes `zod/mini`).
 */
export const createMarriageProfileBodySchema = z
  .object({
    ...profileFields,
    motherTongue: z._default(profileFields.motherTongue, 'Tamil'),
    languages: z._default(languages, []),
    photos: z._default(photos, []),
    photoVisibility: z._default(photoVisibility, 'accepted'),
  })
  .check(z.superRefine(requireOtherWords));
export type CreateMarriageProfileBody = z.input<typeof createMarriageProfileBodySchema>;
export type MarriageProfileInput = z.output<typeof createMarriageProfileBodySchema>;

/**
 * PATCH /api/marriage-profiles/:id body: any subset of the profile fields (no defaults), plus `hidden` — the owner
 * hides the profile at once or shows it again. Editing any other field sends the profile back to
 * review, except `photoVisibility` and a `photos` list that only reorders or removes photos (docs/decisions/163).
 */
export const updateMarriageProfileBodySchema = z.partial(z.object({ ...profileFields, hidden: z.boolean() })).check(z.superRefine(requireOtherWords));
export type UpdateMarriageProfileBody = z.input<typeof updateMarriageProfileBodySchema>;
export type MarriageProfileUpdate = z.output<typeof updateMarriageProfileBodySchema>;

/** An age filter: a whole number 18–99 (text from the query string). */
const ageFilter = z.optional(wholeNumber(L.minAge, L.maxAge, V.marriageAgeInvalid));
/** A text filter: contains, case-insensitive. */
const textFilter = z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(L.shortTextMax, V.textTooLong))), z.transform((s: string | undefined) => (s === '' ? undefined : s)));

/**
 * GET /api/marriage-profiles query (spec 001 §5, §7): gender, ageMin, ageMax (whole years 18–99, ageMin ≤ ageMax),
 * city, caste (contains, any case), education and occupation (one option each, docs/decisions/164), diet, search
 * (name, city, the words of an `other` occupation or education, about),
 * keyset page (`limit` 1–100, default 20).
 */
export const marriageProfileListQuerySchema = z
  .extend(pageQuery, {
    gender: z.optional(z.enum(MARRIAGE_GENDERS, { error: V.marriageGenderRequired })),
    ageMin: ageFilter,
    ageMax: ageFilter,
    city: textFilter,
    caste: textFilter,
    education: z.optional(z.enum(MARRIAGE_EDUCATIONS, { error: V.marriageEducationRequired })),
    occupation: z.optional(z.enum(MARRIAGE_OCCUPATIONS, { error: V.marriageOccupationRequired })),
    diet: z.optional(z.enum(MARRIAGE_DIETS, { error: V.marriageDietRequired })),
    search: textFilter,
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.ageMin !== undefined && q.ageMax !== undefined && q.ageMin > q.ageMax) ctx.addIssue({ code: 'custom', message: V.marriageAgeRange, path: ['ageMin'] });
    }),
  );
export type MarriageProfileListQuery = z.output<typeof marriageProfileListQuerySchema>;

/** POST /api/marriage-profiles/:id/interests body: an optional short, respectful note (≤ 500 characters). */
export const sendInterestBodySchema = z.object({ message: optionalText(L.interestMessageMax) });
export type SendInterestBody = z.input<typeof sendInterestBodySchema>;

/** POST /api/marriage-interests/:id/respond body: the receiver accepts or declines. */
export const respondInterestBodySchema = z.object({ decision: z.enum(['accept', 'decline'], { error: V.required }) });

/** POST /api/marriage-profiles/:id/report body: what is wrong (10–1000 characters). */
export const reportProfileBodySchema = z.object({ reason: text(L.reportReasonMin, L.reportReasonMax, V.reportReasonTooShort) });

/**
 * POST /api/admin/marriage-profiles/:id/review body: approve, reject with a reason (mailed to the
 * owner), hide (taken off the public list at once) or unhide.
 */
export const reviewMarriageProfileBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({ decision: z.literal('reject'), reason: text(3, L.reviewReasonMax) }),
    z.object({ decision: z.literal('hide'), reason: optionalText(L.reviewReasonMax) }),
    z.object({ decision: z.literal('unhide') }),
  ],
  { error: V.required },
);
export type ReviewMarriageProfileBody = z.output<typeof reviewMarriageProfileBodySchema>;

/** GET /api/admin/marriage-profiles query: profiles in `status` (pending by default) or only `reported` ones, newest first. */
export const adminMarriageListQuerySchema = z.extend(pageQuery, {
  status: z._default(z.enum(MARRIAGE_STATUSES), 'pending'),
  reported: z.pipe(z.optional(z.enum(['true', 'false'])), z.transform((s: 'true' | 'false' | undefined) => s === 'true')),
});
