/**
 * HAProxy (Debian's package, /usr/sbin/haproxy) in front of the app processes, started by the cluster harness on
 * loopback ports with a generated config, in the foreground (`-db`) as the leader of its own process group. The
 * same settings are what ops/deploy/haproxy.cfg gives a real deployment (decision 098).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpointPath } from '#shared/contracts/contract.ts';
import { healthContract } from '#shared/health/contract.ts';

/** Where Debian installs HAProxy (`apt-get install -y haproxy`). */
export const HAPROXY_BIN = '/usr/sbin/haproxy';

/** One backend server: its name in HAProxy and its loopback port. */
export interface Backend {
  name: string;
  port: number;
}

/**
 * The frontend rules that make the client address HAProxy's to tell (decision 158): X-Forwarded-For is overwritten
 * with the peer's address — not appended, as `option forwardfor` does, which left a client-written address at the
 * left where Koa looked — and the app trusts exactly one proxy (TRUST_PROXY=true, the right-most entry). The
 * protocol is HAProxy's own; a client's X-Forwarded-Host, Forwarded and X-Real-IP are dropped. ops/deploy/haproxy.cfg
 * carries the same lines (ops/cluster.test.ts checks it).
 */
export const FORWARDED_HEADER_RULES = [
  'http-request set-header X-Forwarded-For %[src]',
  'http-request set-header X-Forwarded-Proto https if { ssl_fc }',
  'http-request set-header X-Forwarded-Proto http unless { ssl_fc }',
  'http-request del-header X-Forwarded-Host',
  'http-request del-header Forwarded',
  'http-request del-header X-Real-IP',
] as const;

/**
 * The HAProxy config of the test cluster: round robin over `backends`, health checks on GET /api/health/ready every
 * 500 ms (a check may take 3 s; down after 3 failures, up after 2 successes), retries of requests that never reached
 * a server, the {@link FORWARDED_HEADER_RULES}, an X-Request-Id made here when the client sent none (passed to the
 * app, which logs it), and a log line per request on stdout that carries the same id. The stats page (CSV at
 * `/haproxy-stats;csv`) tells the harness which servers are up.
 */
export function haproxyConfig(opts: { port: number; backends: Backend[] }): string {
  return `global
  log stdout format raw local0 info
  maxconn 2000

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # A request that never reached a server (refused, reset before an answer) goes to another one.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  unique-id-format %{+X}o\\ %ci-%cp-%fi-%fp-%Ts-%rt-%pid

frontend web
  bind 127.0.0.1:${opts.port}
  # The client is the peer HAProxy sees, never what the client wrote (decision 158).
${FORWARDED_HEADER_RULES.map((rule) => `  ${rule}`).join('\n')}
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  http-request capture req.hdr(x-request-id) len 64
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %{+Q}r rid=%[capture.req.hdr(0)]"
  # HAProxy's own view of the servers (CSV at /haproxy-stats;csv), on the same port: one port fewer to collide.
  stats enable
  stats uri /haproxy-stats
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth ${healthContract.endpoints.ready.method} uri ${endpointPath(healthContract.endpoints.ready)}
  http-check expect status 200
  # A check may take up to 3 s on a loaded machine before it counts as failed; 3 failures take a server out.
  timeout check 3s
  default-server check inter 500ms fastinter 250ms downinter 500ms fall 3 rise 2
${opts.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join('\n')}

`;
}

/** A running HAProxy. */
export interface Haproxy {
  origin: string;
  process: ChildProcess;
  /** `UP`, `DOWN`, `MAINT`… of each backend server, from the stats CSV. */
  serverStatus(): Promise<Record<string, string>>;
  /** Waits (at most `timeoutMs`) until every server in `names` has `status` in HAProxy's eyes. */
  waitFor(names: string[], status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Writes the config into `dir`, starts HAProxy and waits (≤ 20 s) until its stats page answers. */
export async function startHaproxy(opts: { dir: string; port: number; backends: Backend[] }): Promise<Haproxy> {
  const config = path.join(opts.dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(opts));
  const log = openSync(path.join(opts.dir, 'haproxy.log'), 'a');
  const child = spawn(HAPROXY_BIN, ['-f', config, '-db'], { detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = once(child, 'exit');
  const statsUrl = `http://127.0.0.1:${opts.port}/haproxy-stats;csv`;

  const serverStatus = async () => {
    const res = await fetch(statsUrl, { signal: AbortSignal.timeout(2000) });
    const lines = (await res.text()).trim().split('\n');
    const header = lines[0]!.replace(/^# /, '').split(',');
    const [px, sv, st] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
    const out: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      if (cells[px!] === 'app' && cells[sv!] !== 'BACKEND' && cells[sv!] !== 'FRONTEND') out[cells[sv!]!] = cells[st!]!;
    }
    return out;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      return;
    }
    await exited;
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}: see ${opts.dir}/haproxy.log`);
    try {
      await serverStatus();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`haproxy's stats page did not answer within 20 s: see ${opts.dir}/haproxy.log`);
      }
      await sleep(100);
    }
  }

  return {
    origin: `http://127.0.0.1:${opts.port}`,
    process: child,
    serverStatus,
    async waitFor(names, status, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      let last: Record<string, string> = {};
      for (;;) {
        last = await serverStatus().catch(() => last);
        if (names.every((n) => last[n] === status)) return;
        if (Date.now() > until) throw new Error(`haproxy did not see ${names.join(', ')} ${status} within ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
        await sleep(100);
      }
    },
    stop,
  };
}
