/**
 * SQL conditions of a search, one per relevance tier (docs/decisions/040-tamil-aware-search.md):
 *
 *   0 exact   every query word is a word of the row as written (English "rice", Tamil தக்காளி) or its romanised
 *             Tamil ("arisi" = அரிசி)                                    — full-text, weights A/B
 *   1 sound   … or has the same phonetic key ("thakali", "kulambu")     — full-text, weight C
 *   2 prefix  … or begins a word or key (≥ 2 letters: "thakk", "தக்")    — full-text prefix match
 *   3 fuzzy   … or has a key similar to it (typos: "thakkli", "kozhmbu") — pg_trgm similarity against the table's
 *             vocabulary (terms.ts; words of ≥ 3 letters), then the full-text index
 *
 * Each tier's condition excludes the tiers before it, so a row belongs to exactly one tier. Tsquery text is built
 * here from words that contain only letters, marks and digits (shared/search/tokenize.ts) and is always sent as a
 * bound parameter cast with `::tsquery` — never parsed from user text, never spliced into SQL.
 */
import type { QueryWord } from '#shared/search/document.ts';
import { SEARCH_VECTOR_COLUMN } from './columns.ts';

/** The relevance tiers, best first. */
export const SEARCH_TIERS = ['exact', 'sound', 'prefix', 'fuzzy'] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];

/** One tier's condition: SQL with `?` placeholders and its parameters, for `qb.andWhere(sql, params)`. */
export interface SearchCondition {
  tier: number;
  name: SearchTier;
  sql: string;
  params: unknown[];
}

/** Shortest word (in characters) matched as a prefix, and shortest key looked up for typos. */
export const MIN_PREFIX_CHARS = 2;
export const MIN_FUZZY_CHARS = 3;

const quote = (lexeme: string) => `'${lexeme}'`;
const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The words as written (surface and roman forms) of `w`. */
const written = (w: QueryWord) => distinct([w.surface, w.roman]);

/** Tsquery alternatives of one query word for tiers 0–2. */
function alternatives(w: QueryWord, tier: 0 | 1 | 2): string[] {
  const alts = written(w).map((x) => `${quote(x)}:AB`);
  if (tier >= 1 && w.key) alts.push(`${quote(w.key)}:C`);
  if (tier >= 2) {
    for (const x of written(w)) if ([...x].length >= MIN_PREFIX_CHARS) alts.push(`${quote(x)}:*AB`);
    if (w.key && w.key.length >= MIN_PREFIX_CHARS) alts.push(`${quote(w.key)}:*C`);
  }
  return alts;
}

/** A tsquery in which every query word must match one of its tier's alternatives. */
function tsquery(words: QueryWord[], tier: 0 | 1 | 2): string {
  return words.map((w) => `(${alternatives(w, tier).join(' | ')})`).join(' & ');
}

/**
 * The conditions of tiers 0–2 of a parsed query (shared/search/document.ts `parseSearchQuery`) on the table aliased
 * `alias`, best first. A tier that can add nothing is left out (no phonetic keys → no sound tier).
 */
export function searchConditions(words: QueryWord[], alias: string): SearchCondition[] {
  const matches = `${alias}.${SEARCH_VECTOR_COLUMN} @@ ?::tsquery`;
  const q = [tsquery(words, 0), tsquery(words, 1), tsquery(words, 2)];
  const out: SearchCondition[] = [{ tier: 0, name: 'exact', sql: matches, params: [q[0]] }];
  if (q[1] !== q[0]) out.push({ tier: 1, name: 'sound', sql: `${matches} and not ${matches}`, params: [q[1], q[0]] });
  if (q[2] !== q[1]) out.push({ tier: 2, name: 'prefix', sql: `${matches} and not ${matches}`, params: [q[2], q[1]] });
  return out;
}

/** The query words whose keys are long enough to look up similar terms for (typos), with their positions. */
export function fuzzyKeys(words: QueryWord[]): { index: number; key: string }[] {
  return words.flatMap((w, index) => (w.key && w.key.length >= MIN_FUZZY_CHARS ? [{ index, key: w.key }] : []));
}

/**
 * The condition of tier 3 (typos): every word matches as in tiers 0–1 or has one of `similar[i]` — vocabulary terms
 * similar to its key (terms.ts `similarTerms`) — among the row's keys; rows of tiers 0–2 excluded. Null when no
 * word has a similar term.
 */
export function fuzzyCondition(words: QueryWord[], alias: string, similar: string[][]): SearchCondition | null {
  if (!similar.some((terms) => terms.length)) return null;
  const matches = `${alias}.${SEARCH_VECTOR_COLUMN} @@ ?::tsquery`;
  // Whole lexemes only (no prefixes): rows matched by a prefix are tier 2 anyway, and exact lexemes give the planner
  // real estimates, so it does not walk the whole recency index looking for rows the `not` excludes.
  const q = words
    .map((w, i) => `(${[...alternatives(w, 1), ...(similar[i] ?? []).filter((t) => t !== w.key).map((t) => `${quote(t)}:C`)].join(' | ')})`)
    .join(' & ');
  return { tier: 3, name: 'fuzzy', sql: `${matches} and not ${matches}`, params: [q, tsquery(words, 2)] };
}
