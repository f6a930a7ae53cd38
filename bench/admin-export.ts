/**
 * Member CSV export in bounded memory (issue 19 "Bad input and abuse": "CSV of 100,000 members streams in bounded
 * memory (measure RSS)"). On its own, never part of `npm test`:
 *
 *   node bench/admin-export.ts [--sizes 10000,100000]
 *
 * For each size: a fresh in-memory PGlite database with the real migrations and `n` members inserted by bulk SQL
 * (copies of one real account with unique name, e-mail and customer id), then the export stream of the admin route
 * (`memberExportStream`, keyset batches of 500) read to the end by a byte-counting sink, while the process RSS is
 * sampled every 50 ms. Reports rows, bytes, time, RSS before and at the peak. Bounded memory means the peak growth
 * stays about the same from 10,000 to 100,000 members (the database itself is in this process too).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { migrateUp } from '../api/db/orm.ts';
import { openOrm } from '../api/registry.ts';
import { memberExportStream } from '../api/modules/admin/admin-export.ts';
import { buildUser } from '../api/modules/users/users.service.ts';
import { registerBodySchema } from '../shared/auth/schemas.ts';
import { int, table } from './lib/report.ts';

const { values: args } = parseArgs({ options: { sizes: { type: 'string', default: '10000,100000' } }, strict: true });
const sizes = args.sizes.split(',').map((s) => Number(s.trim()));
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Opens a migrated in-memory database holding `n` members. */
async function seeded(n: number) {
  const orm = await openOrm({ pgliteDir: 'memory://' });
  await migrateUp(orm);
  const em = orm.em.fork();
  const input = registerBodySchema.parse({ fullName: 'Bench Member', username: 'bench_template', email: 'bench-template@example.com', password: 'bench-password', phoneNumber: '+94771234567', address: '1 Temple Road', city: 'யாழ்ப்பாணம்' });
  const template = await buildUser(em, input, 'member', 'not-a-real-hash');
  await em.flush();
  const conn = orm.em.getConnection();
  const found: { column_name: string }[] = await conn.execute(`select column_name from information_schema.columns where table_name = 'users' order by ordinal_position`);
  const columns = found.map((c) => c.column_name);
  const generated: Record<string, string> = {
    id: 'gen_random_uuid()',
    username: `'bench_' || g`,
    email: `'bench-' || g || '@example.com'`,
    customer_id: `'TC-B' || g`,
    full_name: `'உறுப்பினர் ' || g`,
    created_at: `now() - g * interval '1 second'`,
  };
  const select = columns.map((c: string) => generated[c] ?? `t."${c}"`).join(', ');
  await conn.execute(`insert into users (${columns.map((c: string) => `"${c}"`).join(', ')}) select ${select} from users t, generate_series(1, ${n - 1}) g where t.id = '${template.id}'`);
  await conn.execute('analyze users');
  return orm;
}

const rows: (string | number)[][] = [];
for (const n of sizes) {
  const orm = await seeded(n);
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  await pipeline(
    memberExportStream(orm.em.fork(), pino({ level: 'silent' }), { filter: 'all' }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rows.push([int(n), int(lines - 1), `${(bytes / 1e6).toFixed(1)} MB`, `${seconds.toFixed(1)} s`, mb(before), mb(peak), mb(peak - before)]);
  await orm.close(true);
}
console.log(table(['members', 'CSV rows', 'CSV size', 'time', 'RSS before', 'RSS peak', 'peak growth'], rows));
