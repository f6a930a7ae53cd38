import { adminContract } from '#shared/admin/contract.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import { exportFileName, memberExportStream } from './admin-export.ts';
import { adminStats, listAdminUsers } from './admin-users.repository.ts';
import { presentAdminUser } from './admin-users.presenter.ts';
import { ADMIN_MESSAGES, adminDeleteUser, adminResetPassword, adminSuspendUser, adminUpdateUser, type AdminActor } from './admin-users.service.ts';

const { endpoints } = adminContract;

/** The admin acting and their address, for the audit log. */
const actor = (ctx: { ip: string }, user: { id: string } | undefined): AdminActor => ({ id: user!.id, ip: ctx.ip });

/**
 * Member management of the admin panel (spec 001 §2 Admin panel, §5 Admin, §7 admin calls; issue 19 item 1). Every
 * route is admin-only (401 guests, 403 members) and every change is written to the audit log with the admin's id.
 * Lists are keyset pages searched in SQL; the CSV export streams in batches.
 */
export function adminUsersRoutes({ orm, logger, hideMemberContent }: ModuleDeps): RouteDef[] {
  const list = (endpoint: typeof endpoints.users | typeof endpoints.privateUsers, privateOnly: boolean) =>
    bindRoute(endpoint, {
      async handler(ctx, { query }) {
        const page = await listAdminUsers(ctx.state.em, { ...query, privateOnly });
        return { items: page.items.map(presentAdminUser), nextCursor: page.nextCursor, total: page.total };
      },
    });
  return [
    list(endpoints.users, false),
    list(endpoints.privateUsers, true),
    bindRoute(endpoints.stats, {
      handler: (ctx) => adminStats(ctx.state.em),
    }),
    bindRoute(endpoints.exportUsers, {
      async handler(ctx, { query, user }) {
        const now = new Date();
        await audit(ctx.state.em, 'admin_users_exported', { userId: user!.id, ip: ctx.ip, details: { by: user!.id, q: query.q ?? null, filter: query.filter } });
        ctx.set('Content-Type', 'text/csv; charset=utf-8');
        ctx.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = memberExportStream(orm.em.fork(), logger, query);
      },
    }),
    bindRoute(endpoints.updateUser, {
      async handler(ctx, { params, body, user }) {
        return presentAdminUser(await adminUpdateUser(ctx.state.em, actor(ctx, user), params.id, body));
      },
    }),
    bindRoute(endpoints.suspendUser, {
      async handler(ctx, { params, body, user }) {
        return presentAdminUser(await adminSuspendUser(orm, ctx.state.em, actor(ctx, user), params.id, body));
      },
    }),
    bindRoute(endpoints.resetPassword, {
      async handler(ctx, { params, body, user }) {
        await adminResetPassword(orm, ctx.state.em, actor(ctx, user), params.id, body.newPassword);
        return { message: ADMIN_MESSAGES.passwordReset };
      },
    }),
    bindRoute(endpoints.deleteUser, {
      async handler(ctx, { params, user }) {
        await adminDeleteUser(orm, ctx.state.em, actor(ctx, user), params.id, hideMemberContent);
        return { message: ADMIN_MESSAGES.userDeleted };
      },
    }),
  ];
}


