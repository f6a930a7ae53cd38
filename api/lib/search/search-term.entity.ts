import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The vocabulary of each searchable table: every distinct phonetic key (shared/search/phonetic.ts) its rows contain,
 * kept by the ORM subscriber in terms.ts. Typos are matched against this small list with pg_trgm (GIN trigram
 * index on `term`), then the rows are found by the full-text index — so typo search does not slow down as a table
 * grows (docs/decisions/040-tamil-aware-search.md). Terms are never removed: a term whose rows are gone matches
 * nothing.
 */
export const SearchTermSchema = defineEntity({
  name: 'SearchTerm',
  tableName: 'search_terms',
  indexes: [{ name: 'search_terms_term_trgm_idx', expression: 'create index "search_terms_term_trgm_idx" on "search_terms" using gin ("term" gin_trgm_ops)' }],
  properties: {
    /** A phonetic key, ASCII letters and digits. First in the primary key, so only the trigram index serves a look-up. */
    term: p.string().length(40).primary(),
    /** The searchable table the term occurs in. */
    tableName: p.string().length(63).primary(),
  },
});
export type SearchTerm = InferEntity<typeof SearchTermSchema>;
