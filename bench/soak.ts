/**
 * `npm run bench -- --soak [--minutes M] [--concurrency N]` — the soak of issue 20 item 5 (decision 141): a bounded,
 * paced mixed load (guest list reads, a member's own account, taxi posts with Idempotency-Keys, logins, photo
 * uploads through the S3 presigned URL) for M minutes (default 10) through HAProxy against two production app
 * processes on PostgreSQL, Redis and s3rver (the cluster of ops/cluster/). Reports operations, errors, p50/p95/p99
 * per operation and overall, and each process's resident memory (RSS, /proc) sampled every 5 s: drift = median of
 * the last minute over the median of the minute after warm-up (the first 20 % of the run, at least 30 s). Passes with 0
 * errors and a drift under 10 % for each process. Never part of `npm test`; needs PostgreSQL, Redis and HAProxy
 * (.ci/run shows how they are started). Results: stdout and bench/results/soak-latest.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { registerMember, type Member } from '../ops/cluster/client.ts';
import { startCluster, type Cluster } from '../ops/cluster/cluster.ts';
import { percentile, startLoad, type Operation } from '../ops/cluster/load.ts';
import { ROOT } from './lib/processes.ts';
import { int, ms, table } from './lib/report.ts';

/**
 * Members the load speaks as, per started 10 minutes of the run: each takes its turn for an upload, and ~1,300
 * uploads in 10 minutes over 40 members keep each under its 60 an hour (api/http/rate-limit.ts). A 30-minute run
 * with 40 members ran out of allowance after 19 minutes (429s counted as errors).
 */
const MEMBERS_PER_10_MINUTES = 40;
/** The mix, by weight: mostly reads, some posts, a few logins and uploads. */
const MIX: Partial<Record<Operation, number>> = { list: 8, me: 5, post: 4, login: 2, upload: 1 };
/** Pause between two operations of one loop (ms): a steady load, not the most the machine can take. */
const PAUSE_MS = 100;
/** RSS sampling interval (ms). */
const SAMPLE_MS = 5_000;
/** Largest accepted RSS drift after warm-up. */
const MAX_DRIFT = 0.1;

/** Resident memory of `pid` in bytes (VmRSS), or NaN when it is gone. */
function rssOf(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const kbLine = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kbLine ? Number(kbLine[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const median = (values: number[]) => percentile(values, 50);
const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1e6).toFixed(1)} MB` : '—');

/** Runs the soak with `argv` (without `--soak`); returns the process exit code (0 = passed). */
export async function runSoak(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { minutes: { type: 'string' }, concurrency: { type: 'string' } }, strict: true });
  const minutes = Number(values.minutes ?? 10);
  const concurrency = Math.round(Number(values.concurrency ?? 6));
  if (!(minutes > 0 && minutes <= 120)) throw new Error('--minutes must be between 0 and 120');
  if (!(concurrency >= 1 && concurrency <= 64)) throw new Error('--concurrency must be between 1 and 64');
  const durationMs = minutes * 60_000;
  const memberCount = MEMBERS_PER_10_MINUTES * Math.ceil(minutes / 10);
  const warmupMs = Math.max(30_000, durationMs * 0.2);
  if (durationMs < warmupMs + 120_000) throw new Error(`--minutes ${minutes} leaves less than two minutes after the ${warmupMs / 1000} s warm-up: use at least 3`);

  let cluster: Cluster | undefined;
  const stopAll = async () => {
    await cluster?.close();
    cluster = undefined;
  };
  const bail = (why: string) => {
    console.error(`\n${why}: stopping the cluster…`);
    void stopAll().finally(() => process.exit(1));
  };
  process.on('SIGINT', () => bail('interrupted'));
  process.on('SIGTERM', () => bail('terminated'));
  const watchdog = setTimeout(() => bail('the soak ran over its time limit'), durationMs + 5 * 60_000);
  watchdog.unref();

  const loadBefore = os.loadavg();
  console.log(`# Soak — ${new Date().toISOString()}`);
  console.log(`  ${os.cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, Node ${process.version}`);
  console.log(`  ${minutes} min, ${concurrency} loops pausing ${PAUSE_MS} ms, mix ${JSON.stringify(MIX)}, warm-up ${(warmupMs / 1000).toFixed(0)} s`);
  try {
    const databaseUrl = process.env.DATABASE_URL ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString() : undefined;
    cluster = await startCluster({ ...(databaseUrl ? { databaseUrl } : {}), ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}), logLevel: 'warn' });
    const { origin } = cluster;
    console.log(`  cluster up: HAProxy ${origin} → ${cluster.apps.map((a) => a.origin).join(', ')}`);
    const members: Member[] = [];
    for (let i = 0; i < memberCount; i++) members.push(await registerMember(origin, origin));
    const photo = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#b5533c' } }).jpeg({ quality: 80 }).toBuffer();

    const samples: { t: number; rss: number[] }[] = [];
    const t0 = performance.now();
    const load = startLoad({ base: origin, origin, members, concurrency, mix: MIX, photo, pauseMs: PAUSE_MS });
    let lastReport = 0;
    while (performance.now() - t0 < durationMs) {
      await sleep(SAMPLE_MS);
      const t = performance.now() - t0;
      samples.push({ t, rss: cluster.apps.map((app) => rssOf(app.pid())) });
      if (t - lastReport >= 60_000) {
        lastReport = t;
        console.log(`  ${(t / 60_000).toFixed(1)} min: ${int(load.done())} operations, RSS ${samples.at(-1)!.rss.map(mb).join(' / ')}`);
      }
    }
    const result = await load.stop();

    const all = Object.values(result.latencies).flat();
    const total = all.length;
    const rows = (Object.keys(result.counts) as Operation[])
      .filter((op) => result.counts[op] > 0)
      .map((op) => [op, int(result.counts[op]), ms(percentile(result.latencies[op], 50)), ms(percentile(result.latencies[op], 95)), ms(percentile(result.latencies[op], 99))]);
    rows.push(['all', int(total), ms(percentile(all, 50)), ms(percentile(all, 95)), ms(percentile(all, 99))]);
    console.log(`\n${table(['operation', 'count', 'p50', 'p95', 'p99'], rows)}`);
    console.log(`\n  ${int(total)} operations in ${(result.ms / 1000).toFixed(0)} s (${(total / (result.ms / 1000)).toFixed(1)}/s), errors: ${result.failureCount}`);
    for (const f of result.failures.slice(0, 10)) console.log(`    at ${(f.at / 1000).toFixed(1)} s ${f.op}: ${f.what}`);

    const window = (from: number, to: number) => samples.filter((s) => s.t >= from && s.t < to);
    const after = window(warmupMs, warmupMs + 60_000);
    const last = window(durationMs - 60_000, Number.POSITIVE_INFINITY);
    const memory = cluster.apps.map((app, i) => {
      const base = median(after.map((s) => s.rss[i]!));
      const end = median(last.map((s) => s.rss[i]!));
      return { name: app.name, afterWarmup: base, end, peak: Math.max(...samples.map((s) => s.rss[i]!)), drift: (end - base) / base };
    });
    console.log(`\n${table(['process', 'RSS after warm-up', 'RSS at the end', 'peak', 'drift'], memory.map((m) => [m.name, mb(m.afterWarmup), mb(m.end), mb(m.peak), `${(m.drift * 100).toFixed(1)}%`]))}`);
    const loadAfter = os.loadavg();
    const passed = result.failureCount === 0 && memory.every((m) => m.drift < MAX_DRIFT);
    console.log(`\n  load average after: ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}`);
    console.log(`  ${passed ? 'PASSED' : 'FAILED'}: ${result.failureCount} errors (goal 0), RSS drift ${memory.map((m) => `${(m.drift * 100).toFixed(1)}%`).join(' / ')} (goal < ${MAX_DRIFT * 100}%)`);

    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/soak-latest.json'),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          minutes,
          concurrency,
          pauseMs: PAUSE_MS,
          mix: MIX,
          members: memberCount,
          warmupSeconds: warmupMs / 1000,
          loadAverage: { before: loadBefore, after: loadAfter },
          operations: result.counts,
          errors: result.failureCount,
          failures: result.failures,
          latencyMs: Object.fromEntries(
            [...(Object.keys(result.latencies) as Operation[]).map((op) => [op, result.latencies[op]] as const), ['all', all] as const]
              .filter(([, v]) => v.length)
              .map(([op, v]) => [op, { p50: percentile(v, 50), p95: percentile(v, 95), p99: percentile(v, 99) }]),
          ),
          memory,
          rssSamples: samples.map((s) => ({ t: Math.round(s.t / 1000), rss: s.rss })),
          passed,
        },
        null,
        2,
      )}\n`,
    );
    return passed ? 0 : 1;
  } finally {
    await stopAll();
  }
}
