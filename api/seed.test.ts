import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';
import { DEMO_MEMBER_EMAIL, seedDemoData } from './seed.ts';
import { UserSchema } from './modules/users/user.entity.ts';
import { TaxiRequestSchema } from './modules/taxi/taxi-request.entity.ts';
import { verifyPassword } from './modules/users/users.service.ts';
import { MarriageProfileSchema } from './modules/marriage/marriage.entity.ts';
import { DEMO_PROFILES } from './modules/marriage/marriage.seed-data.ts';
import { DEMO_TEACHERS } from './modules/education/education.seed-data.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from './test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the admin, a demo member and ten taxi requests on a fresh database, with one-time passwords', async () => {
    const { createdAccounts } = await seedDemoData(t.orm.em.fork(), { adminEmail: 'boss@example.org' });
    expect(createdAccounts.map((a) => [a.email, a.role])).toEqual([
      ['boss@example.org', 'admin'],
      [DEMO_MEMBER_EMAIL, 'member'],
    ]);
    const em = t.orm.em.fork();
    const admin = await em.findOneOrFail(UserSchema, { email: 'boss@example.org' }, { populate: ['passwordHash'] });
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, createdAccounts[0]!.password)).toBe(true);
    expect(createdAccounts[0]!.password).not.toBe(createdAccounts[1]!.password);
    expect(await em.count(TaxiRequestSchema, {})).toBe(10);

    const res = await call(t.agent(), taxiContract.endpoints.list);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(10);
  });

  it('is idempotent: a second start creates nothing and prints no password', async () => {
    const again = await seedDemoData(t.orm.em.fork(), { adminEmail: 'boss@example.org' });
    expect(again.createdAccounts).toEqual([]);
    const em = t.orm.em.fork();
    // The admin, the demo member and the owners of the demo marriage profiles (one profile per member; nobody
    // knows their passwords, so none is printed).
    expect(await em.count(UserSchema, {})).toBe(2 + DEMO_PROFILES.length + DEMO_TEACHERS.length);
    expect(await em.count(TaxiRequestSchema, {})).toBe(10);
    expect(await em.count(MarriageProfileSchema, { status: 'approved' })).toBe(DEMO_PROFILES.length);
  });

  it('restores the admin role of the ADMIN_EMAIL account', async () => {
    const em = t.orm.em.fork();
    const admin = await em.findOneOrFail(UserSchema, { email: 'boss@example.org' });
    admin.role = 'member';
    await em.flush();
    await seedDemoData(t.orm.em.fork(), { adminEmail: 'boss@example.org' });
    expect((await t.orm.em.fork().findOneOrFail(UserSchema, { email: 'boss@example.org' })).role).toBe('admin');
  });
});
