/**
 * Search benchmark (issue 12 item 10; method in docs/decisions/041-search-scaling-and-benchmark.md): p95 of `searchPage`
 * (api/lib/search) on a realistic bilingual table (bench/search-data.ts) of 1,000 / 10,000 / 100,000 rows, and the
 * ratio of the largest to the smallest. Part of `npm run bench`; on its own:
 *
 *   node bench/search.ts [--quick] [--sizes 1000,10000,100000] [--rounds N]
 *
 * Each size is its own database (PostgreSQL beside DATABASE_URL, else in-memory PGlite in this process), seeded in
 * batches with the search document and vocabulary computed by the same code the ORM hook and subscriber run, then
 * VACUUM ANALYZE. Queries are
 * timed one at a time (a fresh EntityManager each, as a request has), the sizes taking turns query by query so a
 * busy moment on the shared machine hits all of them alike; one warm-up round is not counted.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildSearchDocument } from '../shared/search/document.ts';
import { openSearchFixtureDb, type SearchFixtureDb } from '../api/lib/search/search-fixture.db.ts';
import { SearchFixtureSchema } from '../api/lib/search/search-fixture.entity.ts';
import { searchPage } from '../api/lib/search/page.ts';
import { recordSearchTerms } from '../api/lib/search/terms.ts';
import { int, ms, ratio, table } from './lib/report.ts';
import { listings, SEARCH_QUERIES } from './search-data.ts';

/** One table size's latencies, ms. */
export interface SearchPoint {
  rows: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  samples: number;
  seedSeconds: number;
}

export interface SearchBenchResult {
  database: 'postgresql' | 'pglite';
  rounds: number;
  queries: number;
  points: SearchPoint[];
  /** p95 at the largest size ÷ p95 at the smallest. */
  p95Ratio: number;
  fromRows: number;
  toRows: number;
  /** p95 per query at the largest size, slowest first (what to look at when the ratio is missed). */
  slowestAtLargest: { query: string; p95: number }[];
}

const BATCH = 1000;

/** Inserts `n` generated listings (newest first, one a minute back in time) with their search documents. */
export async function seed(db: SearchFixtureDb, n: number): Promise<void> {
  const conn = db.orm.em.getConnection();
  const rows = listings(n);
  const now = Date.now();
  for (let from = 0; from < n; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    const params: unknown[] = [];
    const docs = batch.map((row) => buildSearchDocument(row.title, row.description));
    const values = batch.map((row, j) => {
      const at = new Date(now - (from + j) * 60_000).toISOString();
      params.push(randomUUID(), at, at, row.title, row.description, row.status, docs[j]);
      return '(?, ?, ?, ?, ?, ?, ?)';
    });
    await conn.execute(
      `insert into search_fixtures (id, created_at, updated_at, title, description, status, search_doc) values ${values.join(', ')}`,
      params,
    );
    await recordSearchTerms(db.orm.em.fork(), 'search_fixtures', docs);
  }
  await conn.execute('vacuum analyze search_fixtures');
  await conn.execute('vacuum analyze search_terms');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Seeds one database per size, then times every query on every size, taking turns. */
export async function benchSearch(opts: { sizes: number[]; rounds: number; databaseUrl?: string | undefined; log?: (line: string) => void }): Promise<SearchBenchResult> {
  const log = opts.log ?? console.log;
  const sizes = [...new Set(opts.sizes)].sort((a, b) => a - b);
  const dbs: { rows: number; db: SearchFixtureDb; seedSeconds: number }[] = [];
  try {
    for (const rows of sizes) {
      const started = performance.now();
      const db = await openSearchFixtureDb(opts.databaseUrl);
      dbs.push({ rows, db, seedSeconds: 0 });
      await seed(db, rows);
      dbs.at(-1)!.seedSeconds = (performance.now() - started) / 1000;
      log(`  ${int(rows)} listings seeded in ${dbs.at(-1)!.seedSeconds.toFixed(1)} s`);
    }
    const times = new Map<number, number[]>(sizes.map((n) => [n, []]));
    const perQuery = new Map<string, number[]>();
    const perQueryAll = new Map<string, number[]>();
    for (let round = 0; round <= opts.rounds; round++) {
      for (const query of SEARCH_QUERIES) {
        for (const { rows, db } of dbs) {
          const started = performance.now();
          await searchPage(db.em(), SearchFixtureSchema, { query, fields: ['id', 'createdAt', 'title'], where: { status: 'approved' }, limit: 20 });
          const took = performance.now() - started;
          if (round === 0) continue; // warm-up
          times.get(rows)!.push(took);
          perQueryAll.set(`${rows}\t${query}`, [...(perQueryAll.get(`${rows}\t${query}`) ?? []), took]);
          if (rows === sizes.at(-1)) perQuery.set(query, [...(perQuery.get(query) ?? []), took]);
        }
      }
    }
    const points = dbs.map(({ rows, seedSeconds }) => {
      const sorted = times.get(rows)!.sort((a, b) => a - b);
      return { rows, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, samples: sorted.length, seedSeconds };
    });
    const slowestAtLargest = [...perQuery.entries()]
      .map(([query, ts]) => ({ query: query.length > 40 ? `${query.slice(0, 20)}… (${query.length} chars)` : query, p95: percentile(ts.sort((a, b) => a - b), 95) }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 5);
    if (process.env.SEARCH_BENCH_DEBUG) {
      for (const query of SEARCH_QUERIES) {
        log(`${query.slice(0, 24).padEnd(26)} ${sizes.map((n) => ms(percentile(perQueryAll.get(`${n}\t${query}`)!.sort((a, b) => a - b), 50)).padStart(9)).join(' ')}`);
      }
    }
    const lo = points[0]!;
    const hi = points.at(-1)!;
    return {
      database: opts.databaseUrl ? 'postgresql' : 'pglite',
      rounds: opts.rounds,
      queries: SEARCH_QUERIES.length,
      points,
      p95Ratio: hi.p95 / lo.p95,
      fromRows: lo.rows,
      toRows: hi.rows,
      slowestAtLargest,
    };
  } finally {
    for (const { db } of dbs) await db.close();
  }
}

/** The result as lines of text (a table, the ratio and the slowest queries at the largest size). */
export function searchReport(r: SearchBenchResult): string {
  return [
    `Search — ${r.database}, ${r.queries} queries × ${r.rounds} rounds per size, one at a time, first page of 20`,
    table(
      ['rows', 'p50', 'p95', 'p99', 'max', 'samples'],
      r.points.map((p) => [int(p.rows), ms(p.p50), ms(p.p95), ms(p.p99), ms(p.max), int(p.samples)]),
    ),
    `search p95 ratio ${int(r.toRows)} / ${int(r.fromRows)} rows: ${ratio(r.p95Ratio)}`,
    `slowest at ${int(r.toRows)} rows (p95): ${r.slowestAtLargest.map((q) => `${q.query} ${ms(q.p95)}`).join('; ')}`,
  ].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, sizes: { type: 'string' }, rounds: { type: 'string' } }, strict: true });
  const sizes = (values.sizes ?? (values.quick ? '1000,10000' : '1000,10000,100000')).split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--sizes must be positive whole numbers, e.g. 1000,10000');
  const rounds = Number(values.rounds ?? (values.quick ? 3 : 10));
  const result = await benchSearch({ sizes, rounds, databaseUrl: process.env.DATABASE_URL || undefined });
  console.log(searchReport(result));
}
