/**
 * Child processes of the benchmark: the production API server and the ceiling server. Each is started with the
 * project's Node (node_modules/.bin/node, the same binary `npm start` uses) as the leader of its own process
 * group, so stopping it ends everything it started; every wait is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Repository root (bench/lib/ → ../..). */
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The project's Node 24 (see docs/decisions/006-node-24-pinned.md). */
export const PROJECT_NODE = path.join(ROOT, 'node_modules/.bin/node');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `n` different free TCP ports on the loopback interface: all are held open together before being released, so
 * none is handed out twice (consecutive {@link freePort} calls may return the same port).
 */
export async function freePorts(n: number): Promise<number[]> {
  const servers = Array.from({ length: n }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
          }),
      ),
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(undefined)))));
  }
}

/** A started child process and how to reach it. */
export interface Child {
  name: string;
  origin: string;
  port: number;
  process: ChildProcess;
  /** The last lines it wrote to stderr (for error messages). */
  stderr(): string;
  /** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `node <script>` with `env` in its own process group and waits (at most `timeoutMs`) until
 * `GET <origin><readyPath>` answers 200. stdout is discarded (the production request log would otherwise be
 * parsed by this process, on the same two cores) unless `stdoutFile` names a file to append it to; stderr is kept
 * for error messages.
 */
export async function startChild(opts: {
  name: string;
  script: string;
  port: number;
  env: Record<string, string | undefined>;
  readyPath: string;
  timeoutMs?: number;
  stdoutFile?: string;
}): Promise<Child> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...opts.env })) if (v !== undefined) env[k] = v;
  const out = opts.stdoutFile ? openSync(opts.stdoutFile, 'a') : 'ignore';
  const child = spawn(PROJECT_NODE, [opts.script], { cwd: ROOT, env, detached: true, stdio: ['ignore', out, 'pipe'] });
  if (typeof out === 'number') closeSync(out);
  let err = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    err = (err + chunk).slice(-8000);
  });
  const exited = once(child, 'exit');
  const origin = `http://127.0.0.1:${opts.port}`;
  const handle: Child = {
    name: opts.name,
    origin,
    port: opts.port,
    process: child,
    stderr: () => err,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const group = -child.pid!;
      try {
        process.kill(group, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          // already gone
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.name} exited with code ${child.exitCode} before it was ready:\n${err}`);
    try {
      const res = await fetch(origin + opts.readyPath, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        await res.arrayBuffer();
        return handle;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await handle.stop(2000);
      throw new Error(`${opts.name} was not ready within ${opts.timeoutMs ?? 60_000} ms:\n${err}`);
    }
    await sleep(100);
  }
}

/** The environment of the production server for the benchmark (NODE_ENV=production, loopback only). */
export function productionEnv(opts: { port: number; dataDir: string; databaseUrl?: string | undefined; sessionSecret: string }) {
  return {
    NODE_ENV: 'production',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
    SESSION_SECRET: opts.sessionSecret,
    // Mail and payments stay on their development adapters (no SMTP_URL, no Stripe keys).
    SMTP_URL: undefined,
    STRIPE_SECRET_KEY: undefined,
  };
}

/** Starts the production server (`node api/main.ts`) on an existing, migrated and seeded database. */
export function startApiServer(opts: { port: number; dataDir: string; databaseUrl?: string | undefined; sessionSecret: string }): Promise<Child> {
  return startChild({ name: 'api server', script: 'api/main.ts', port: opts.port, env: productionEnv(opts), readyPath: '/api/health', timeoutMs: 90_000 });
}

/**
 * Starts the ceiling (bench/ceiling.ts): a bare Koa server answering every request with the body and headers
 * stored in `responseFile` (JSON `{ headers, bodyBase64 }`).
 */
export function startCeiling(opts: { port: number; responseFile: string }): Promise<Child> {
  return startChild({
    name: 'ceiling server',
    script: 'bench/ceiling.ts',
    port: opts.port,
    env: { CEILING_PORT: String(opts.port), CEILING_RESPONSE_FILE: opts.responseFile },
    readyPath: '/',
    timeoutMs: 20_000,
  });
}

/**
 * Starts the same-SQL ceiling (bench/ceiling-sql.ts): a bare Koa server running the first page's SQL per request
 * through a plain PostgreSQL client on `databaseUrl`, answering with the stored body and headers.
 */
export function startSqlCeiling(opts: { port: number; responseFile: string; databaseUrl: string }): Promise<Child> {
  return startChild({
    name: 'same-SQL ceiling server',
    script: 'bench/ceiling-sql.ts',
    port: opts.port,
    env: { CEILING_PORT: String(opts.port), CEILING_RESPONSE_FILE: opts.responseFile, CEILING_DATABASE_URL: opts.databaseUrl },
    readyPath: '/',
    timeoutMs: 20_000,
  });
}

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system, ms) used so far by the processes `pids` (all their threads), read from /proc; a
 * process that has gone counts 0. Robust where req/s is not: another job on the machine slows a request down but
 * does not make it cost more CPU.
 */
export function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / USER_HZ;
}
