import * as z from 'zod/mini';
import { ADMIN_CONTRACT_NAME } from './constants.ts';
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminResetPasswordBodySchema,
  adminStatsSchema,
  adminSuspendBodySchema,
  adminTaxiPageSchema,
  adminTaxiQuerySchema,
  adminTaxiServiceSchema,
  adminTaxiStatusBodySchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateBodySchema,
} from './schemas.ts';
import { messageSchema } from '../schemas/page.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

/** The member list's search as the CSV export takes it: `q` and `filter`, without paging. */
const exportQuery = z.pick(adminUsersQuerySchema, { q: true, filter: true });

/** A member list (all members, or the private ones only): keyset pages of 20 matching the search, with the total. */
const memberList = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, access: 'admin', summary, query: adminUsersQuerySchema, responses: { 200: adminUsersPageSchema } });

/** A refusal of the admin's own account, shared by every change to a member. */
const OWN_ACCOUNT = 'Your own account (`own_account`)';

/**
 * The admin panel's contract (spec 001 §2 Admin panel, Admin taxi services, §5 Admin, §7 admin calls;
 * docs/decisions/182-endpoint-contracts.md): members (search, stats, CSV export, edit, suspend, reset password,
 * delete), vehicle service moderation and the audit log. Every endpoint is admin-only (401 guests, 403 members) and
 * every change is written to the audit log with the admin's id. Money is integer pence. The feature queues (jobs,
 * marriage, contact messages, recent winners) are in their own features' contracts.
 */
export const adminContract = defineContract(ADMIN_CONTRACT_NAME, {
  users: memberList('/api/admin/users', 'Members (search, filter, keyset pages)'),
  privateUsers: memberList('/api/admin/users/private', 'Private members (search, filter, keyset pages)'),
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    summary: 'Member counts for the stats cards',
    responses: { 200: adminStatsSchema },
  }),
  exportUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users/export.csv',
    access: 'admin',
    summary: 'Members matching the search as CSV (15 columns, UTF-8 with BOM, formulas escaped; streamed)',
    query: exportQuery,
    responses: { 200: null },
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id',
    errors: { 403: OWN_ACCOUNT, 409: 'Another account uses the e-mail or username (`email_exists`, `username_taken`)' },
    access: 'admin',
    summary: "Edit a member's account fields (spec §5 admin edit fields only)",
    params: idParams,
    body: adminUserUpdateBodySchema,
    responses: { 200: adminUserSchema },
  }),
  suspendUser: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    errors: { 403: OWN_ACCOUNT, 409: 'The last admin (`last_admin`), or changed meanwhile (`status_changed` with `currentStatus`)' },
    access: 'admin',
    summary: 'Suspend (with a reason; ends their sessions) or unsuspend a member; as asked already: 200, no change; moved the other way meanwhile: 409 status_changed',
    params: idParams,
    body: adminSuspendBodySchema,
    responses: { 200: adminUserSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    errors: { 403: OWN_ACCOUNT },
    access: 'admin',
    summary: "Set a member's password (ends all of their sessions; never the admin's own: 403 own_account)",
    params: idParams,
    body: adminResetPasswordBodySchema,
    responses: { 200: messageSchema },
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    errors: { 403: OWN_ACCOUNT, 409: 'The last admin (`last_admin`)' },
    access: 'admin',
    summary: 'Delete a member: deactivate, anonymise, hide their posts, end their sessions',
    params: idParams,
    responses: { 200: messageSchema },
  }),
  taxiServices: endpoint({
    method: 'GET',
    path: '/api/admin/taxi-services',
    access: 'admin',
    summary: 'Every vehicle service with contact numbers (search, status filter, keyset pages, totals)',
    query: adminTaxiQuerySchema,
    responses: { 200: adminTaxiPageSchema },
  }),
  taxiStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/taxi-services/:id/status',
    errors: { 409: 'Changed meanwhile (`status_changed` with `currentStatus`)' },
    access: 'admin',
    summary: 'Activate / deactivate and approve / remove approval of a vehicle service',
    description: 'A flag already as asked is left alone (not audited again); one changed the other way meanwhile is 409 `status_changed` with `currentStatus`.',
    params: idParams,
    body: adminTaxiStatusBodySchema,
    responses: { 200: adminTaxiServiceSchema },
  }),
  deleteTaxiService: endpoint({
    method: 'DELETE',
    path: '/api/admin/taxi-services/:id',
    access: 'admin',
    summary: 'Delete a vehicle service',
    params: idParams,
    responses: { 200: messageSchema },
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    summary: 'The audit log (security and admin events), newest first',
    query: adminAuditQuerySchema,
    responses: { 200: adminAuditPageSchema },
  }),
});
