/**
 * Process entry: config → database (+ migrations, + first-start seed) → app → listen. SIGTERM/SIGINT stop
 * accepting connections, let in-flight requests finish (10 s at most), close the database and exit.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { migrateUp, openOrm } from './db/orm.ts';
import { seedDemoData } from './db/seed.ts';
import { createApp } from './app.ts';
import { createLogger } from './http/logger.ts';
import { purgeExpiredSessions } from './http/session-store.ts';
import { purgeExpiredIdempotencyKeys } from './http/idempotency.ts';
import { createMailer } from './services/mail.ts';
import { promoteConfiguredAdmin } from './modules/auth/admin-role.ts';
import { createRateLimiters, purgeExpiredRateLimits } from './http/rate-limit.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const orm = await openOrm(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'db') });
const applied = await migrateUp(orm);
if (applied.length) logger.info({ applied }, 'migrations applied');
if (await promoteConfiguredAdmin(orm, config.adminEmail)) logger.info({ email: config.adminEmail }, 'ADMIN_EMAIL account promoted to admin');
const seeded = await seedDemoData(orm.em.fork(), { adminEmail: config.adminEmail });
for (const account of seeded.createdAccounts) {
  // Printed once, on the start that creates the account; the password is not stored anywhere in clear.
  console.log(`\n  Created ${account.role} account ${account.email} with initial password: ${account.password}\n`);
}

const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
const rateLimiters = createRateLimiters({ orm, redisUrl: config.redisUrl });
const app = createApp({ config, orm, logger, mailer, rateLimiters });
const server = createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(config.port, config.host, () => {
  logger.info({ port: config.port, database: config.databaseUrl ? 'postgresql' : 'pglite' }, `listening on ${config.publicUrl}`);
});

const purge = setInterval(() => {
  purgeExpiredSessions(orm).catch((err) => logger.warn({ err }, 'session purge failed'));
  purgeExpiredIdempotencyKeys(orm).catch((err) => logger.warn({ err }, 'idempotency key purge failed'));
  purgeExpiredRateLimits(orm).catch((err) => logger.warn({ err }, 'rate limit purge failed'));
}, 60 * 60 * 1000);
purge.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  clearInterval(purge);
  const force = setTimeout(() => {
    logger.warn('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.once('close', () => resolve()));
  await rateLimiters.close();
  await orm.close(true);
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
