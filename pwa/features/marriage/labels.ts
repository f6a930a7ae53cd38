import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InterestStatus, MarriageDiet, MarriageEducation, MarriageGender, MarriageManager, MarriageOccupation, MarriageStatus } from '#shared/marriage/constants.ts';
import { NAKSHATRA_NAMES, RAASI_NAMES, type Nakshatra, type Raasi } from '#shared/marriage/stars.ts';

/** Bilingual labels of the marriage enums (spec 001 §3). */
export const GENDER_LABELS: Record<MarriageGender, MessageDescriptor> = { male: msg`Groom (male)`, female: msg`Bride (female)` };
export const DIET_LABELS: Record<MarriageDiet, MessageDescriptor> = { vegetarian: msg`Vegetarian`, non_vegetarian: msg`Non-vegetarian`, vegan: msg`Vegan` };
export const MANAGER_LABELS: Record<MarriageManager, MessageDescriptor> = { self: msg`Myself`, parent: msg`A parent`, sibling: msg`A brother or sister` };
export const STATUS_LABELS: Record<MarriageStatus, MessageDescriptor> = { pending: msg`Waiting for approval`, approved: msg`Approved`, rejected: msg`Needs changes` };
export const INTEREST_LABELS: Record<InterestStatus, MessageDescriptor> = { pending: msg`Waiting for an answer`, accepted: msg`Accepted`, declined: msg`Declined`, withdrawn: msg`Withdrawn` };

/** Spec 001 §3 education options (decision 164). */
export const EDUCATION_LABELS: Record<MarriageEducation, MessageDescriptor> = {
  school: msg`School`,
  graduate: msg`Graduate`,
  post_graduate: msg`Post Graduate`,
  doctorate: msg`Doctorate`,
  diploma: msg`Diploma`,
  professional: msg({ message: 'Professional', context: 'education level' }),
  other: msg`Other`,
};

/** Spec 001 §3 occupation options (decision 164). */
export const OCCUPATION_LABELS: Record<MarriageOccupation, MessageDescriptor> = {
  engineer: msg`Engineer`,
  doctor: msg`Doctor`,
  teacher: msg`Teacher`,
  business: msg`Business`,
  it_professional: msg`IT Professional`,
  government: msg`Government`,
  other: msg`Other`,
};

/** An education or occupation as a reader sees it: the option's label, or the member's own words for `other`. */
export const optionText = (label: MessageDescriptor, other: string | null, show: (m: MessageDescriptor) => string) => (other ? other : show(label));

/** A star's name in the reader's language (Tamil also shows the English name for readers learning the terms). */
export const starName = (star: Nakshatra, locale: string) => (locale === 'en' ? NAKSHATRA_NAMES[star].en : NAKSHATRA_NAMES[star].ta);
/** A raasi's name in the reader's language. */
export const raasiName = (raasi: Raasi, locale: string) => (locale === 'en' ? RAASI_NAMES[raasi].en : RAASI_NAMES[raasi].ta);
