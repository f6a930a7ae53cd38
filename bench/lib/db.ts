/**
 * Throw-away databases for the benchmark, seeded in bulk. With DATABASE_URL a new PostgreSQL database is created
 * next to the given one (as api/test/harness.ts does) and dropped afterwards; without it a PGlite data directory
 * in a temporary folder, which the production server then opens as its DATA_DIR/db.
 *
 * Rows are made inside the database with `INSERT … SELECT … FROM generate_series()` in batches — one statement
 * per batch, no ORM entities, no round trip per row — so 100,000 taxi requests take seconds. Every user gets the
 * same argon2id hash (computed once), so only the logins of the benchmark pay for argon2.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateUp, type Orm } from '../../api/db/orm.ts';
import { openOrm } from '../../api/registry.ts';
import { hashPassword } from '../../api/modules/users/users.service.ts';

/** The accounts the benchmark logs in with (all share {@link BENCH_PASSWORD}). */
export const BENCH_USERS = {
  /** Session for GET /api/auth/user and POST /api/taxi-services. */
  api: 'bench-api@example.com',
  /** Owner of the posts drained from the offline outbox (counted afterwards for duplicates). */
  offline: 'bench-offline@example.com',
} as const;
export const BENCH_PASSWORD = 'bench-password-not-secret';

/** A seeded database the production server can be pointed at. */
export interface BenchDatabase {
  kind: 'postgresql' | 'pglite';
  /** DATA_DIR for the server (temporary; holds the PGlite database when there is no URL). */
  dataDir: string;
  /** DATABASE_URL for the server, or undefined for PGlite. */
  databaseUrl: string | undefined;
  rows: number;
  users: number;
  /** Seconds spent creating, migrating and seeding. */
  seedSeconds: number;
  /** Process ids of the PostgreSQL backends serving this database (empty for PGlite, which runs in the server). */
  backendPids(): Promise<number[]>;
  /** Drops the database and removes the temporary folder. */
  drop(): Promise<void>;
}

const FROM = ['Colombo Airport (BIA)', 'Jaffna', 'Trincomalee', 'Kandy', 'Vavuniya', 'Colombo', 'Mannar', 'Batticaloa', 'Point Pedro', 'Galle'];
const TO = ['Jaffna', 'Point Pedro', 'Batticaloa', 'Colombo Airport (BIA)', 'Kilinochchi', 'Nuwara Eliya', 'Nallur Kandaswamy Kovil', 'Colombo', 'Trincomalee', 'Matara'];
const NOTES = ['Family of four arriving from London, two large suitcases.', 'Visiting temples on the way if possible.', 'Van preferred, elderly passengers.', 'Wedding party returning, lots of luggage.'];
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** Rows per INSERT statement. */
const BATCH = 25_000;

async function seed(orm: Orm, rows: number, users: number): Promise<void> {
  const conn = orm.em.getConnection();
  const hash = await hashPassword(BENCH_PASSWORD);
  const userColumns = `id, created_at, updated_at, email, username, password_hash, full_name, phone_number, age, address, country, city,
    postal_code, language, user_type, customer_id, role, is_active, is_verified, email_verified`;
  // Owners of the taxi requests.
  await conn.execute(
    `insert into users (${userColumns})
     select gen_random_uuid(), now() - g * interval '1 hour', now(), 'bench-' || g || '@example.com', 'bench_' || g, ?,
            'Bench Member ' || g, '+94771234567', 20 + g % 60, g || ' Temple Road', 'Sri Lanka', 'Jaffna', '', 'ta', 'private',
            'TC-B' || lpad(g::text, 7, '0'), 'member', true, true, true
     from generate_series(1, ?) g`,
    [hash, users],
  );
  // The two accounts the benchmark signs in with.
  for (const [i, email] of Object.values(BENCH_USERS).entries()) {
    await conn.execute(
      `insert into users (${userColumns}) values (gen_random_uuid(), now(), now(), ?, ?, ?, 'Bench Login', '+94771234567', 30,
       '1 Temple Road', 'Sri Lanka', 'Jaffna', '', 'ta', 'private', ?, 'member', true, true, true)`,
      [email, `bench_login_${i}`, hash, `TC-L${String(i).padStart(7, '0')}`],
    );
  }
  // Taxi requests, newest first every 37 s back in time; 1 in 100 inactive and 1 in 97 unapproved (not listed).
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await conn.execute(
      `with owners as (select array_agg(id order by email) as ids from users where email like 'bench-%' and username like 'bench\\_%' and username not like 'bench\\_login%')
       insert into taxi_requests (id, created_at, updated_at, owner_id, from_location, to_location, from_country, passenger_count,
         luggage_weight, contact_number, travel_date, travel_time, additional_notes, is_active, is_approved)
       select gen_random_uuid(), now() - g * interval '37 seconds', now() - g * interval '37 seconds',
              owners.ids[1 + g % array_length(owners.ids, 1)],
              (${sqlArray(FROM)})[1 + g % ${FROM.length}], (${sqlArray(TO)})[1 + (g * 7 + 3) % ${TO.length}], 'Sri Lanka',
              1 + g % 8, (array[0, 5, 10, 20, 30, 50, 100])[1 + g % 7], '+9477' || lpad((g % 10000000)::text, 7, '0'),
              current_date + (1 + g % 60), (array['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', 'flexible'])[1 + g % 9],
              case when g % 3 = 0 then (${sqlArray(NOTES)})[1 + g % ${NOTES.length}] end,
              g % 100 <> 0, g % 97 <> 0
       from owners, generate_series(?::int, ?::int) g`,
      [from, to],
    );
  }
  // What autovacuum would have done on a live database by now: statistics and the visibility map.
  await conn.execute('vacuum analyze users');
  await conn.execute('vacuum analyze taxi_requests');
}

/**
 * Creates, migrates and seeds a database with `rows` taxi requests owned by `users` members (plus the two
 * {@link BENCH_USERS}). Uses PostgreSQL when `databaseUrl` is given, else PGlite in a temporary folder.
 */
export async function createBenchDatabase(opts: { rows: number; users?: number; databaseUrl?: string | undefined }): Promise<BenchDatabase> {
  const started = performance.now();
  const rows = opts.rows;
  const users = opts.users ?? Math.max(10, Math.ceil(rows / 20));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tc-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (opts.databaseUrl) {
    const name = `bench_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openOrm({ url: opts.databaseUrl });
    await admin.em.getConnection().execute(`create database "${name}"`);
    const url = new URL(opts.databaseUrl);
    url.pathname = `/${name}`;
    const drop = async () => {
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
      removeDir();
    };
    try {
      const orm = await openOrm({ url: url.toString() });
      try {
        await migrateUp(orm);
        await seed(orm, rows, users);
      } finally {
        await orm.close(true);
      }
    } catch (err) {
      await drop();
      throw err;
    }
    const backendPids = async () => {
      const found = await admin.em.getConnection().execute<{ pid: number }[]>('select pid from pg_stat_activity where datname = ?', [name]);
      return (found as { pid: number }[]).map((r) => Number(r.pid));
    };
    return { kind: 'postgresql', dataDir, databaseUrl: url.toString(), rows, users, seedSeconds: (performance.now() - started) / 1000, backendPids, drop };
  }

  try {
    const orm = await openOrm({ pgliteDir: path.join(dataDir, 'db') });
    try {
      await migrateUp(orm);
      await seed(orm, rows, users);
    } finally {
      await orm.close(true);
    }
  } catch (err) {
    removeDir();
    throw err;
  }
  return {
    kind: 'pglite',
    dataDir,
    databaseUrl: undefined,
    rows,
    users,
    seedSeconds: (performance.now() - started) / 1000,
    backendPids: async () => [],
    drop: async () => removeDir(),
  };
}
