/**
 * The per-table vocabulary used for typos (search-term.entity.ts): written after every flush that creates or changes
 * a searchable row, and looked up with pg_trgm when a query word matches no word or prefix.
 */
import type { EntityManager, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { SECTION_SEPARATOR } from '#shared/search/document.ts';
import { SEARCH_DOC_COLUMN } from './columns.ts';
import { withoutSeqScan } from './read.ts';

/** Terms shorter than this are not kept (too short for a trigram match); longer than the column are not either. */
const MIN_TERM = 3;
const MAX_TERM = 40;
/** Similar terms used per query word, best first. */
export const SIMILAR_TERMS = 6;

/** The distinct phonetic keys (third section) of search documents. */
function termsOf(docs: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const doc of docs) {
    for (const term of (doc.split(SECTION_SEPARATOR)[2] ?? '').split(' ')) if (term.length >= MIN_TERM && term.length <= MAX_TERM) out.add(term);
  }
  return out;
}

/**
 * Adds the keys of `docs` (search documents of rows of `table`) to the vocabulary; existing ones are left alone.
 * For rows written without the ORM (bulk SQL); ORM writes are covered by {@link searchTermsSubscriber}. Runs in
 * `em`'s transaction when it has one.
 */
export async function recordSearchTerms(em: EntityManager, table: string, docs: Iterable<string>): Promise<void> {
  const terms = [...termsOf(docs)];
  const conn = (em as SqlEntityManager).getConnection();
  for (let i = 0; i < terms.length; i += 1000) {
    const chunk = terms.slice(i, i + 1000);
    await conn.execute(
      `insert into search_terms (table_name, term) values ${chunk.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
      chunk.flatMap((term) => [table, term]),
      'run',
      em.getTransactionContext(),
    );
  }
}

/**
 * ORM subscriber (api/db/orm.ts): after a flush, records the terms of every created or updated row of a searchable
 * entity (one with a `searchDoc` property, api/lib/search/columns.ts). Features need do nothing.
 */
export const searchTermsSubscriber: EventSubscriber = {
  async afterFlush(args: FlushEventArgs) {
    const byTable = new Map<string, string[]>();
    for (const cs of args.uow.getChangeSets()) {
      const prop = cs.meta.properties.searchDoc as { fieldNames?: string[] } | undefined;
      const doc = (cs.entity as { searchDoc?: unknown }).searchDoc;
      if (!prop || prop.fieldNames?.[0] !== SEARCH_DOC_COLUMN || typeof doc !== 'string') continue;
      byTable.set(cs.meta.tableName, [...(byTable.get(cs.meta.tableName) ?? []), doc]);
    }
    for (const [table, docs] of byTable) await recordSearchTerms(args.em, table, docs);
  },
};

/**
 * The vocabulary terms of `table` most similar to each of `keys` (pg_trgm similarity ≥ 0.3, its default threshold;
 * at most {@link SIMILAR_TERMS} each, most similar first), as one list per key. Uses the GIN trigram index on a
 * list that grows with the vocabulary, not with the table.
 */
export async function similarTerms(em: EntityManager, table: string, keys: string[]): Promise<string[][]> {
  if (!keys.length) return [];
  // `(table_name || '')`: not an index condition, so the primary key is not used to read a table's whole vocabulary.
  const branch = `(select ?::int as i, term from search_terms where term % ? and (table_name || '') = ? order by similarity(term, ?) desc, term limit ${SIMILAR_TERMS})`;
  // A vocabulary is a few pages, so the planner picks a sequential scan — which computes the trigrams of every term
  // (8 ms for 6,000 terms on PGlite, which never collects statistics). The trigram index is what scales: sequential
  // scans are switched off for this one statement (read.ts withoutSeqScan).
  const rows = await withoutSeqScan(em, (tem) =>
    (tem as SqlEntityManager).execute<{ i: number; term: string }[]>(
      keys.map(() => branch).join(' union all '),
      keys.flatMap((key, i) => [i, key, table, key]),
    ),
  );
  const out: string[][] = keys.map(() => []);
  for (const row of rows) out[Number(row.i)]!.push(row.term);
  return out;
}
