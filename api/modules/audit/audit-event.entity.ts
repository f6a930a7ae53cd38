import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AUDIT_EVENT_MAX_LENGTH, IP_ADDRESS_LENGTH } from '../../db/column-lengths.ts';
import { randomUUID } from 'node:crypto';

/**
 * Security events written to the audit log (issue 5 item 8). Stable snake_case names; `details` says more
 * (e.g. `{ reason: 'password' }` for a failed login, `{ method: 'recovery_code' }` for a 2FA login).
 */
export const AUDIT_EVENTS = [
  'login_success',
  'login_failure',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'email_verified',
  'role_change',
  'sessions_revoked',
  'account_deactivated',
  // e-mail change (decision 161): details { from, to }
  'email_changed',
  'email_change_reverted',
  // change password while signed in (decision 169); sessions_revoked details { reason: 'session_ended' | 'password_changed' }
  'password_changed',
  // jobs board review queue (issue 13 item 2): details { jobId, reason? }
  'job_approved',
  'job_rejected',
  'job_deleted_by_admin',
  // marriage profile moderation (issue 16 item 6): details { profileId, ownerId, reason? }
  'marriage_profile_approved',
  'marriage_profile_rejected',
  'marriage_profile_hidden',
  'marriage_profile_unhidden',
  // admin panel (issue 19 item 1): details { by: admin id, … }
  'admin_user_updated',
  'admin_user_suspended',
  'admin_user_unsuspended',
  'admin_password_reset',
  'admin_user_deleted',
  'admin_users_exported',
  'admin_taxi_status_changed',
  'admin_taxi_deleted',
  // success stories (issue 19 item 6): details { storyId }
  'success_story_created',
  'success_story_updated',
  'success_story_published',
  'success_story_unpublished',
  'success_story_deleted',
  // payments (decision 157): details { paymentId, amountPence, refundId, reason }
  'payment_refunded',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/**
 * One row of the append-only audit log. `userId` is the account concerned (null for a failed login with an
 * unknown e-mail); it is a plain indexed column, not a foreign key, so the log outlives any account change.
 * `ip` is the client address as Koa sees it (X-Forwarded-For only with TRUST_PROXY).
 */
export const AuditEventSchema = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
    /** One of {@link AUDIT_EVENTS}; a plain column, so later modules add events without a migration. */
    event: p.string().length(AUDIT_EVENT_MAX_LENGTH).index(),
    userId: p.uuid().nullable().index(),
    ip: p.string().length(IP_ADDRESS_LENGTH).nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
  },
});
export type AuditEvent = InferEntity<typeof AuditEventSchema>;
