import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicStatsSchema, type PublicStats } from '#shared/stats/schemas.ts';
import { authContract } from '#shared/auth/contract.ts';
import { statsContract } from '#shared/stats/contract.ts';
import { wheelContract } from '#shared/wheel/contract.ts';
import { call } from '../../test/call.ts';
import { insertTaxiRequests, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertProfile } from '../marriage/marriage.test-support.ts';
import { MarriageProfileSchema } from '../marriage/marriage.entity.ts';

let now = new Date('2026-11-25T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
});
afterAll(() => t.close());

const read = async (): Promise<PublicStats> => {
  const res = await call(t.agent(), statsContract.endpoints.public);
  expect(res.status, res.text).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  return publicStatsSchema.parse(res.body);
};
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

describe('GET /api/stats/public (spec 000 §1 home statistics; issue 19 item 7)', () => {
  it('counts real rows, reads them once a minute, and leaves out deactivated members and hidden listings', async () => {
    const before = await read();
    const member = await signedIn(t);
    const other = await signedIn(t);
    await insertTaxiRequests(t, member.user, 2);
    await insertTaxiRequests(t, member.user, 1, () => ({ isApproved: false }));
    const approved = await insertProfile(t, member.user);
    await insertProfile(t, other.user); // pending: not public
    const em = t.orm.em.fork();
    await em.nativeUpdate(MarriageProfileSchema, { id: approved }, { status: 'approved' } as never);
    expect((await call(other.agent, wheelContract.endpoints.spin)).status).toBe(200);

    expect(await read()).toEqual(before); // the same reading within 60 s
    later(61);
    const after = await read();
    expect(after.communityMembers - before.communityMembers).toBe(2);
    expect(after.activeUsers - before.activeUsers).toBe(2);
    expect(after.totalProfiles - before.totalProfiles).toBe(1);
    expect(after.servicesOffered - before.servicesOffered).toBe(2);
    expect(after.participantsToday - before.participantsToday).toBe(1);
    expect(after.generatedAt).toBe(now.toISOString());

    expect((await call(other.agent, authContract.endpoints.deleteAccount)).status).toBe(200);
    later(61);
    const gone = await read();
    expect(gone.communityMembers).toBe(after.communityMembers - 1);
    expect(gone.activeUsers).toBe(after.activeUsers - 1);
  });

  it('today is the London day: the next day starts with no wheel participants', async () => {
    later(24 * 60 * 60);
    expect((await read()).participantsToday).toBe(0);
  });
});
