import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { isShuttingDown, pendingMigrations, pingDatabase } from './readiness.ts';

/** GET /api/health answer: the process and its database. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) });

/** GET /api/health/live answer: the process serves requests. */
export const liveSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/health/ready answer. `status` is `ready` only when `db` is `ok`, `migrations` is `applied` and
 * `shuttingDown` is false; `pending` lists committed migrations the database lacks.
 */
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  pending: z.array(z.string()),
  shuttingDown: z.boolean(),
});

/**
 * GET /api/health → 200 `{status:"ok",db:"ok"}`, or 503 `{status:"error",db:"unreachable"}` (database check ≤ 2 s).
 * GET /api/health/live → 200 `{status:"ok"}` while the process serves.
 * GET /api/health/ready → 200 when ready, else 503 with the same body naming what is wrong (decision 095).
 */
export function healthRoutes({ orm }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/health',
      access: 'public',
      summary: 'Health of the process and its database',
      responses: { 200: healthSchema, 503: healthSchema },
      async handler(ctx) {
        try {
          await pingDatabase(orm);
          return { status: 'ok', db: 'ok' } as const;
        } catch (err) {
          ctx.state.log.warn({ err }, 'health check: database unreachable');
          ctx.status = 503;
          ctx.body = { status: 'error', db: 'unreachable' };
        }
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/health/live',
      access: 'public',
      summary: 'Liveness: the process is up and serving',
      responses: { 200: liveSchema },
      handler: () => ({ status: 'ok' }) as const,
    }),
    defineRoute({
      method: 'GET',
      path: '/api/health/ready',
      access: 'public',
      summary: 'Readiness: database reachable, migrations applied, not shutting down',
      responses: { 200: readySchema, 503: readySchema },
      async handler(ctx) {
        const shuttingDown = isShuttingDown();
        const [db, pending] = await Promise.all([
          pingDatabase(orm).then(
            () => 'ok' as const,
            (err: unknown) => {
              ctx.state.log.warn({ err }, 'readiness: database unreachable');
              return 'unreachable' as const;
            },
          ),
          pendingMigrations(orm).catch(() => null),
        ]);
        const migrations = pending === null ? 'unknown' : pending.length ? 'pending' : 'applied';
        const ready = !shuttingDown && db === 'ok' && migrations === 'applied';
        const body = { status: ready ? 'ready' : 'not_ready', db, migrations, pending: pending ?? [], shuttingDown } as const;
        if (ready) return body;
        ctx.status = 503;
        ctx.body = body;
      },
    }),
  ];
}
