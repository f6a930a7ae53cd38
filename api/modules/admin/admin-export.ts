import { PassThrough, Readable, pipeline } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import { stringify } from 'csv-stringify';
import type { Logger } from 'pino';
import type { AdminUserFilter } from '#shared/admin/schemas.ts';
import { keysetPage } from '../../lib/pagination/keyset.ts';
import { UserSchema } from '../users/user.entity.ts';
import { ADMIN_USER_FIELDS, adminUsersWhere, type AdminUserRow } from './admin-users.repository.ts';

/** Rows read per database round trip while exporting: memory stays bounded whatever the number of members. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * The 15 columns of the member export (spec 001 §9 "CSV export … has 15 columns"), header → cell. Balance is in
 * pounds with two decimals (stored as integer pence); dates are ISO 8601 (UTC).
 */
export const EXPORT_COLUMNS: readonly [header: string, cell: (user: AdminUserRow) => string | number][] = [
  ['Customer ID', (u) => u.customerId],
  ['Full name', (u) => u.fullName],
  ['Username', (u) => u.username],
  ['Email', (u) => u.email],
  ['Phone', (u) => u.phoneNumber],
  ['Age', (u) => u.age],
  ['Country', (u) => u.country],
  ['City', (u) => u.city],
  ['Language', (u) => u.language],
  ['Balance (GBP)', (u) => (u.balance / 100).toFixed(2)],
  ['Free spins', (u) => u.freeSpins],
  ['Email verified', (u) => (u.emailVerified ? 'yes' : 'no')],
  ['2FA', (u) => (u.twoFactorEnabled ? 'yes' : 'no')],
  ['Status', (u) => (u.deletedAt ? 'deleted' : u.suspendedAt ? 'suspended' : u.isActive ? 'active' : 'inactive')],
  ['Joined', (u) => new Date(u.createdAt).toISOString()],
];

/** The download's file name for `now`: `members-YYYY-MM-DD.csv` (spec 001 §9: named by date; UTC day). */
export function exportFileName(now: Date): string {
  return `members-${now.toISOString().slice(0, 10)}.csv`;
}

/** Every member matching the search, newest first, read in keyset batches of {@link EXPORT_BATCH_ROWS}. */
async function* exportRows(em: EntityManager, opts: { q?: string | undefined; filter: AdminUserFilter }): AsyncGenerator<(string | number)[]> {
  const where = adminUsersWhere(opts);
  let cursor: string | undefined;
  do {
    const page = await keysetPage<AdminUserRow>(em, UserSchema, { fields: ADMIN_USER_FIELDS, where, limit: EXPORT_BATCH_ROWS, cursor });
    for (const user of page.items) yield EXPORT_COLUMNS.map(([, cell]) => cell(user));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * The member export as a byte stream (issue 19 item 1): UTF-8 with a byte-order mark (so Excel shows Tamil), a
 * header row, RFC 4180 quoting, and formula injection defused — a cell starting with = + - @ (or a tab / CR)
 * gets a leading apostrophe (csv-stringify `escape_formulas`). Rows are pulled from the database only as fast as
 * the client reads, so memory does not grow with the number of members. A database failure mid-way ends the
 * stream with an error (logged), which the client sees as a broken download, never as a complete-looking file.
 */
export function memberExportStream(em: EntityManager, logger: Logger, opts: { q?: string | undefined; filter: AdminUserFilter }): PassThrough {
  const out = new PassThrough();
  const csv = stringify({ bom: true, header: true, columns: EXPORT_COLUMNS.map(([header]) => header), escape_formulas: true });
  pipeline(Readable.from(exportRows(em, opts)), csv, out, (err) => {
    if (err) logger.error({ err }, 'member export failed');
  });
  return out;
}
