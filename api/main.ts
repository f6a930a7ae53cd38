/**
 * Process entry: config → database (+ migrations, + first-start seed) → app → listen, and the background jobs and
 * schedules (api/background.ts). SIGTERM/SIGINT turn the process not-ready (GET /api/health/ready → 503), keep serving
 * for a drain time, then stop accepting connections and claiming jobs, let in-flight requests and jobs finish (10 s
 * at most), close the database and exit.
 */
import path from 'node:path';
import { loadConfig } from './config.ts';
import { migrateUp, underStartupLock } from './db/orm.ts';
import { openOrm } from './registry.ts';
import { seedDemoData } from './seed.ts';
import { createApp } from './app.ts';
import { createLogger } from './http/logger.ts';
import { purgeExpiredSessions } from './http/session-store.ts';
import { purgeExpiredIdempotencyKeys } from './http/idempotency.ts';
import { createMailer } from './services/mail.ts';
import { promoteConfiguredAdmin } from './modules/auth/admin-role.ts';
import { createRateLimiters, purgeExpiredRateLimits } from './http/rate-limit.ts';
import { createBackgroundWork } from './background.ts';
import { systemClock } from './services/clock.ts';
import { markShuttingDown } from './modules/health/readiness.ts';
import { createHttpServer, listenAndLog } from './http/http-server.ts';
import { describeProxyTrust } from './http/proxy-trust.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const orm = await openOrm(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'db') });
const applied = await migrateUp(orm);
if (applied.length) logger.info({ applied }, 'migrations applied');
// Several processes starting together on a fresh database would race to create the same accounts: one at a time
// (the seed is idempotent, so the later ones find everything there; decision 098).
const seeded = await underStartupLock(orm, async () => {
  if (await promoteConfiguredAdmin(orm, config.adminEmail)) logger.info({ email: config.adminEmail }, 'ADMIN_EMAIL account promoted to admin');
  return seedDemoData(orm.em.fork(), { adminEmail: config.adminEmail, config });
});
for (const account of seeded.createdAccounts) {
  // Printed once, on the start that creates the account; the password is not stored anywhere in clear.
  console.log(`\n  Created ${account.role} account ${account.email} with initial password: ${account.password}\n`);
}

const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
const rateLimiters = createRateLimiters({ orm, redisUrl: config.redisUrl });
const app = createApp({ config, orm, logger, mailer, rateLimiters });
// Jobs (queued mail, scheduled work) run in every server process; the jobs table makes each run once.
const background = createBackgroundWork({ services: { config, orm, logger, mailer, clock: systemClock } });
await background.start();
const server = createHttpServer(app.callback());
server.keepAliveTimeout = 65_000;
// The address as bound (0.0.0.0 in production unless HOST says otherwise), beside the public URL (decision 158).
await listenAndLog(server, {
  host: config.host,
  port: config.port,
  publicUrl: config.publicUrl,
  logger,
  fields: { database: config.databaseUrl ? 'postgresql' : 'pglite', trustProxy: describeProxyTrust(config.trustProxy) },
});

const purge = setInterval(() => {
  purgeExpiredSessions(orm).catch((err) => logger.warn({ err }, 'session purge failed'));
  purgeExpiredIdempotencyKeys(orm).catch((err) => logger.warn({ err }, 'idempotency key purge failed'));
  purgeExpiredRateLimits(orm).catch((err) => logger.warn({ err }, 'rate limit purge failed'));
}, 60 * 60 * 1000);
purge.unref();

/** How long a stopping process keeps serving after turning not-ready (ms): long enough for a readiness probe to see it. */
const SHUTDOWN_DRAIN_MS = config.isProduction ? 5_000 : 0;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Not ready first: the load balancer stops routing here while in-flight (and briefly, new) requests are still
  // served for SHUTDOWN_DRAIN_MS; then the listener closes and job workers stop (decision 095).
  markShuttingDown();
  logger.info({ signal, drainMs: SHUTDOWN_DRAIN_MS }, 'shutting down: not ready, draining');
  clearInterval(purge);
  const force = setTimeout(() => {
    logger.warn('forced exit: drain + 10 s passed');
    process.exit(1);
  }, SHUTDOWN_DRAIN_MS + 10_000);
  force.unref();
  await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
  server.close();
  server.closeIdleConnections();
  await Promise.all([new Promise<void>((resolve) => server.once('close', () => resolve())), background.stop(8_000)]);
  await rateLimiters.close();
  await orm.close(true);
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
