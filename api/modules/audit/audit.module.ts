import { defineModule } from '../module.ts';
import { AuditEventSchema } from './audit-event.entity.ts';

/** The append-only security and admin audit log (issue 5 item 8); written through audit.service.ts. */
export const auditModule = defineModule({ name: 'audit', entities: [AuditEventSchema] });
