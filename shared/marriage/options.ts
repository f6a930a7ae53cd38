import type { MarriageEducation, MarriageOccupation } from './constants.ts';

/*
 * Free text → the spec 001 §3 option lists (docs/decisions/164). Used once, by the migration that turned the
 * profiles' free-text education and occupation into options, and kept beside its test so the mapping stays
 * readable. Anything not recognised becomes `other` with the original words, so nothing a member wrote is lost.
 */

/** An option and, for `other`, the member's own words (null otherwise). */
export interface OptionWithOther<T extends string> {
  value: T;
  other: string | null;
}

const EDUCATION_RULES: readonly [MarriageEducation, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|d\.?phil|doctorate)\b/i],
  ['post_graduate', /\b(m\.?sc|m\.?a|mba|m\.?eng|m\.?e|m\.?tech|m\.?phil|m\.?com|mca|llm|master'?s?|post\s?-?grad\w*)\b/i],
  ['professional', /\b(mbbs|bds|ca|cpa|acca|cima|cfa|llb|pharm\w*|b\.?nursing|nursing|chartered)\b/i],
  ['diploma', /\b(diploma|hnd|nvq|certificate)\b/i],
  ['graduate', /\b(b\.?sc|b\.?a|b\.?eng|b\.?e|b\.?tech|b\.?com|bba|bca|bachelor'?s?|degree|graduate)\b/i],
  ['school', /\b(school|o\/l|a\/l|gce|hsc|sslc|secondary)\b/i],
];

const OCCUPATION_RULES: readonly [MarriageOccupation, RegExp][] = [
  ['it_professional', /\b(software|developer|programmer|it|data\s+(analyst|scientist|engineer)|computer|web|devops|tester|qa)\b/i],
  ['doctor', /\b(doctor|physician|surgeon|dentist|gp|medical\s+officer)\b/i],
  ['engineer', /\bengineer(ing)?\b/i],
  ['teacher', /\b(teacher|lecturer|professor|tutor|teaching)\b/i],
  ['government', /\b(government|civil\s+serv\w*|public\s+serv\w*|ministry|council|police|army|navy)\b/i],
  ['business', /\b(business\w*|entrepreneur|self[-\s]employed|shop\s*owner|trader|merchant)\b/i],
];

function fromText<T extends string>(text: string, rules: readonly [T, RegExp][], other: T): OptionWithOther<T> {
  const words = text.trim();
  const hit = rules.find(([, pattern]) => pattern.test(words));
  return hit ? { value: hit[0], other: null } : { value: other, other: words.slice(0, 100) || null };
}

/** "MSc Computer Science" → post_graduate; "MBBS" → professional; unrecognised → other with the text. */
export const educationFromText = (text: string): OptionWithOther<MarriageEducation> => fromText(text, EDUCATION_RULES, 'other');

/** "Software developer" → it_professional; "Structural engineer" → engineer; "Pharmacist" → other with the text. */
export const occupationFromText = (text: string): OptionWithOther<MarriageOccupation> => fromText(text, OCCUPATION_RULES, 'other');
