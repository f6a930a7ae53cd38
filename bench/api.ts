/**
 * API throughput and latency against the running production server, side by side with the ceiling (a bare Koa
 * server returning the same bytes from memory, bench/ceiling.ts) measured in the same run with the same load.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PASSWORD, BENCH_USERS } from './lib/db.ts';
import { captureResponse, cursorAt, login, taxiBody } from './lib/http.ts';
import { measureInterleaved, measureLoad, type LoadOptions, type LoadResult } from './lib/load.ts';
import { cpuMsOf, freePort, startCeiling, startSqlCeiling, type Child } from './lib/processes.ts';

/** Load settings of one measurement. */
export interface LoadSettings {
  connections: number;
  /** Seconds measured per endpoint (in all its rounds together). */
  duration: number;
  /** Seconds of warm-up per endpoint (not counted). */
  warmup: number;
  /** Rounds in which endpoints compared with each other take turns. */
  rounds: number;
}

/**
 * One endpoint's numbers; `ceilingRatio` is its req/s divided by the ceiling's (same bytes from memory),
 * `sqlCeilingRatio` divided by the same-SQL ceiling's (PostgreSQL only; null otherwise).
 */
export interface EndpointResult extends LoadResult {
  name: string;
  method: string;
  path: string;
  note?: string;
  ceilingRatio: number | null;
  sqlCeilingRatio: number | null;
}

export interface ApiResults {
  settings: LoadSettings;
  /** Bytes of the first page's body served by both the API and the ceiling. */
  firstPageBytes: number;
  /** Headers the ceiling sends with it (copied from the API's response). */
  ceilingHeaders: Record<string, string>;
  deepCursorRowsSkipped: number;
  endpoints: EndpointResult[];
}

const log = (line: string) => console.log(`  ${line}`);
const cpuNote = (r: LoadResult) =>
  r.serverCpuMsPerRequest === undefined
    ? ''
    : `; CPU/request: server ${r.serverCpuMsPerRequest.toFixed(2)} ms${r.dbCpuMsPerRequest === undefined ? '' : `, database ${r.dbCpuMsPerRequest.toFixed(2)} ms`}`;
const short = (r: LoadResult) => `${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}${cpuNote(r)}`;

/**
 * Measures the ceilings and the GET endpoints taking turns ({@link measureInterleaved}, `settings.rounds` rounds):
 * the ceiling (same bytes from memory); the same-SQL ceiling (bench/ceiling-sql.ts, with a PostgreSQL
 * `databaseUrl`); GET /api/taxi-services first page as a guest (uncompressed like the ceilings; the guests'
 * shared page, api/http/guest-cache.ts), the same with `Accept-Encoding: br, gzip` (what browsers send), the same
 * first page as a signed-in member (never cached: the same SQL as the same-SQL ceiling, plus the session); a page
 * about `rows / 2` rows deep in the cursor; GET /api/auth/user with a session; an unknown API path (404 through
 * the middleware chain). Then POST /api/taxi-services with a session and a fresh Idempotency-Key per request,
 * last because it adds rows.
 */
export async function benchApi(
  server: Child,
  settings: LoadSettings,
  opts: { rows: number; workDir: string; dbPids: () => Promise<number[]> | null; databaseUrl?: string | undefined },
): Promise<ApiResults> {
  const origin = server.origin;
  const cpu = async () => {
    const db = opts.dbPids();
    return { server: cpuMsOf([server.process.pid!]), db: db ? cpuMsOf(await db) : null };
  };
  const listPath = '/api/taxi-services';
  const getHeaders = { accept: 'application/json' };
  const load = { connections: settings.connections, duration: settings.duration, warmup: settings.warmup };

  // The ceiling serves the exact bytes and headers of a real first page.
  const first = await captureResponse(origin + listPath);
  if (first.status !== 200) throw new Error(`GET ${listPath} answered ${first.status}: ${first.body.toString()}`);
  const responseFile = path.join(opts.workDir, 'ceiling-response.json');
  writeFileSync(responseFile, JSON.stringify({ headers: first.headers, bodyBase64: first.body.toString('base64') }));
  const deep = await cursorAt(origin, Math.floor(opts.rows / 2));
  const deepPath = `${listPath}?cursor=${deep.cursor}`;
  const cookie = await login(origin, BENCH_USERS.api, BENCH_PASSWORD);

  const ceiling = await startCeiling({ port: await freePort(), responseFile });
  const sqlCeiling = opts.databaseUrl ? await startSqlCeiling({ port: await freePort(), responseFile, databaseUrl: opts.databaseUrl }) : null;
  let gets: Record<'ceiling' | 'list' | 'listBr' | 'listMember' | 'deep' | 'user' | 'notFound', LoadResult> & { sqlCeiling?: LoadResult };
  try {
    const targets: Record<string, LoadOptions> = {
        ceiling: { url: ceiling.origin + listPath, headers: getHeaders, cpu: async () => ({ server: cpuMsOf([ceiling.process.pid!]), db: null }), ...load },
        ...(sqlCeiling
          ? {
              sqlCeiling: {
                url: sqlCeiling.origin + listPath,
                headers: getHeaders,
                cpu: async () => {
                  const db = opts.dbPids();
                  return { server: cpuMsOf([sqlCeiling.process.pid!]), db: db ? cpuMsOf(await db) : null };
                },
                ...load,
              },
            }
          : {}),
        list: { url: origin + listPath, headers: getHeaders, cpu, ...load },
        listBr: { url: origin + listPath, headers: { ...getHeaders, 'accept-encoding': 'br, gzip' }, cpu, ...load },
        listMember: { url: origin + listPath, headers: { ...getHeaders, cookie }, cpu, ...load },
        deep: { url: origin + deepPath, headers: getHeaders, cpu, ...load },
        user: { url: `${origin}/api/auth/user`, headers: { ...getHeaders, cookie }, cpu, ...load },
        notFound: { url: `${origin}/api/no-such-endpoint`, headers: getHeaders, cpu, ...load },
    };
    gets = (await measureInterleaved(targets, settings.rounds)) as typeof gets;
  } finally {
    await ceiling.stop();
    await sqlCeiling?.stop();
  }
  const post = await measureLoad({
    url: origin + listPath,
    method: 'POST',
    headers: { ...getHeaders, 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify(taxiBody()),
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
    cpu,
    ...load,
  });

  const endpoints: EndpointResult[] = [];
  const add = (name: string, method: string, p: string, r: LoadResult, note?: string) => {
    endpoints.push({
      name,
      method,
      path: p,
      ...(note ? { note } : {}),
      ...r,
      ceilingRatio: gets.ceiling.rps > 0 ? r.rps / gets.ceiling.rps : null,
      sqlCeilingRatio: gets.sqlCeiling && gets.sqlCeiling.rps > 0 ? r.rps / gets.sqlCeiling.rps : null,
    });
    log(`${name}: ${short(r)}`);
  };
  add('ceiling', 'GET', listPath, gets.ceiling, 'bare Koa, same body and headers from memory');
  if (gets.sqlCeiling) add('same-SQL ceiling', 'GET', listPath, gets.sqlCeiling, 'bare Koa + pg: the first page\'s SQL per request, same bytes');
  add('taxi list, first page', 'GET', listPath, gets.list, "guest, identity encoding (like the ceilings); guests' shared page");
  add('taxi list, first page, br', 'GET', listPath, gets.listBr, 'Accept-Encoding: br, gzip');
  add('taxi list, first page, member', 'GET', listPath, gets.listMember, 'signed-in: never cached (the same SQL as the same-SQL ceiling, plus the session)');
  add(`taxi list, page ~${deep.rowsSkipped} rows deep`, 'GET', deepPath, gets.deep, 'cursor followed from the first page');
  add('current user', 'GET', '/api/auth/user', gets.user, 'signed-in session');
  add('unknown API path (404)', 'GET', '/api/no-such-endpoint', gets.notFound, 'the middleware chain and the error contract');
  add('post taxi request', 'POST', listPath, post, 'signed-in, a new Idempotency-Key per request');
  return { settings, firstPageBytes: first.body.length, ceilingHeaders: first.headers, deepCursorRowsSkipped: deep.rowsSkipped, endpoints };
}

/**
 * The first page (guest, identity encoding) of each server with the same load, taking turns — the points of the
 * scaling curve (p95 at each table size).
 */
export async function firstPageAcross(
  servers: { key: string; server: Child; dbPids: () => Promise<number[]> | null }[],
  settings: LoadSettings,
): Promise<Record<string, LoadResult>> {
  const targets: Record<string, LoadOptions> = {};
  for (const { key, server, dbPids } of servers) {
    targets[key] = {
      url: `${server.origin}/api/taxi-services`,
      headers: { accept: 'application/json' },
      connections: settings.connections,
      duration: settings.duration,
      warmup: settings.warmup,
      cpu: async () => {
        const db = dbPids();
        return { server: cpuMsOf([server.process.pid!]), db: db ? cpuMsOf(await db) : null };
      },
    };
  }
  return measureInterleaved(targets, settings.rounds);
}
