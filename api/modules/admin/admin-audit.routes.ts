import { adminContract } from '#shared/admin/contract.ts';
import type { AdminAuditEntry } from '#shared/admin/schemas.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { keysetPage } from '../../lib/pagination/keyset.ts';
import { AuditEventSchema, type AuditEvent } from '../audit/audit-event.entity.ts';
import { toIso } from '../users/user.presenter.ts';

const AUDIT_FIELDS = ['id', 'createdAt', 'event', 'userId', 'ip', 'details'] as const satisfies readonly (keyof AuditEvent)[];
type AuditRow = Pick<AuditEvent, (typeof AUDIT_FIELDS)[number]>;

/**
 * The audit log page's data (issue 19 item 1: "every admin action afterwards"): newest first, keyset pages,
 * optionally one event name or one account. Read-only — the log is append-only.
 */
export function adminAuditRoutes(): RouteDef[] {
  return [
    bindRoute(adminContract.endpoints.auditLog, {
      async handler(ctx, { query }) {
        const where: Record<string, unknown> = {};
        if (query.event) where.event = query.event;
        if (query.userId) where.userId = query.userId;
        const em = ctx.state.em;
        const [page, total] = await Promise.all([
          keysetPage<AuditRow>(em, AuditEventSchema, { fields: AUDIT_FIELDS, where, limit: query.limit, cursor: query.cursor }),
          em.count(AuditEventSchema, where as never),
        ]);
        const items: AdminAuditEntry[] = page.items.map((row) => ({
          id: row.id,
          event: row.event,
          userId: row.userId ?? null,
          ip: row.ip ?? null,
          details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) ?? null,
          createdAt: toIso(row.createdAt) ?? '',
        }));
        return { items, nextCursor: page.nextCursor, total };
      },
    }),
  ];
}
