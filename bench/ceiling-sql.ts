/**
 * The second, fairer ceiling of the API benchmark (issue 10 item 5; docs/decisions/030-benchmark-method.md): a
 * bare Koa 3 server that, per request, runs **the same SQL** as `GET /api/taxi-services`'s first page through a
 * plain PostgreSQL client (`pg`, a pool of 10 like MikroORM's default) — the page query (`limit + 1` rows, newest
 * first on the (created_at, id) index) and the `count(*)` of published rows, the count reused for 5 s as the API
 * does (api/lib/pagination/list-total.ts) — maps the rows to the API's JSON shape, serialises them, and answers
 * with the API's bytes and headers captured just before (same length on the wire as ours, so the comparison is
 * database + Node + Koa, and nothing of our middleware, ORM or presenters).
 *
 * Started by bench/api.ts as a child process: CEILING_PORT, CEILING_RESPONSE_FILE (JSON `{ headers, bodyBase64 }`),
 * CEILING_DATABASE_URL. PostgreSQL only (PGlite runs inside the API process: no client can reach it).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Koa from 'koa';
import pg from 'pg';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';

const port = Number(process.env.CEILING_PORT);
const file = process.env.CEILING_RESPONSE_FILE;
const databaseUrl = process.env.CEILING_DATABASE_URL;
if (!port || !file || !databaseUrl) {
  console.error('usage: CEILING_PORT=… CEILING_RESPONSE_FILE=… CEILING_DATABASE_URL=postgres://… node bench/ceiling-sql.ts');
  process.exit(2);
}
const stored = JSON.parse(readFileSync(file, 'utf8')) as { headers: Record<string, string>; bodyBase64: string };
const body = Buffer.from(stored.bodyBase64, 'base64');
const headers = Object.entries(stored.headers).filter(([name]) => name.toLowerCase() !== 'etag');

/** The API's first page: the default page size, and one row more to know whether a next page exists. */
const LIMIT = PAGE_SIZE_DEFAULT;
const PAGE_SQL = `select t.id, t.created_at, t.owner_id, t.from_location, t.to_location, t.from_country, t.passenger_count,
  t.luggage_weight, t.contact_number, t.travel_date, t.travel_time, t.additional_notes
  from taxi_requests as t where t.is_active = true and t.is_approved = true
  order by t.created_at desc, t.id desc limit $1`;
const COUNT_SQL = 'select count(*)::int as count from taxi_requests as t where t.is_active = true and t.is_approved = true';
const COUNT_TTL_MS = 5_000;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
let total: { value: number; at: number } | null = null;
let counting: Promise<number> | null = null;
const countPublished = (): Promise<number> => {
  if (total && Date.now() - total.at < COUNT_TTL_MS) return Promise.resolve(total.value);
  counting ??= pool
    .query<{ count: number }>(COUNT_SQL)
    .then((r: { rows: { count: number }[] }) => {
      total = { value: r.rows[0]!.count, at: Date.now() };
      return total.value;
    })
    .finally(() => {
      counting = null;
    });
  return counting!;
};

interface Row {
  id: string;
  created_at: Date;
  from_location: string;
  to_location: string;
  from_country: string;
  passenger_count: number;
  luggage_weight: number;
  travel_date: string | Date | null;
  travel_time: string | null;
  additional_notes: string | null;
}

const app = new Koa();
app.use(async (ctx) => {
  const [page, count] = await Promise.all([pool.query<Row>(PAGE_SQL, [LIMIT + 1]), countPublished()]);
  const rows = page.rows.slice(0, LIMIT);
  // The API's shape for a guest (no contact number), serialised as the API would; the bytes sent are the API's.
  const json = JSON.stringify({
    items: rows.map((r) => ({
      id: r.id,
      fromLocation: r.from_location,
      toLocation: r.to_location,
      fromCountry: r.from_country,
      passengerCount: r.passenger_count,
      luggageWeight: r.luggage_weight,
      travelDate: r.travel_date,
      travelTime: r.travel_time,
      additionalNotes: r.additional_notes,
      createdAt: r.created_at.toISOString(),
    })),
    nextCursor: page.rows.length > LIMIT ? Buffer.from(JSON.stringify([rows.at(-1)!.created_at.toISOString(), rows.at(-1)!.id])).toString('base64url') : null,
    total: count,
  });
  if (json.length === 0) throw new Error('unreachable');
  for (const [name, value] of headers) ctx.set(name, value);
  ctx.body = body;
});
const server = createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');

const stop = () => {
  server.close(() => void pool.end().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
