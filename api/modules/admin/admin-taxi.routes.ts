import { adminContract } from '#shared/admin/contract.ts';
import { notFound } from '../../http/errors.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import { TaxiRequestSchema } from '../taxi/taxi-request.entity.ts';
import { invalidatePublishedTaxiTotal } from '../taxi/taxi.repository.ts';
import { UserSchema } from '../users/user.entity.ts';
import { listAdminTaxiServices, presentAdminTaxi } from './admin-taxi.repository.ts';

/** English fallbacks of the taxi moderation answers (the PWA shows its own text per `code`). */
export const ADMIN_TAXI_MESSAGES = { notFound: 'Vehicle service not found', deleted: 'Vehicle service deleted' } as const;

/** The moderation flags of a vehicle service (spec 001 §4). */
const TAXI_FLAGS = ['isActive', 'isApproved'] as const;

/** A flag's value in the words of the admin list's status filter (spec 001 §2): active / inactive, approved / pending. */
const flagState = (flag: (typeof TAXI_FLAGS)[number], value: boolean) => (flag === 'isActive' ? (value ? 'active' : 'inactive') : value ? 'approved' : 'pending');

/**
 * Vehicle service moderation (spec 001 §2 Admin taxi services, §4 vehicle service flags, §7 admin taxi calls;
 * issue 19 item 1): list every request with its contact number, toggle `isActive` / `isApproved`, delete. Every
 * change goes to the audit log and resets the cached public total. A flag is set in one conditional UPDATE from the
 * value read (decision 160): the same change sent at once is made and audited once; a flag moved the other way
 * meanwhile is 409 `status_changed` with `currentStatus` (active / inactive, approved / pending).
 */
export function adminTaxiRoutes(_deps: ModuleDeps): RouteDef[] {
  return [
    bindRoute(adminContract.endpoints.taxiServices, {
      handler: (ctx, { query }) => listAdminTaxiServices(ctx.state.em, query),
    }),
    bindRoute(adminContract.endpoints.taxiStatus, {
      async handler(ctx, { params, body, user }) {
        const em = ctx.state.em;
        const request = await em.findOne(TaxiRequestSchema, { id: params.id });
        if (!request) throw notFound(ADMIN_TAXI_MESSAGES.notFound);
        const before = { isActive: request.isActive, isApproved: request.isApproved };
        const changed = TAXI_FLAGS.filter((flag) => body[flag] !== undefined && body[flag] !== request[flag]);
        const [first, ...others] = changed;
        if (first) {
          // One conditional UPDATE on the flags it changes, from the values read (decision 160): four approvals sent
          // at once approve once, with one audit entry saying from what.
          // (transition drops the public list's cached pages and total when it moved the row)
          await transition(em, TaxiRequestSchema, {
            where: { id: request.id, ...Object.fromEntries(others.map((flag) => [flag, request[flag]])) },
            field: first,
            from: [request[first]],
            set: Object.fromEntries(changed.map((flag) => [flag, body[flag]])),
            effects: (tx) => audit(tx, 'admin_taxi_status_changed', { userId: request.owner.id, ip: ctx.ip, details: { by: user!.id, taxiRequestId: request.id, before, after: body } }),
          });
          if (!(await em.refresh(request))) throw notFound(ADMIN_TAXI_MESSAGES.notFound);
          const lost = changed.find((flag) => request[flag] !== body[flag]);
          if (lost) throw statusConflict(flagState(lost, request[lost]), `This vehicle service was changed meanwhile (now ${flagState(lost, request[lost])}); reload it before changing it`);
        }
        const owner = await em.findOne(UserSchema, { id: request.owner.id }, { fields: ['fullName', 'email'] });
        return presentAdminTaxi({ ...request, owner: { id: request.owner.id } }, owner ?? undefined);
      },
    }),
    bindRoute(adminContract.endpoints.deleteTaxiService, {
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
