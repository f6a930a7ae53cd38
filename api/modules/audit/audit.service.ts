import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { AuditEventSchema, type AuditEventName } from './audit-event.entity.ts';

/** Who and where of an audit event, plus free-form details (never a password, code, token or secret). */
export interface AuditContext {
  userId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends a security event to the audit log (issue 5 item 8) with an immediate INSERT through `em` — it does not
 * wait for (or trigger) a flush of other changes, so a failed login is logged even though the request then throws.
 * Inside `em.transactional` it joins that transaction. The IP is cut to 64 characters.
 */
export async function audit(em: EntityManager, event: AuditEventName, ctx: AuditContext = {}): Promise<void> {
  await em.insert(AuditEventSchema, {
    id: randomUUID(),
    event,
    userId: ctx.userId ?? null,
    ip: ctx.ip ? ctx.ip.slice(0, 64) : null,
    details: ctx.details ?? null,
    createdAt: new Date(),
  } as never);
}
