/**
 * A production-like cluster on this machine, for the multi-process tests (ops/*.test.ts) and the soak
 * (bench/soak.ts): a fresh PostgreSQL database, Redis, an S3 server (s3rver), N app processes (`node api/main.ts`,
 * NODE_ENV=production) on loopback ports behind HAProxy. The app reaches PostgreSQL, Redis and S3 through gates
 * (ops/cluster/gate.ts) that a test can cut. Nothing is installed at run time; every wait is bounded; every
 * process leads its own process group and is killed in {@link Cluster.close}. Decision 098.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { endpointPath } from '#shared/contracts/contract.ts';
import { healthContract } from '#shared/health/contract.ts';
import { freePorts, startChild, type Child } from '../../bench/lib/processes.ts';
import { startGate, type Gate } from './gate.ts';
import { HAPROXY_BIN, startHaproxy, type Haproxy } from './haproxy.ts';

/** PostgreSQL of CI and of this machine (a database is created beside it per cluster). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Redis of CI and of this machine. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** The bearer token of GET /metrics in the cluster. */
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

/** One app process: started, stopped and restarted on its own port with the same environment. */
export interface AppProcess {
  name: string;
  port: number;
  origin: string;
  /** Its stdout: the JSON log lines (pino). */
  logFile: string;
  running(): boolean;
  /** Process id while running. */
  pid(): number | undefined;
  /** Exit code of the last run once it has exited (null while running or after a signal). */
  exitCode(): number | null;
  start(): Promise<void>;
  /** SIGTERM (graceful: not ready, drain, finish, exit); SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Parsed JSON log lines written so far. */
  logLines(): Record<string, unknown>[];
}

/** A running cluster. */
export interface Cluster {
  dir: string;
  /** The HAProxy origin, which is also every process's PUBLIC_URL. */
  origin: string;
  apps: AppProcess[];
  proxy: Haproxy;
  gates: { postgres: Gate; redis: Gate; s3: Gate };
  /** Direct SQL on the cluster's database (not through the gate), for assertions. */
  sql<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** The S3 bucket of uploads. */
  bucket: string;
  /**
   * Prints what explains a failure: HAProxy's view of the servers, the end of its log, and the warnings and errors
   * of each app's log; the cluster's folder is then kept at close.
   */
  diagnose(): Promise<void>;
  close(): Promise<void>;
}

const urlWithDatabase = (base: string, name: string, port?: number) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (port) {
    url.hostname = '127.0.0.1';
    url.port = String(port);
  }
  return url.toString();
};

/** Fails with an actionable message when something the cluster needs is missing on this machine. */
async function checkPrerequisites(databaseUrl: string, redisUrl: string): Promise<void> {
  if (!existsSync(HAPROXY_BIN)) throw new Error(`${HAPROXY_BIN} is missing: apt-get install -y haproxy`);
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await admin.query('select 1');
  } catch (err) {
    throw new Error(`PostgreSQL at ${databaseUrl} does not answer (${(err as Error).message}); .ci/run starts it`, { cause: err });
  } finally {
    await admin.end();
  }
  const { hostname, port } = new URL(redisUrl);
  const { connect } = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve();
    });
    socket.setTimeout(2000, () => socket.destroy(new Error('timeout')));
    socket.on('error', (err) => reject(new Error(`Redis at ${redisUrl} does not answer (${err.message}); .ci/run starts it`)));
  });
}

/**
 * Starts the cluster: a new database `cluster_<pid>_<random>` beside `databaseUrl`, s3rver with one bucket, gates,
 * HAProxy, then `apps` processes started at the same time (so they race for migrations and the first-start seed,
 * as a real fleet does); resolves when HAProxy sees every process UP. `env` is added to every process's environment.
 * `beforeStart` runs on the migrated-or-not empty database before the processes start (e.g. to age schedules).
 */
export async function startCluster(opts: {
  apps?: number;
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
  logLevel?: string;
  beforeStart?: (sql: Cluster['sql']) => Promise<void>;
} = {}): Promise<Cluster> {
  const baseUrl = opts.databaseUrl ?? process.env.CLUSTER_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = opts.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? DEFAULT_REDIS_URL;
  await checkPrerequisites(baseUrl, redisUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-cluster-'));
  // CLUSTER_KEEP=1 (or a diagnosed failure) keeps the folder (logs, haproxy.cfg) for a look afterwards.
  let keep = Boolean(process.env.CLUSTER_KEEP);
  const cleanups: (() => Promise<void>)[] = [async () => void (keep ? console.log(`cluster files kept in ${dir}`) : rmSync(dir, { recursive: true, force: true }))];
  const close = async () => {
    const errors: unknown[] = [];
    while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => errors.push(err));
    if (errors.length) console.error('cluster teardown:', errors);
  };

  try {
    // Database
    const name = `cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: baseUrl, max: 1 });
    await admin.query(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    const db = new pg.Pool({ connectionString: urlWithDatabase(baseUrl, name), max: 2 });
    cleanups.push(() => db.end());
    const sql: Cluster['sql'] = async (text, values) => (await db.query(text, values)).rows as never;

    // S3
    const bucket = 'cluster-uploads';
    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());
    // s3rver removes a folder once its last object is deleted; a PUT into that folder at the same moment then fails
    // and takes the process down (ENOENT). A placeholder in each prefix the app writes under keeps them.
    const s3Client = new S3Client({ endpoint: `http://127.0.0.1:${s3Port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    for (const Key of ['incoming/.keep', 'objects/.keep']) await s3Client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: new Uint8Array(0), ContentLength: 0 }));
    s3Client.destroy();

    // Gates
    const pgTarget = new URL(baseUrl);
    const redisTarget = new URL(redisUrl);
    const gates = {
      postgres: await startGate({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) }),
      redis: await startGate({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) }),
      s3: await startGate({ host: '127.0.0.1', port: s3Port }),
    };
    for (const gate of Object.values(gates)) cleanups.push(() => gate.close());

    if (opts.beforeStart) await opts.beforeStart(sql);

    // Ports, all different; HAProxy takes its port at once (its servers are DOWN until the processes are ready).
    const appCount = opts.apps ?? 2;
    const [proxyPort, ...appPorts] = (await freePorts(1 + appCount)) as [number, ...number[]];
    const appNames = appPorts.map((_, i) => `app${String.fromCharCode(97 + i)}`);
    const proxy = await startHaproxy({ dir, port: proxyPort, backends: appNames.map((name, i) => ({ name, port: appPorts[i]! })) });
    cleanups.push(() => proxy.stop());
    const origin = `http://127.0.0.1:${proxyPort}`;

    // App processes
    const sessionSecret = randomBytes(32).toString('base64url');
    const gatedRedis = new URL(redisUrl);
    gatedRedis.hostname = '127.0.0.1';
    gatedRedis.port = String(gates.redis.port);
    const apps: AppProcess[] = [];
    for (let i = 0; i < appCount; i++) {
      const appName = appNames[i]!;
      const port = appPorts[i]!;
      const dataDir = path.join(dir, appName);
      mkdirSync(dataDir);
      const logFile = path.join(dir, `${appName}.log`);
      const env = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: urlWithDatabase(baseUrl, name, gates.postgres.port),
        REDIS_URL: gatedRedis.toString(),
        S3_ENDPOINT: `http://127.0.0.1:${gates.s3.port}`,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        SESSION_SECRET: sessionSecret,
        TRUST_PROXY: 'true',
        METRICS_TOKEN,
        LOG_LEVEL: opts.logLevel ?? 'info',
        ADMIN_EMAIL: 'cluster-admin@example.com',
        SMTP_URL: undefined,
        STRIPE_SECRET_KEY: undefined,
        LLM_BASE_URL: undefined,
        ...opts.env,
      };
      let child: Child | undefined;
      const app: AppProcess = {
        name: appName,
        port,
        origin: `http://127.0.0.1:${port}`,
        logFile,
        running: () => Boolean(child && child.process.exitCode === null && child.process.signalCode === null),
        pid: () => (app.running() ? child!.process.pid : undefined),
        exitCode: () => child?.process.exitCode ?? null,
        async start() {
          child = await startChild({ name: appName, script: 'api/main.ts', port, env, readyPath: endpointPath(healthContract.endpoints.ready), timeoutMs: 90_000, stdoutFile: logFile });
        },
        async stop(graceMs = 20_000) {
          await child?.stop(graceMs);
        },
        logLines() {
          if (!existsSync(logFile)) return [];
          return readFileSync(logFile, 'utf8')
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as Record<string, unknown>);
        },
      };
      apps.push(app);
    }
    cleanups.push(async () => void (await Promise.all(apps.map((app) => app.stop(8_000)))));
    await Promise.all(apps.map((app) => app.start()));
    await proxy.waitFor(apps.map((a) => a.name), 'UP', 20_000);

    const diagnose = async () => {
      keep = true;
      const tail = (file: string, n: number) => (existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-n).join('\n') : '(none)');
      const servers = await proxy.serverStatus().catch((err: unknown) => String(err));
      const apps_ = apps.map((app) => {
        const bad = app.logLines().filter((line) => Number(line.level) >= 40 || ['stopped', 'shutting down: not ready, draining', 'migrations applied'].includes(String(line.msg)));
        return `--- ${app.name} (port ${app.port}, pid ${app.pid() ?? 'not running'}, exit ${app.exitCode()}): last warnings/errors\n${bad.slice(-15).map((l) => JSON.stringify(l).slice(0, 600)).join('\n')}`;
      });
      console.error(`cluster diagnosis (${dir}):\nHAProxy servers: ${JSON.stringify(servers)}\n--- haproxy.log (last 25 lines)\n${tail(path.join(dir, 'haproxy.log'), 25)}\n${apps_.join('\n')}`);
    };
    return { dir, origin, apps, proxy, gates, sql, bucket, diagnose, close };
  } catch (err) {
    await close();
    throw err;
  }
}
