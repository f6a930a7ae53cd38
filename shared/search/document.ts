/**
 * The search document stored with every searchable row, and the parsed form of a query (docs/decisions/040).
 *
 * Document: three sections separated by "|", each a space-separated list of distinct words:
 *   1. surface — every word as written (NFC Tamil, folded Latin, other scripts)   → weight A, exact tier
 *   2. roman   — the romanised Tamil words ("thakkaali", ASCII)                    → weight B, exact tier
 *   3. keys    — the phonetic key of every Tamil and Latin word ("takali", ASCII)  → weight C, "sounds like"
 * The database turns it into a weighted tsvector (generated column) and indexes section 3 with pg_trgm for typos
 * (api/lib/search). Words never contain "|", quotes or other syntax (tokenize.ts keeps letters, marks and digits).
 */
import { searchWords, type SearchWord } from './tokenize.ts';

/** Separator of the document's sections. */
export const SECTION_SEPARATOR = '|';
/** Distinct words kept per section of a document (a very long description is cut here, not refused). */
export const MAX_DOCUMENT_WORDS = 2000;
/** Characters of a query looked at; the rest of a longer query is ignored (never an error, never slow). */
export const MAX_QUERY_CHARS = 200;
/** Words of a query used (all must match); later words are ignored. */
export const MAX_QUERY_WORDS = 6;
/** Characters of one query word used. */
export const MAX_QUERY_WORD_CHARS = 40;

/** Builds the `search_doc` text of a row from its searchable fields (any order; null/undefined skipped). Pure. */
export function buildSearchDocument(...fields: (string | null | undefined)[]): string {
  const surface = new Set<string>();
  const roman = new Set<string>();
  const keys = new Set<string>();
  for (const field of fields) {
    if (!field) continue;
    for (const w of searchWords(field)) {
      if (surface.size < MAX_DOCUMENT_WORDS) surface.add(w.surface);
      if (w.roman && w.roman !== w.surface && roman.size < MAX_DOCUMENT_WORDS) roman.add(w.roman);
      if (w.key && keys.size < MAX_DOCUMENT_WORDS) keys.add(w.key);
    }
  }
  return [surface, roman, keys].map((s) => [...s].join(' ')).join(` ${SECTION_SEPARATOR} `);
}

/**
 * English words dropped from a query with other words in it ("rice and curry" → rice, curry): every query word must
 * match, and these rarely appear in a short title. A query of only such words keeps them.
 */
const QUERY_STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'or', 'for', 'in', 'on', 'to', 'with', 'at', 'by']);

/** One word of a parsed query. `surface`/`roman` are compared exactly, `key` by sound and for typos. */
export type QueryWord = SearchWord;

/**
 * A search query as words (at most {@link MAX_QUERY_WORDS}, distinct, each at most {@link MAX_QUERY_WORD_CHARS}
 * characters), or null when nothing searchable is left (empty, only punctuation or symbols). Never throws.
 */
export function parseSearchQuery(query: string | null | undefined): QueryWord[] | null {
  if (typeof query !== 'string') return null;
  const words = searchWords(query.slice(0, MAX_QUERY_CHARS), MAX_QUERY_WORDS * 4).map((w) => ({
    surface: w.surface.slice(0, MAX_QUERY_WORD_CHARS),
    roman: w.roman?.slice(0, MAX_QUERY_WORD_CHARS) ?? null,
    key: w.key?.slice(0, MAX_QUERY_WORD_CHARS) ?? null,
  }));
  const meaningful = words.filter((w) => !QUERY_STOP_WORDS.has(w.surface));
  const chosen = meaningful.length ? meaningful : words;
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  for (const w of chosen) {
    if (seen.has(w.surface)) continue;
    seen.add(w.surface);
    out.push(w);
    if (out.length === MAX_QUERY_WORDS) break;
  }
  return out.length ? out : null;
}
