import type { Orm } from '../../db/orm.ts';

/**
 * Process readiness state (docs/decisions/095-readiness-and-shutdown.md). A process is ready when it is not
 * shutting down, every committed migration is applied (checked once per ORM, then cached) and the database answers
 * within {@link DB_CHECK_MS}.
 */
let shuttingDown = false;

/** Database check bound for /api/health and /api/health/ready (ms). */
export const DB_CHECK_MS = 2000;

/** Marks the process as shutting down: /api/health/ready answers 503 from now on (SIGTERM, api/main.ts). */
export function markShuttingDown(value = true): void {
  shuttingDown = value;
}

/** True after {@link markShuttingDown}. */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

const pendingByOrm = new WeakMap<Orm, Promise<string[]>>();

/**
 * Names of committed migrations the database has not applied. Computed once per ORM and cached (a process applies
 * migrations at start; the answer does not change while it runs). A failed check is not cached.
 */
export function pendingMigrations(orm: Orm): Promise<string[]> {
  let pending = pendingByOrm.get(orm);
  if (!pending) {
    pending = orm.migrator.getPending().then((list) => list.map((m) => m.name));
    pending.catch(() => pendingByOrm.delete(orm));
    pendingByOrm.set(orm, pending);
  }
  return pending;
}

/** Runs `select 1` on the database; rejects when it fails or takes longer than {@link DB_CHECK_MS}. */
export async function pingDatabase(orm: Orm): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      orm.em.fork().getConnection().execute('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), DB_CHECK_MS);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
