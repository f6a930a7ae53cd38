import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseLevel, EducationCategory, EducationSubject, LessonMode, TeachingLanguage } from '#shared/education/constants.ts';

/** Bilingual labels of the education codes (spec 000 §3 education enumerations). */
export const CATEGORY_LABELS: Record<EducationCategory, MessageDescriptor> = {
  academic: msg`Academic subjects`,
  business: msg`Business training`,
  technology: msg`Technology`,
  arts_crafts: msg`Arts and crafts`,
  music: msg`Music`,
  languages: msg`Languages`,
  vocational: msg`Vocational training`,
  test_prep: msg`Test preparation`,
};

export const SUBJECT_LABELS: Record<EducationSubject, MessageDescriptor> = {
  mathematics: msg`Mathematics`,
  science: msg`Science`,
  physics: msg`Physics`,
  chemistry: msg`Chemistry`,
  biology: msg`Biology`,
  english: msg`English`,
  tamil: msg`Tamil`,
  history: msg`History`,
  geography: msg`Geography`,
  economics: msg`Economics`,
  accounting: msg`Accounting`,
  ebay_selling: msg`eBay selling`,
  amazon_fba: msg`Amazon FBA`,
  dropshipping: msg`Dropshipping`,
  social_media_marketing: msg`Social media marketing`,
  tiktok_marketing: msg`TikTok marketing`,
  digital_marketing: msg`Digital marketing`,
  ecommerce: msg`E-commerce`,
  entrepreneurship: msg`Entrepreneurship`,
};

export const LEVEL_LABELS: Record<CourseLevel, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  expert: msg`Expert`,
};

export const LANGUAGE_LABELS: Record<TeachingLanguage, MessageDescriptor> = {
  tamil: msg`Tamil language`,
  english: msg`English language`,
  sinhala: msg`Sinhala`,
  hindi: msg`Hindi`,
  malayalam: msg`Malayalam`,
  french: msg`French`,
  german: msg`German`,
};

export const MODE_LABELS: Record<LessonMode, MessageDescriptor> = {
  // the word for teaching online, not the header's connection state ("Online" there means connected)
  online: msg({ message: 'Online', context: 'lesson mode' }),
  in_person: msg`In person`,
};

/** ISO weekdays 1 (Monday) … 7 (Sunday). */
export const DAY_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
};
