import { healthContract } from '#shared/health/contract.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { isShuttingDown, pendingMigrations, pingDatabase } from './readiness.ts';

/**
 * GET /api/health → 200 `{status:"ok",db:"ok"}`, or 503 `{status:"error",db:"unreachable"}` (database check ≤ 2 s).
 * GET /api/health/live → 200 `{status:"ok"}` while the process serves.
 * GET /api/health/ready → 200 when ready, else 503 with the same body naming what is wrong (decision 095).
 * Method, path, access and schemas are the contract's (shared/health/contract.ts, decision 182).
 */
export function healthRoutes({ orm }: ModuleDeps): RouteDef[] {
  const endpoints = healthContract.endpoints;
  return [
    bindRoute(endpoints.health, {
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
    bindRoute(endpoints.live, {
      handler: () => ({ status: 'ok' }) as const,
    }),
    bindRoute(endpoints.ready, {
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
