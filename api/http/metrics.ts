import type { Middleware } from 'koa';
import client from 'prom-client';
import type { Orm } from '../db/orm.ts';

/**
 * Prometheus metrics (decision 097): request count and latency per declared route template (koa-router's matched
 * path, never the raw URL; `unmatched` otherwise) and status class, default process metrics (event-loop lag, heap,
 * CPU), and the job queue depth by status (one SQL count on each scrape).
 */
export interface Metrics {
  /** Per-request middleware: one timer, two observations. Put it first. */
  middleware: Middleware;
  /** GET /metrics when `token` is set and `Authorization: Bearer <token>` matches; any other /metrics request → 404. */
  endpoint(token: string | undefined): Middleware;
}

/** Builds a metrics registry for one app (own registry: tests build several apps in one process). */
export function createMetrics(orm: Orm): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new client.Counter({ name: 'http_requests_total', help: 'HTTP requests by route template and status class', labelNames, registers: [registry] });
  const latency = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route template and status class (s)',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new client.Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows: { status: string; n: string | number }[] = await orm.em.fork().getConnection().execute('select status, count(*) as n from jobs group by status');
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      } catch {
        // Database unreachable: the gauge is left empty; /api/health/ready reports the cause.
      }
    },
  });
  return {
    async middleware(ctx, next) {
      const start = process.hrtime.bigint();
      try {
        await next();
      } finally {
        const route = (ctx as { _matchedRoute?: string })._matchedRoute;
        const labels = { method: ctx.method, route: typeof route === 'string' ? route : 'unmatched', status_class: `${Math.floor(ctx.status / 100)}xx` };
        requests.inc(labels);
        latency.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
      }
    },
    endpoint(token) {
      return async (ctx, next) => {
        if (ctx.path !== '/metrics') return next();
        if (ctx.method !== 'GET' || !token || ctx.get('authorization') !== `Bearer ${token}`) {
          ctx.status = 404;
          ctx.body = { message: 'Not found', code: 'not_found' };
          return;
        }
        ctx.set('Content-Type', registry.contentType);
        ctx.body = await registry.metrics();
      };
    },
  };
}
