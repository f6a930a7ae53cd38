/**
 * Cleaning of text people type (names, titles, descriptions): the invisible characters that change how the text
 * around them is shown or matched, without being seen themselves (docs/decisions/159-image-limits-and-date-windows.md).
 * Pure; used by the shared zod text fields, so the PWA's forms and the API clean the same way.
 */

/**
 * Removed everywhere in a text: every Unicode `Bidi_Control` character — the embeddings and overrides U+202A–U+202E
 * (U+202E RIGHT-TO-LEFT OVERRIDE shows "Vasanthi" as "ihtnasaV"), the isolates U+2066–U+2069 and the marks LRM,
 * RLM and ALM (U+200E, U+200F, U+061C) — plus ZERO WIDTH SPACE U+200B, WORD JOINER U+2060 and the byte-order mark
 * U+FEFF, which make two names that look the same different text.
 */
export const INVISIBLE_CONTROLS = /[\p{Bidi_Control}\u200B\u2060\uFEFF]/gu;

/**
 * ZERO WIDTH NON-JOINER and JOINER (U+200C, U+200D) are part of Tamil and other Indic spelling (க்‌ஷ, ஸ்ரீ) and of
 * emoji sequences, so they stay inside words; at the start or end of the text or of a word they join nothing and
 * only hide a difference, so they go there. (No look-behind: older Safari cannot parse one.)
 */
const JOINERS_AFTER_SPACE = /(^|\s)[\u200C\u200D]+/gu;
const JOINERS_BEFORE_SPACE = /[\u200C\u200D]+(?=\s|$)/gu;

/**
 * `text` without {@link INVISIBLE_CONTROLS} and without joiners at the edges of words; everything else (Tamil,
 * emoji, `$` signs, line breaks) is kept as typed. Whitespace is not trimmed here (the field schemas trim after).
 */
export function cleanText(text: string): string {
  return text
    .replace(INVISIBLE_CONTROLS, '')
    .replace(JOINERS_AFTER_SPACE, (_match, before: string) => before)
    .replace(JOINERS_BEFORE_SPACE, '');
}

/** True when `text` holds a character {@link cleanText} removes from anywhere (the test of "cleaned"). */
export function hasInvisibleControls(text: string): boolean {
  return new RegExp(INVISIBLE_CONTROLS.source, 'u').test(text);
}
