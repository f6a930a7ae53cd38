import Router from '@koa/router';
import type { Orm } from '../../db/orm.ts';
import { allow } from '../../http/access.ts';

/** GET /api/health → 200 `{status:"ok",db:"ok"}`, or 503 `{status:"error",db:"unreachable"}`. */
export function healthRouter(orm: Orm): Router {
  const router = new Router();
  router.get('/api/health', allow.public, async (ctx) => {
    try {
      await Promise.race([
        orm.em.fork().getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref()),
      ]);
      ctx.body = { status: 'ok', db: 'ok' };
    } catch (err) {
      ctx.state.log.warn({ err }, 'health check: database unreachable');
      ctx.status = 503;
      ctx.body = { status: 'error', db: 'unreachable' };
    }
  });
  return router;
}
