import { adminContract } from '#shared/admin/contract.ts';
import { adminSamples } from '#shared/admin/samples.ts';
import { defineModule } from '../module.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { adminTaxiRoutes } from './admin-taxi.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

/**
 * The admin panel's API (spec 001 §2 admin, §7 admin calls; issue 19 items 1–2): members (search, edit, suspend,
 * reset password, delete, CSV export, stats), vehicle service moderation and the audit log. Feature queues (jobs,
 * marriage, contact messages, recent winners) stay in their own modules. Every route is `access: 'admin'`.
 */
export const adminModule = defineModule({
  name: 'admin',
  contracts: [adminContract],
  samples: [adminSamples],
  routes: (deps) => [...adminUsersRoutes(deps), ...adminTaxiRoutes(deps), ...adminAuditRoutes()],
});
