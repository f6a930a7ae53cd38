import {
  adminResetPasswordBodySchema,
  adminStatsSchema,
  adminSuspendBodySchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateBodySchema,
} from '#shared/schemas/admin.ts';
import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import { exportFileName, memberExportStream } from './admin-export.ts';
import { adminStats, listAdminUsers } from './admin-users.repository.ts';
import { presentAdminUser } from './admin-users.presenter.ts';
import { ADMIN_MESSAGES, adminDeleteUser, adminResetPassword, adminSuspendUser, adminUpdateUser, type AdminActor } from './admin-users.service.ts';

const exportQuerySchema = adminUsersQuerySchema.pick({ q: true, filter: true });

/** The admin acting and their address, for the audit log. */
const actor = (ctx: { ip: string }, user: { id: string } | undefined): AdminActor => ({ id: user!.id, ip: ctx.ip });

/**
 * Member management of the admin panel (spec 001 §2 Admin panel, §5 Admin, §7 admin calls; issue 19 item 1). Every
 * route is admin-only (401 guests, 403 members) and every change is written to the audit log with the admin's id.
 * Lists are keyset pages searched in SQL; the CSV export streams in batches.
 */
export function adminUsersRoutes({ orm, logger, hideMemberContent }: ModuleDeps): RouteDef[] {
  const list = (privateOnly: boolean) =>
    defineRoute({
      method: 'GET',
      path: privateOnly ? '/api/admin/users/private' : '/api/admin/users',
      access: 'admin',
      summary: privateOnly ? 'Private members (search, filter, keyset pages)' : 'Members (search, filter, keyset pages)',
      query: adminUsersQuerySchema,
      responses: { 200: adminUsersPageSchema },
      async handler(ctx, { query }) {
        const page = await listAdminUsers(ctx.state.em, { ...query, privateOnly });
        return { items: page.items.map(presentAdminUser), nextCursor: page.nextCursor, total: page.total };
      },
    });
  return [
    list(false),
    list(true),
    defineRoute({
      method: 'GET',
      path: '/api/admin/stats',
      access: 'admin',
      summary: 'Member counts for the stats cards',
      responses: { 200: adminStatsSchema },
      handler: (ctx) => adminStats(ctx.state.em),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/users/export.csv',
      access: 'admin',
      summary: 'Members matching the search as CSV (15 columns, UTF-8 with BOM, formulas escaped; streamed)',
      query: exportQuerySchema,
      responses: { 200: null },
      async handler(ctx, { query, user }) {
        const now = new Date();
        await audit(ctx.state.em, 'admin_users_exported', { userId: user!.id, ip: ctx.ip, details: { by: user!.id, q: query.q ?? null, filter: query.filter } });
        ctx.set('Content-Type', 'text/csv; charset=utf-8');
        ctx.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = memberExportStream(orm.em.fork(), logger, query);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/users/:id',
      errors: { 403: 'Your own account (`own_account`)', 409: 'Another account uses the e-mail or username (`email_exists`, `username_taken`)' },
      access: 'admin',
      summary: "Edit a member's account fields (spec §5 admin edit fields only)",
      params: idParamSchema,
      body: adminUserUpdateBodySchema,
      responses: { 200: adminUserSchema },
      async handler(ctx, { params, body, user }) {
        return presentAdminUser(await adminUpdateUser(ctx.state.em, actor(ctx, user), params.id, body));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/users/:id/suspend',
      errors: { 403: 'Your own account (`own_account`)', 409: 'The last admin (`last_admin`), or changed meanwhile (`status_changed` with `currentStatus`)' },
      access: 'admin',
      summary: 'Suspend (with a reason; ends their sessions) or unsuspend a member; as asked already: 200, no change; moved the other way meanwhile: 409 status_changed',
      params: idParamSchema,
      body: adminSuspendBodySchema,
      responses: { 200: adminUserSchema },
      async handler(ctx, { params, body, user }) {
        return presentAdminUser(await adminSuspendUser(orm, ctx.state.em, actor(ctx, user), params.id, body));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/users/:id/reset-password',
      errors: { 403: 'Your own account (`own_account`)' },
      access: 'admin',
      summary: "Set a member's password (ends all of their sessions; never the admin's own: 403 own_account)",
      params: idParamSchema,
      body: adminResetPasswordBodySchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params, body, user }) {
        await adminResetPassword(orm, ctx.state.em, actor(ctx, user), params.id, body.newPassword);
        return { message: ADMIN_MESSAGES.passwordReset };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/users/:id',
      errors: { 403: 'Your own account (`own_account`)', 409: 'The last admin (`last_admin`)' },
      access: 'admin',
      summary: 'Delete a member: deactivate, anonymise, hide their posts, end their sessions',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params, user }) {
        await adminDeleteUser(orm, ctx.state.em, actor(ctx, user), params.id, hideMemberContent);
        return { message: ADMIN_MESSAGES.userDeleted };
      },
    }),
  ];
}


