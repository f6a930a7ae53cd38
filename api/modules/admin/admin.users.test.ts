import { parse } from 'csv-parse/sync';
import { describe, expect, test } from '../../test/fixtures.ts';
import { insertTaxiRequests, loginAgent } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { EXPORT_COLUMNS } from './admin-export.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { authContract } from '#shared/auth/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../../test/call.ts';

const auditOf = (app: TestApp, event: string, userId: string) => app.orm.em.fork().find(AuditEventSchema, { event, userId });

describe('GET /api/admin/users (issue 19 item 1)', () => {
  test('finds a member by name, e-mail or phone in keyset pages with a total; filters by state', async ({ admin, member, otherMember }) => {
    const byEmail = await call(admin.agent, adminContract.endpoints.users).query({ q: member.user.email.toUpperCase() });
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    expect(byEmail.body.total).toBe(1);
    expect(byEmail.body.items[0]).not.toHaveProperty('passwordHash');

    const first = await call(admin.agent, adminContract.endpoints.users).query({ limit: 1 });
    const second = await call(admin.agent, adminContract.endpoints.users).query({ limit: 1, cursor: first.body.nextCursor });
    expect(first.body.items).toHaveLength(1);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect(first.body.total).toBeGreaterThanOrEqual(3);

    await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: otherMember.user.id }, body: { suspend: true, reason: 'Spam posts' } });
    const suspended = await call(admin.agent, adminContract.endpoints.users).query({ filter: 'suspended' });
    expect(suspended.body.items.map((u: { id: string }) => u.id)).toContain(otherMember.user.id);
    expect(suspended.body.items.map((u: { id: string }) => u.id)).not.toContain(member.user.id);
    expect((await call(admin.agent, adminContract.endpoints.users).query({ filter: 'nobody' })).status).toBe(400);
    expect((await call(admin.agent, adminContract.endpoints.users).query({ q: '%' })).body.total).toBe(0);
  });

  test('stats count members, and guests / members are refused', async ({ admin, member, guest }) => {
    const stats = await call(admin.agent, adminContract.endpoints.stats);
    expect(stats.status).toBe(200);
    expect(stats.body.totalUsers).toBeGreaterThanOrEqual(2);
    expect((await call(guest, adminContract.endpoints.stats)).status).toBe(401);
    expect((await call(member.agent, adminContract.endpoints.users)).status).toBe(403);
  });
});

describe('PUT /api/admin/users/:id', () => {
  test('edits the §5 fields only, writes the audit log with the changed field names', async ({ app, admin, member }) => {
    const res = await call(admin.agent, adminContract.endpoints.updateUser, { params: { id: member.user.id }, body: { city: 'Toronto', balance: 250, freeSpins: 2 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ city: 'Toronto', balance: 250, freeSpins: 2 });
    const [entry] = await auditOf(app, 'admin_user_updated', member.user.id);
    expect(entry?.details).toMatchObject({ by: admin.user.id, fields: ['city', 'balance', 'freeSpins'] });
  });

  test('refuses other fields, turning 2FA on, negative money, an empty body and a taken e-mail', async ({ admin, member, otherMember }) => {
    const put = (body: Record<string, unknown>) => call(admin.agent, adminContract.endpoints.updateUser, { params: { id: member.user.id }, body });
    expect((await put({ role: 'admin' })).status).toBe(400);
    expect((await put({ twoFactorEnabled: true })).body.fields.twoFactorEnabled).toBeDefined();
    expect((await put({ balance: -1 })).body.fields.balance).toBeDefined();
    expect((await put({})).status).toBe(400);
    const taken = await put({ email: otherMember.user.email });
    expect(taken.status).toBe(409);
    expect((await call(admin.agent, adminContract.endpoints.updateUser, { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { city: 'X' } })).status).toBe(404);
  });
});

describe('suspension', () => {
  test('ends the sessions, login shows the reason, unsuspending lets the member back in; both audited', async ({ app, admin, member }) => {
    expect((await call(member.agent, authContract.endpoints.user)).status).toBe(200);
    expect((await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: member.user.id }, body: { suspend: true } })).body.fields.reason).toBeDefined();
    const res = await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: member.user.id }, body: { suspend: true, reason: 'Abusive messages' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ isActive: false, suspensionReason: 'Abusive messages' });

    expect((await call(member.agent, authContract.endpoints.user)).status).toBe(401);
    const login = await call(app.agent(), authContract.endpoints.login, { body: { email: member.user.email, password: member.password } });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'account_suspended', fields: { reason: ['Abusive messages'] } });
    const wrong = await call(app.agent(), authContract.endpoints.login, { body: { email: member.user.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain('Abusive');

    expect((await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: member.user.id }, body: { suspend: false } })).body).toMatchObject({ isActive: true, suspensionReason: null });
    await loginAgent(app, member.user.email, member.password);
    expect(await auditOf(app, 'admin_user_suspended', member.user.id)).toHaveLength(1);
    expect(await auditOf(app, 'admin_user_unsuspended', member.user.id)).toHaveLength(1);
  });

  test('an admin cannot suspend or delete their own account', async ({ admin }) => {
    const suspend = await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: admin.user.id }, body: { suspend: true, reason: 'Testing' } });
    expect(suspend.status).toBe(403);
    expect(suspend.body.code).toBe('own_account');
    expect((await call(admin.agent, adminContract.endpoints.deleteUser, { params: { id: admin.user.id } })).body.code).toBe('own_account');
  });

  test('an admin cannot reset their own password or edit their own account here: 403 own_account, nothing changes', async ({ app, admin }) => {
    const reset = await call(admin.agent, adminContract.endpoints.resetPassword, { params: { id: admin.user.id }, body: { newPassword: 'taken-over-9' } });
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({ code: 'own_account', message: 'You cannot do this to your own account' });
    const edit = await call(admin.agent, adminContract.endpoints.updateUser, { params: { id: admin.user.id }, body: { email: 'elsewhere@example.com', twoFactorEnabled: false } });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('own_account');
    // Still signed in, still the same e-mail and password, nothing written to the audit log.
    expect((await call(admin.agent, authContract.endpoints.user)).body.email).toBe(admin.user.email);
    expect((await call(app.agent(), authContract.endpoints.login, { body: { email: admin.user.email, password: 'taken-over-9' } })).status).toBe(401);
    await loginAgent(app, admin.user.email, admin.password);
    expect(await auditOf(app, 'admin_password_reset', admin.user.id)).toHaveLength(0);
    expect(await auditOf(app, 'admin_user_updated', admin.user.id)).toHaveLength(0);
  });
});

describe('reset password and delete', () => {
  test('a reset password ends the sessions; the old one stops working, the new one works; weak ones are refused', async ({ app, admin, member }) => {
    expect((await call(admin.agent, adminContract.endpoints.resetPassword, { params: { id: member.user.id }, body: { newPassword: '123' } })).status).toBe(400);
    const phone = await loginAgent(app, member.user.email, member.password); // a second device
    const res = await call(admin.agent, adminContract.endpoints.resetPassword, { params: { id: member.user.id }, body: { newPassword: 'a-new-secret-9' } });
    expect(res.status, res.text).toBe(200);
    expect((await call(member.agent, authContract.endpoints.user)).status).toBe(401);
    expect((await call(phone, authContract.endpoints.user)).status).toBe(401);
    expect((await call(admin.agent, authContract.endpoints.user)).status).toBe(200);
    expect((await call(app.agent(), authContract.endpoints.login, { body: { email: member.user.email, password: member.password } })).status).toBe(401);
    await loginAgent(app, member.user.email, 'a-new-secret-9');
    expect(await auditOf(app, 'admin_password_reset', member.user.id)).toHaveLength(1);
  });

  test('delete anonymises the account, hides its taxi requests from the public list and refuses login', async ({ app, admin, member, guest }) => {
    const [request] = await insertTaxiRequests(app, member.user, 1, () => ({ fromLocation: 'Deleted-member town' }));
    const res = await call(admin.agent, adminContract.endpoints.deleteUser, { params: { id: member.user.id } });
    expect(res.status, res.text).toBe(200);
    const row = await app.orm.em.fork().findOneOrFail(UserSchema, { id: member.user.id });
    expect(row).toMatchObject({ isActive: false, fullName: 'Deleted member', phoneNumber: '' });
    expect(row.email).not.toBe(member.user.email);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await call(guest, taxiContract.endpoints.detail, { params: { id: request!.id } })).status).toBe(404);
    expect((await call(app.agent(), authContract.endpoints.login, { body: { email: member.user.email, password: member.password } })).status).toBe(401);
    expect((await call(admin.agent, adminContract.endpoints.deleteUser, { params: { id: member.user.id } })).status).toBe(404);
    expect(await auditOf(app, 'admin_user_deleted', member.user.id)).toHaveLength(1);
  });
});

describe('GET /api/admin/users/export.csv', () => {
  test('15 columns, UTF-8 with a BOM, dated file name, Tamil kept, formulas defused', async ({ app, admin, member }) => {
    await call(admin.agent, adminContract.endpoints.updateUser, { params: { id: member.user.id }, body: { fullName: '=HYPERLINK("http://evil")', city: 'யாழ்ப்பாணம்' } });
    const res = await call(admin.agent, adminContract.endpoints.exportUsers).query({ q: member.user.email }).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(rows[0]).toHaveLength(15);
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map(([header]) => header));
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1]![7]).toBe('யாழ்ப்பாணம்');
    expect(await auditOf(app, 'admin_users_exported', admin.user.id)).toHaveLength(1);
  });

  test('a member cannot export', async ({ member }) => {
    expect((await call(member.agent, adminContract.endpoints.exportUsers)).status).toBe(403);
  });
});
