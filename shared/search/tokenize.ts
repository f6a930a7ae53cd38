/**
 * Words of a text for search, on both sides (the search document written by the API, a query, a list filtered on
 * the device): Unicode NFC, invisible joiners removed, split into runs of letters/marks/digits, and each run split
 * where Tamil script meets another script ("தக்காளிsoup" is two words). Pure; no I/O.
 */
import { phoneticKey } from './phonetic.ts';
import { hasTamil, romanizeTamil } from './romanize.ts';

/** One word as search sees it. */
export interface SearchWord {
  /**
   * The word as written, compared exactly: NFC Tamil (தக்காளி), Latin lowercased without accents ("cafe"),
   * other scripts lowercased NFC.
   */
  surface: string;
  /** Lowercase ASCII letters/digits: the romanised Tamil word ("thakkaali") or the folded Latin word; null for other scripts. */
  roman: string | null;
  /** The phonetic key of `roman` (shared/search/phonetic.ts), null when it has none (other scripts). */
  key: string | null;
}

/** Zero-width joiners and non-joiners, word joiner, BOM: invisible, and they would split a Tamil word. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const SCRIPT_RUN = /[\u0B80-\u0BFF]+|[^\u0B80-\u0BFF]+/gu;

/** Unicode NFC with invisible joiners removed — the form Tamil text is stored and compared in (on write and query). */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '');
}

/** Latin letters without accents, lowercased, ASCII letters and digits only ("Café" → "cafe", "Ōlam" → "olam"). */
function foldLatin(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

function toWord(run: string): SearchWord | null {
  if (hasTamil(run)) {
    const roman = romanizeTamil(run);
    return { surface: run, roman: roman || null, key: phoneticKey(roman) || null };
  }
  const latin = foldLatin(run);
  if (latin) return { surface: latin, roman: latin, key: phoneticKey(latin) || null };
  const other = run.toLowerCase();
  return /[\p{L}\p{N}]/u.test(other) ? { surface: other, roman: null, key: null } : null;
}

/**
 * The words of `text` in order (duplicates kept), at most `max` of them. Punctuation, symbols and spaces separate
 * words and are dropped, so SQL, regex or markup characters never reach a query as syntax.
 */
export function searchWords(text: string, max = Number.POSITIVE_INFINITY): SearchWord[] {
  const out: SearchWord[] = [];
  for (const [word] of normalizeText(text).matchAll(WORD)) {
    for (const [run] of word.matchAll(SCRIPT_RUN)) {
      const w = toWord(run);
      if (w) out.push(w);
      if (out.length >= max) return out;
    }
  }
  return out;
}
