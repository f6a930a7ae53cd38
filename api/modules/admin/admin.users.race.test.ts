import { vi } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { createMember, signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { described, race, type RaceResponse } from '../../test/race.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { call } from '../../test/call.ts';

vi.setConfig({ testTimeout: 120_000 });

// Suspension is a conditional UPDATE from the state read, and removing an admin is counted under a lock (decision 160);
// on PostgreSQL (CI) these requests run as concurrent transactions.

const suspensionAudits = async (app: TestApp, userId: string) =>
  (await app.orm.em.fork().find(AuditEventSchema, { event: { $in: ['admin_user_suspended', 'admin_user_unsuspended'] }, userId }, { orderBy: { createdAt: 'asc' } })).map((e) => ({
    event: e.event,
    reason: e.details?.reason,
  }));

describe('suspending one account at the same moment', () => {
  test('three suspensions with different reasons: suspended once, one audit entry, every answer shows the stored reason', async ({ app, admin }) => {
    const otherAdmin = await signedIn(app, 'admin');
    const suspend = (agent: typeof admin.agent, reason: string) => (target: { id: string }) => call(agent, adminContract.endpoints.suspendUser, { params: { id: target.id }, body: { suspend: true, reason } });
    await race({
      rounds: 3,
      setup: async () => (await createMember(app)).user,
      contenders: [suspend(admin.agent, 'Spam posts'), suspend(otherAdmin.agent, 'Abusive messages'), suspend(admin.agent, 'Fake profile')],
      async check(target, responses) {
        expect(responses.map((r) => r.status), described(responses)).toEqual([200, 200, 200]);
        const row = await app.orm.em.fork().findOneOrFail(UserSchema, { id: target.id });
        expect(row.isActive).toBe(false);
        for (const res of responses) expect(res.body).toMatchObject({ id: target.id, isActive: false, suspensionReason: row.suspensionReason });
        expect(await suspensionAudits(app, target.id)).toEqual([{ event: 'admin_user_suspended', reason: row.suspensionReason }]);
      },
    });
  });

  test('a suspend and an unsuspend together: the audit trail, replayed from the state before, ends where the row is', async ({ app, admin }) => {
    const otherAdmin = await signedIn(app, 'admin');
    await race({
      rounds: 6,
      setup: async () => (await createMember(app)).user,
      contenders: [
        (target) => call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: target.id }, body: { suspend: true, reason: 'Spam posts' } }),
        (target) => call(otherAdmin.agent, adminContract.endpoints.suspendUser, { params: { id: target.id }, body: { suspend: false } }),
      ],
      async check(target, responses) {
        expect(responses.map((r) => r.status), described(responses)).toEqual([200, 200]);
        const row = await app.orm.em.fork().findOneOrFail(UserSchema, { id: target.id });
        let active = true;
        for (const entry of await suspensionAudits(app, target.id)) {
          // Every entry is a change that happened: a suspension of an active account or the reverse.
          expect(entry.event, described(responses)).toBe(active ? 'admin_user_suspended' : 'admin_user_unsuspended');
          active = !active;
        }
        expect(row.isActive, described(responses)).toBe(active);
      },
    });
  });

  test('three unsuspends at once: unsuspended once, one audit entry; the requests finding it active change nothing', async ({ app, admin, member }) => {
    await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: member.user.id }, body: { suspend: true, reason: 'Spam posts' } }).expect(200);
    const all = await Promise.all([0, 1, 2].map(() => call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: member.user.id }, body: { suspend: false } })));
    expect(all.map((r) => r.status), described(all)).toEqual([200, 200, 200]);
    for (const res of all) expect(res.body).toMatchObject({ isActive: true, suspensionReason: null });
    expect(await suspensionAudits(app, member.user.id)).toEqual([
      { event: 'admin_user_suspended', reason: 'Spam posts' },
      { event: 'admin_user_unsuspended', reason: undefined },
    ]);
  });
});

/**
 * One removal is made; the other request is refused: 409 `last_admin` when it was counted after the first committed,
 * or 401 when its sender had already been suspended and signed out before it was read (requests served one by one).
 */
function expectOneRemoval(responses: RaceResponse[]): void {
  const [won, lost] = responses[0]!.status === 200 ? [responses[0]!, responses[1]!] : [responses[1]!, responses[0]!];
  expect(won.status, described(responses)).toBe(200);
  expect([409, 401], described(responses)).toContain(lost.status);
  expect(apiErrorSchema.parse(lost.body).code).toBe(lost.status === 409 ? 'last_admin' : 'unauthorized');
}

describe('two administrators suspending each other at the same moment', () => {
  test('one is suspended, the other is refused (409 last_admin): an active administrator is always left', async ({ app }) => {
    await race({
      rounds: 4,
      setup: async () => {
        const [a, b] = [await signedIn(app, 'admin'), await signedIn(app, 'admin')];
        // Only these two are active admins, so either one may be suspended but not both.
        await app.orm.em.fork().nativeUpdate(UserSchema, { role: 'admin', id: { $nin: [a.user.id, b.user.id] } }, { isActive: false });
        return { a, b };
      },
      contenders: [
        ({ a, b }) => call(a.agent, adminContract.endpoints.suspendUser, { params: { id: b.user.id }, body: { suspend: true, reason: 'Coup attempt' } }),
        ({ a, b }) => call(b.agent, adminContract.endpoints.suspendUser, { params: { id: a.user.id }, body: { suspend: true, reason: 'Coup attempt' } }),
      ],
      async check({ a, b }, responses) {
        expectOneRemoval(responses);
        const active = await app.orm.em.fork().count(UserSchema, { role: 'admin', isActive: true, id: { $in: [a.user.id, b.user.id] } });
        expect(active).toBe(1);
      },
    });
  });

  test('a suspension and a deletion of each other at once: an active administrator is left', async ({ app }) => {
    await race({
      rounds: 3,
      setup: async () => {
        const [a, b] = [await signedIn(app, 'admin'), await signedIn(app, 'admin')];
        await app.orm.em.fork().nativeUpdate(UserSchema, { role: 'admin', id: { $nin: [a.user.id, b.user.id] } }, { isActive: false });
        return { a, b };
      },
      contenders: [
        ({ a, b }) => call(a.agent, adminContract.endpoints.suspendUser, { params: { id: b.user.id }, body: { suspend: true, reason: 'Coup attempt' } }),
        ({ a, b }) => call(b.agent, adminContract.endpoints.deleteUser, { params: { id: a.user.id } }),
      ],
      async check({ a, b }, responses) {
        expectOneRemoval(responses);
        const active = await app.orm.em.fork().count(UserSchema, { role: 'admin', isActive: true, id: { $in: [a.user.id, b.user.id] } });
        expect(active).toBe(1);
      },
    });
  });
});
