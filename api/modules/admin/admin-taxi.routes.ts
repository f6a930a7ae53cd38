import { adminTaxiPageSchema, adminTaxiQuerySchema, adminTaxiServiceSchema, adminTaxiStatusBodySchema } from '#shared/schemas/admin.ts';
import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import { TaxiRequestSchema } from '../taxi/taxi-request.entity.ts';
import { invalidatePublishedTaxiTotal } from '../taxi/taxi.repository.ts';
import { UserSchema } from '../users/user.entity.ts';
import { listAdminTaxiServices, presentAdminTaxi } from './admin-taxi.repository.ts';

/** English fallbacks of the taxi moderation answers (the PWA shows its own text per `code`). */
export const ADMIN_TAXI_MESSAGES = { notFound: 'Vehicle service not found', deleted: 'Vehicle service deleted' } as const;

/**
 * Vehicle service moderation (spec 001 §2 Admin taxi services, §4 vehicle service flags, §7 admin taxi calls;
 * issue 19 item 1): list every request with its contact number, toggle `isActive` / `isApproved`, delete. Every
 * change goes to the audit log and resets the cached public total.
 */
export function adminTaxiRoutes(_deps: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/taxi-services',
      access: 'admin',
      summary: 'Every vehicle service with contact numbers (search, status filter, keyset pages, totals)',
      query: adminTaxiQuerySchema,
      responses: { 200: adminTaxiPageSchema },
      handler: (ctx, { query }) => listAdminTaxiServices(ctx.state.em, query),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/admin/taxi-services/:id/status',
      access: 'admin',
      summary: 'Activate / deactivate and approve / remove approval of a vehicle service',
      params: idParamSchema,
      body: adminTaxiStatusBodySchema,
      responses: { 200: adminTaxiServiceSchema },
      async handler(ctx, { params, body, user }) {
        const em = ctx.state.em;
        const request = await em.findOne(TaxiRequestSchema, { id: params.id });
        if (!request) throw notFound(ADMIN_TAXI_MESSAGES.notFound);
        const before = { isActive: request.isActive, isApproved: request.isApproved };
        em.assign(request, body);
        await em.flush();
        invalidatePublishedTaxiTotal(em);
        await audit(em, 'admin_taxi_status_changed', { userId: request.owner.id, ip: ctx.ip, details: { by: user!.id, taxiRequestId: request.id, before, after: body } });
        const owner = await em.findOne(UserSchema, { id: request.owner.id }, { fields: ['fullName', 'email'] });
        return presentAdminTaxi({ ...request, owner: { id: request.owner.id } }, owner ?? undefined);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/taxi-services/:id',
      access: 'admin',
      summary: 'Delete a vehicle service',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params, user }) {
        const em = ctx.state.em;
        const request = await em.findOne(TaxiRequestSchema, { id: params.id }, { fields: ['id', 'owner', 'fromLocation', 'toLocation'] });
        if (!request) throw notFound(ADMIN_TAXI_MESSAGES.notFound);
        await em.nativeDelete(TaxiRequestSchema, { id: request.id });
        invalidatePublishedTaxiTotal(em);
        await audit(em, 'admin_taxi_deleted', {
          userId: request.owner.id,
          ip: ctx.ip,
          details: { by: user!.id, taxiRequestId: request.id, route: `${request.fromLocation} → ${request.toLocation}` },
        });
        return { message: ADMIN_TAXI_MESSAGES.deleted };
      },
    }),
  ];
}
