/**
 * Job list scaling benchmark (issue 13 item 3): p95 of the public job list's first page (GET /api/job-listings'
 * read path: `listPublicJobs` — approved + active + deadline filter, featured first then newest, cached total) and
 * of a filtered page (category + location) at 1,000 / 10,000 / 100,000 listings, and the ratio of the largest to
 * the smallest (budget: ≤ 1.5, like the other lists). On its own:
 *
 *   node bench/jobs.ts [--quick] [--sizes 1000,10000,100000] [--rounds N]
 *
 * Each size is its own in-memory PGlite database with the real migrations, seeded with bulk SQL (5 % featured,
 * 10 % pending, 5 % past their deadline — all hidden rows are newer than the visible ones, the worst case for the
 * filter), then ANALYZE. Queries run one at a time with a fresh EntityManager each; the sizes take turns.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { migrateUp, type Orm } from '../api/db/orm.ts';
import { openOrm } from '../api/registry.ts';
import { listPublicJobs } from '../api/modules/jobs/jobs.repository.ts';
import { buildUser } from '../api/modules/users/users.service.ts';
import { registerBodySchema } from '../shared/auth/schemas.ts';
import { int, ms, ratio } from './lib/report.ts';

/** One table size's latencies (ms) of the first page and the filtered page. */
export interface JobListPoint {
  rows: number;
  p50: number;
  p95: number;
  filteredP95: number;
}

export interface JobListBenchResult {
  points: JobListPoint[];
  /** First-page p95 at the largest size ÷ at the smallest. */
  p95Ratio: number;
  filteredP95Ratio: number;
}

const CITIES = ['Jaffna', 'Colombo', 'Chennai', 'Toronto', 'London', 'Batticaloa', 'Trincomalee', 'Madurai'];
const CATEGORIES = ['it_technology', 'healthcare', 'education', 'finance', 'hospitality', 'retail', 'engineering', 'other'];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Opens a fresh migrated database and inserts `n` listings of one owner with bulk SQL. */
async function seeded(n: number): Promise<Orm> {
  const orm = await openOrm({ pgliteDir: 'memory://' });
  await migrateUp(orm);
  const conn = orm.em.getConnection();
  const em = orm.em.fork();
  const input = registerBodySchema.parse({ fullName: 'Bench Employer', username: 'bench_employer', email: 'bench-employer@example.com', password: 'bench-password', phoneNumber: '+94771234567', address: '1 Road', city: 'Jaffna' });
  const owner = (await buildUser(em, input, 'member', 'not-a-real-hash')).id;
  await em.flush();
  const now = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  for (let from = 0; from < n; from += 1000) {
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = from; i < Math.min(n, from + 1000); i += 1) {
      const hidden = i % 20 === 0 ? 'expired' : i % 10 === 1 ? 'pending' : null;
      values.push(`(?, ?, ?, ?, ?, 'Company', 'Description of the job, long enough for the schema.', 'Requirements text here.', 'Responsibilities text here.', 'full_time', '1-3', 'onsite', ?, 'Industry', 'Sri Lanka', ?, 'Address', 'Degree', '[]', '[]', '[]', 'jobs@example.com', ?, ?, ?)`);
      const at = new Date(now - i * 60_000 + (hidden ? 10 * 365 * 86_400_000 : 0)).toISOString();
      params.push(randomUUID(), at, at, owner, `Job ${i}`, CATEGORIES[i % CATEGORIES.length], CITIES[i % CITIES.length], hidden === 'expired' ? '2020-01-01' : today, hidden === 'pending' ? 'pending' : 'approved', i % 20 === 3);
    }
    await conn.execute(
      `insert into job_listings (id, created_at, updated_at, owner_id, title, company_name, description, requirements, responsibilities, job_type, experience, work_mode, category, industry, country, city, location, education, skills, languages, benefits, contact_email, application_deadline, review_status, is_featured) values ${values.join(', ')}`,
      params,
    );
  }
  await conn.execute('analyze job_listings');
  return orm;
}

/** Measures every size, the sizes taking turns query by query; returns the points and the p95 ratios. */
export async function benchJobList(opts: { sizes: number[]; rounds: number; log?: (line: string) => void }): Promise<JobListBenchResult> {
  const log = opts.log ?? ((line: string) => console.log(`  ${line}`));
  const dbs: { rows: number; orm: Orm; first: number[]; filtered: number[] }[] = [];
  try {
    for (const rows of opts.sizes) {
      const t0 = performance.now();
      dbs.push({ rows, orm: await seeded(rows), first: [], filtered: [] });
      log(`${int(rows)} listings seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const now = new Date();
    for (let round = 0; round <= opts.rounds; round += 1) {
      for (let q = 0; q < 20; q += 1) {
        for (const db of dbs) {
          const t1 = performance.now();
          await listPublicJobs(db.orm.em.fork(), { limit: 20 }, now);
          const t2 = performance.now();
          await listPublicJobs(db.orm.em.fork(), { limit: 20, category: 'education', location: CITIES[q % CITIES.length] }, now);
          const t3 = performance.now();
          if (round > 0) {
            db.first.push(t2 - t1);
            db.filtered.push(t3 - t2);
          }
        }
      }
    }
  } finally {
    for (const db of dbs) await db.orm.close(true);
  }
  const points = dbs.map(({ rows, first, filtered }) => {
    const a = [...first].sort((x, y) => x - y);
    const b = [...filtered].sort((x, y) => x - y);
    return { rows, p50: percentile(a, 50), p95: percentile(a, 95), filteredP95: percentile(b, 95) };
  });
  for (const p of points) log(`${int(p.rows)} listings: first page p95 ${ms(p.p95)} (p50 ${ms(p.p50)}), filtered p95 ${ms(p.filteredP95)}`);
  const lo = points[0]!;
  const hi = points.at(-1)!;
  const result = { points, p95Ratio: hi.p95 / lo.p95, filteredP95Ratio: hi.filteredP95 / lo.filteredP95 };
  log(`job list p95 ratio ${int(hi.rows)} / ${int(lo.rows)}: ${ratio(result.p95Ratio)} (filtered ${ratio(result.filteredP95Ratio)})`);
  return result;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, sizes: { type: 'string' }, rounds: { type: 'string' } } });
  const sizes = values.sizes ? values.sizes.split(',').map(Number) : values.quick ? [1000, 10_000] : [1000, 10_000, 100_000];
  await benchJobList({ sizes, rounds: Number(values.rounds ?? (values.quick ? 2 : 5)) });
}
