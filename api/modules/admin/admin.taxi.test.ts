import type TestAgent from 'supertest/lib/agent.js';
import { describe, expect, test } from '../../test/fixtures.ts';
import { insertTaxiRequests } from '../../test/factories.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { call } from '../../test/call.ts';

const publicIds = async (guest: TestAgent) =>
  ((await call(guest, taxiContract.endpoints.list, { query: { limit: 100 } })).body as { items: { id: string }[] }).items.map((item) => item.id);

describe('admin taxi services (issue 19 item 1, spec 001 §2 Admin taxi services)', () => {
  test('lists every state with contact numbers, owner and totals; the pending filter finds unapproved requests', async ({ app, admin, member }) => {
    const [pending] = await insertTaxiRequests(app, member.user, 1, () => ({ isApproved: false, fromLocation: 'Pending-town', contactNumber: '+94770000001' }));
    const res = await call(admin.agent, adminContract.endpoints.taxiServices).query({ status: 'pending' });
    expect(res.status, res.text).toBe(200);
    const item = res.body.items.find((row: { id: string }) => row.id === pending!.id);
    expect(item).toMatchObject({ contactNumber: '+94770000001', isApproved: false, ownerEmail: member.user.email, ownerName: member.user.fullName });
    expect(res.body.items.every((row: { isApproved: boolean }) => !row.isApproved)).toBe(true);
    expect(res.body.totals.pending).toBeGreaterThanOrEqual(1);
    expect(res.body.totals.total).toBeGreaterThanOrEqual(res.body.totals.pending);
    const search = await call(admin.agent, adminContract.endpoints.taxiServices).query({ q: 'pending-TOWN' });
    expect(search.body.items.map((row: { id: string }) => row.id)).toEqual([pending!.id]);
    expect((await call(admin.agent, adminContract.endpoints.taxiServices).query({ status: 'sideways' })).status).toBe(400);
  });

  test('approving puts a request in the public list, deactivating takes it out; each change is audited', async ({ app, admin, member, guest }) => {
    const [request] = await insertTaxiRequests(app, member.user, 1, () => ({ isApproved: false }));
    expect(await publicIds(guest)).not.toContain(request!.id);
    const approve = await call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: { isApproved: true } });
    expect(approve.status, approve.text).toBe(200);
    expect(approve.body).toMatchObject({ isApproved: true, isActive: true });
    expect(await publicIds(guest)).toContain(request!.id);
    await call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: { isActive: false } });
    expect(await publicIds(guest)).not.toContain(request!.id);
    const entries = await app.orm.em.fork().find(AuditEventSchema, { event: 'admin_taxi_status_changed', userId: member.user.id });
    expect(entries.map((e) => e.details?.after)).toEqual(expect.arrayContaining([{ isApproved: true }, { isActive: false }]));
    expect((await call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: {} })).status).toBe(400);
    expect((await call(admin.agent, adminContract.endpoints.taxiStatus, { params: { id: request!.id }, body: { isActive: 'yes' } })).status).toBe(400);
  });

  test('delete removes the request (then 404); members cannot moderate', async ({ app, admin, member, guest }) => {
    const [request] = await insertTaxiRequests(app, member.user, 1);
    expect((await call(member.agent, adminContract.endpoints.deleteTaxiService, { params: { id: request!.id } })).status).toBe(403);
    expect((await call(admin.agent, adminContract.endpoints.deleteTaxiService, { params: { id: request!.id } })).status).toBe(200);
    expect((await call(guest, taxiContract.endpoints.detail, { params: { id: request!.id } })).status).toBe(404);
    expect((await call(admin.agent, adminContract.endpoints.deleteTaxiService, { params: { id: request!.id } })).status).toBe(404);
  });
});

describe('GET /api/admin/audit-log', () => {
  test('shows admin actions newest first, filtered by event or account; members are refused', async ({ admin, member }) => {
    await call(admin.agent, adminContract.endpoints.updateUser, { params: { id: member.user.id }, body: { city: 'Chennai' } });
    const log = await call(admin.agent, adminContract.endpoints.auditLog).query({ userId: member.user.id, event: 'admin_user_updated' });
    expect(log.status, log.text).toBe(200);
    expect(log.body.items[0]).toMatchObject({ event: 'admin_user_updated', userId: member.user.id, details: { by: admin.user.id } });
    const all = await call(admin.agent, adminContract.endpoints.auditLog).query({ limit: 5 });
    const times = all.body.items.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call(member.agent, adminContract.endpoints.auditLog)).status).toBe(403);
  });
});
