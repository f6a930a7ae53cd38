/**
 * One load measurement with autocannon: a short warm-up (discarded), then `duration` seconds with `connections`
 * keep-alive connections. Latencies are recorded per response in milliseconds with sub-millisecond precision
 * (autocannon's own histogram counts whole milliseconds), and p50/p95/p99 are read from them.
 */
import autocannon, { type Request } from 'autocannon';

/** The outcome of one endpoint's measurement. */
export interface LoadResult {
  /** Completed requests per second (all statuses). */
  rps: number;
  /** Latency percentiles and maximum, ms. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses counted. */
  requests: number;
  /** Non-2xx responses + socket errors (timeouts included). */
  errors: number;
  non2xx: number;
  /** Socket errors, timeouts included (autocannon counts a timeout as an error too). */
  socketErrors: number;
  timeouts: number;
  /** Response status → count. */
  statuses: Record<string, number>;
  /** Bytes per second received. */
  bytesPerSecond: number;
  connections: number;
  durationSeconds: number;
  /** CPU ms per response of the server process and of its database backends (when measured). */
  serverCpuMsPerRequest?: number;
  dbCpuMsPerRequest?: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds of measurement. */
  duration: number;
  /** Seconds of warm-up before (same settings, not counted). */
  warmup?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (e.g. a fresh Idempotency-Key). */
  setupRequest?: Request['setupRequest'];
  /** Cumulative CPU ms of the server and of its database, read before and after the measured run. */
  cpu?: () => Promise<{ server: number; db: number | null }>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function runOnce(opts: LoadOptions, duration: number, record: boolean) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration,
    timeout: 10,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
    requests: [
      {
        method: opts.method ?? 'GET',
        ...(opts.headers ? { headers: opts.headers } : {}),
        ...(opts.body !== undefined ? { body: opts.body } : {}),
        ...(opts.setupRequest ? { setupRequest: opts.setupRequest } : {}),
      },
    ],
  });
  if (record) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  return { result, latencies };
}

/** What one or more measured runs of the same target add up to. */
interface Tally {
  latencies: number[];
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytes: number;
  statuses: Record<string, number>;
  cpuServer: number;
  cpuDb: number | null;
  cpuMeasured: boolean;
}

const emptyTally = (): Tally => ({ latencies: [], seconds: 0, non2xx: 0, errors: 0, timeouts: 0, bytes: 0, statuses: {}, cpuServer: 0, cpuDb: 0, cpuMeasured: false });

async function measureInto(tally: Tally, opts: LoadOptions, duration: number): Promise<void> {
  const cpuBefore = await opts.cpu?.();
  const { result, latencies } = await runOnce(opts, duration, true);
  const cpuAfter = await opts.cpu?.();
  for (const ms of latencies) tally.latencies.push(ms);
  tally.seconds += (result.finish.getTime() - result.start.getTime()) / 1000 || result.duration;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.timeouts += result.timeouts;
  tally.bytes += result.throughput.total ?? 0;
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) tally.statuses[code] = (tally.statuses[code] ?? 0) + count;
  if (cpuBefore && cpuAfter) {
    tally.cpuMeasured = true;
    tally.cpuServer += cpuAfter.server - cpuBefore.server;
    tally.cpuDb = cpuBefore.db === null || cpuAfter.db === null || tally.cpuDb === null ? null : tally.cpuDb + (cpuAfter.db - cpuBefore.db);
  }
}

function summarize(tally: Tally, connections: number): LoadResult {
  const sorted = Float64Array.from(tally.latencies).sort();
  const requests = sorted.length;
  return {
    rps: requests / tally.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: requests ? sorted[requests - 1]! : Number.NaN,
    requests,
    errors: tally.non2xx + tally.errors,
    non2xx: tally.non2xx,
    socketErrors: tally.errors,
    timeouts: tally.timeouts,
    statuses: tally.statuses,
    bytesPerSecond: tally.bytes / tally.seconds,
    connections,
    durationSeconds: tally.seconds,
    ...(tally.cpuMeasured && requests > 0
      ? {
          serverCpuMsPerRequest: tally.cpuServer / requests,
          ...(tally.cpuDb !== null ? { dbCpuMsPerRequest: tally.cpuDb / requests } : {}),
        }
      : {}),
  };
}

/** Measures `opts.url` under load in one run; see {@link LoadResult}. */
export async function measureLoad(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmup && opts.warmup > 0) await runOnce(opts, opts.warmup, false);
  const tally = emptyTally();
  await measureInto(tally, opts, opts.duration);
  return summarize(tally, opts.connections);
}

/**
 * Measures several targets taking turns: each is warmed up once, then `rounds` rounds run every target for
 * `duration / rounds` seconds in turn, and each target's numbers are those of all its rounds together. Targets
 * compared with each other (the API and its ceiling, two table sizes) thus see the same drift of a shared
 * machine, instead of one getting a quiet minute and the other a busy one.
 */
export async function measureInterleaved<K extends string>(targets: Record<K, LoadOptions>, rounds: number): Promise<Record<K, LoadResult>> {
  const keys = Object.keys(targets) as K[];
  for (const key of keys) {
    const opts = targets[key];
    if (opts.warmup && opts.warmup > 0) await runOnce(opts, opts.warmup, false);
  }
  const tallies = Object.fromEntries(keys.map((k) => [k, emptyTally()])) as Record<K, Tally>;
  for (let round = 0; round < rounds; round++) {
    for (const key of keys) await measureInto(tallies[key], targets[key], targets[key].duration / rounds);
  }
  return Object.fromEntries(keys.map((k) => [k, summarize(tallies[k], targets[k].connections)])) as Record<K, LoadResult>;
}
