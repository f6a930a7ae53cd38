import { vi } from 'vitest';
import { insertTaxiRequests, signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { race } from '../../test/race.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { TaxiRequestSchema } from '../taxi/taxi-request.entity.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { call } from '../../test/call.ts';

vi.setConfig({ testTimeout: 120_000 });

// Status changes are single conditional UPDATEs (decision 160); on PostgreSQL (CI) these requests run as concurrent
// transactions.

describe('moderating one vehicle service at the same moment', () => {
  test('four approvals at once (two administrators, double clicks): approved once, one audit entry saying from what', async ({ app, admin, member }) => {
    const otherAdmin = await signedIn(app, 'admin');
    const approve = (agent: typeof admin.agent) => (request: { id: string }) => call(agent, adminContract.endpoints.taxiStatus, { params: { id: request.id }, body: { isApproved: true } });
    await race({
      rounds: 3,
      setup: async (round) => (await insertTaxiRequests(app, member.user, 1, () => ({ isApproved: false, fromLocation: `Race town ${round}` })))[0]!,
      contenders: [approve(admin.agent), approve(admin.agent), approve(otherAdmin.agent), approve(otherAdmin.agent)],
      async check(request, responses) {
        expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        for (const res of responses) expect(res.body).toMatchObject({ id: request.id, isApproved: true, isActive: true });
        const em = app.orm.em.fork();
        expect((await em.findOneOrFail(TaxiRequestSchema, { id: request.id })).isApproved).toBe(true);
        const entries = (await em.find(AuditEventSchema, { event: 'admin_taxi_status_changed', userId: member.user.id })).filter((e) => e.details?.taxiRequestId === request.id);
        expect(entries.map((e) => [e.details?.before, e.details?.after])).toEqual([[{ isActive: true, isApproved: false }, { isApproved: true }]]);
      },
    });
  });

  test('approve and deactivate together with the same flags read: each lands once; a request setting a flag already set changes nothing', async ({ app, admin, member }) => {
    const [request] = await insertTaxiRequests(app, member.user, 1, () => ({ isApproved: false }));
    const both = await Promise.all([
      call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: { isApproved: true } }),
      call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: { isActive: false } }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const row = await app.orm.em.fork().findOneOrFail(TaxiRequestSchema, { id: request!.id });
    expect([row.isApproved, row.isActive]).toEqual([true, false]);
    const again = await call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: { isApproved: true, isActive: false } });
    expect(again.body).toMatchObject({ isApproved: true, isActive: false });
    const entries = (await app.orm.em.fork().find(AuditEventSchema, { event: 'admin_taxi_status_changed', userId: member.user.id })).filter((e) => e.details?.taxiRequestId === request!.id);
    expect(entries).toHaveLength(2);
  });
});
