import type TestAgent from 'supertest/lib/agent.js';
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { marriageProfileListSchema, marriageProfileSchema } from '#shared/marriage/schemas.ts';
import { serverToday, yearsBefore } from '#shared/marriage/age.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { MarriageProfileSchema } from './marriage.entity.ts';
import { approvedProfile, createProfile, profileBody } from './marriage.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

const list = async (agent: TestAgent, query: Record<string, string | number> = {}) => {
  const res = await call(agent, marriageContract.endpoints.list, { query });
  expect(res.status, res.text).toBe(200);
  return marriageProfileListSchema.parse(res.body);
};

describe('marriage profiles: create and review (issue 16 items 1, 6)', () => {
  test('a member without a profile gets 204 and no body from /api/my/marriage-profile (no 404 in the browser console)', async ({ otherMember }) => {
    const none = await call(otherMember.agent, marriageContract.endpoints.myProfile);
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
  });

  test('a new profile waits for review: 201 pending, not listed, 404 to others; after approval it is listed', async ({ app, member, otherMember, admin, guest }) => {
    const created = await createProfile(member.agent, { name: 'Nila Tharmalingam', city: 'Jaffna-Test-A' });
    expect(created).toMatchObject({ status: 'pending', hidden: false, isMine: true, age: 28 });
    expect((await list(guest, { city: 'Jaffna-Test-A' })).items).toEqual([]);
    expect((await call(otherMember.agent, marriageContract.endpoints.detail, { params: { id: created.id } })).status).toBe(404);
    expect((await call(member.agent, marriageContract.endpoints.detail, { params: { id: created.id } })).status).toBe(200);
    expect(marriageProfileSchema.parse((await call(member.agent, marriageContract.endpoints.myProfile)).body).id).toBe(created.id);

    const queue = await call(admin.agent, marriageContract.endpoints.adminList, { query: { status: 'pending' } });
    expect(queue.status).toBe(200);
    expect((queue.body as { items: { id: string; ownerEmail: string }[] }).items.find((p) => p.id === created.id)?.ownerEmail).toBe(member.user.email);
    expect((await call(admin.agent, marriageContract.endpoints.review, { params: { id: created.id }, body: { decision: 'approve' } })).status).toBe(200);

    const page = await list(guest, { city: 'jaffna-test-a' });
    expect(page.items.map((p) => p.id)).toEqual([created.id]);
    // Guests see the first name and the surname's initial, never the date of birth or the moderation fields.
    expect(page.items[0]).toMatchObject({ name: 'Nila T.', dateOfBirth: null, status: null, hidden: null, isMine: false });
    expect((await list(otherMember.agent, { city: 'jaffna-test-a' })).items[0]!.name).toBe('Nila Tharmalingam');
    await app.jobs.runUntilIdle();
    expect((await app.mailer.listOutbox()).some((m) => m.to === member.user.email && m.subject.includes('approved'))).toBe(true);
  });

  test('a rejection carries its reason to the owner (mail and profile); an edit sends it back to review', async ({ app, member, admin }) => {
    const created = await createProfile(member.agent);
    const rejected = await call(admin.agent, marriageContract.endpoints.review, { params: { id: created.id }, body: { decision: 'reject', reason: 'Please write about yourself in your own words' } });
    expect(rejected.status).toBe(200);
    const own = marriageProfileSchema.parse((await call(member.agent, marriageContract.endpoints.myProfile)).body);
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: 'Please write about yourself in your own words' });
    const edited = await call(member.agent, marriageContract.endpoints.update, { params: { id: created.id }, body: { aboutMe: 'I grew up in Toronto and teach music to children on Saturdays.' } });
    expect(marriageProfileSchema.parse(edited.body)).toMatchObject({ status: 'pending', rejectionReason: null });
    await app.jobs.runUntilIdle();
    expect((await app.mailer.listOutbox()).find((m) => m.to === member.user.email && m.subject.includes('needs changes'))?.text).toContain('in your own words');
  });

  test('one profile per member: a second is 409, ten concurrent creates make one row', async ({ app }) => {
    const person = await signedIn(app);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(person.agent, marriageContract.endpoints.create).set('Idempotency-Key', randomUUID()).send(profileBody())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(apiErrorSchema.parse(results.find((r) => r.status === 409)!.body).code).toBe('conflict');
    expect(await app.orm.em.fork().count(MarriageProfileSchema, { owner: person.user.id })).toBe(1);
  });

  test('under 18, a future date, a missing field or a wrong enum → 400 naming the field; nothing stored', async ({ app }) => {
    const person = await signedIn(app);
    const today = serverToday(new Date());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dateOfBirth: yearsBefore(today, 17) }, 'dateOfBirth', V.marriageUnder18],
      [{ dateOfBirth: '2026-02-30' }, 'dateOfBirth', V.dateInvalid],
      [{ gender: 'other' }, 'gender', V.marriageGenderRequired],
      [{ diet: 'pescatarian' }, 'diet', V.marriageDietRequired],
      [{ heightCm: 20 }, 'heightCm', V.marriageHeightInvalid],
      [{ star: 'sirius' }, 'star', V.marriageStarInvalid],
      [{ aboutMe: 'short' }, 'aboutMe', V.marriageAboutTooShort],
      [{ managedBy: 'uncle' }, 'managedBy', V.marriageManagerRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(person.agent, marriageContract.endpoints.create, { body: { ...profileBody(), ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(apiErrorSchema.parse(res.body).fields?.[field], JSON.stringify(change)).toContain(message);
    }
    expect(await app.orm.em.fork().count(MarriageProfileSchema, { owner: person.user.id })).toBe(0);
  });

  test('someone else cannot edit or delete a profile (404); its owner can hide it at once and show it again', async ({ member, otherMember, admin, guest }) => {
    const profile = await approvedProfile(member.agent, admin.agent, { city: 'Hide-Test-City' });
    expect((await call(otherMember.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { hidden: true } })).status).toBe(404);
    expect((await call(otherMember.agent, marriageContract.endpoints.remove, { params: { id: profile.id } })).status).toBe(404);
    const hidden = await call(member.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { hidden: true } });
    expect(marriageProfileSchema.parse(hidden.body)).toMatchObject({ hidden: true, status: 'approved' });
    expect((await list(guest, { city: 'Hide-Test-City' })).items).toEqual([]);
    expect((await call(guest, marriageContract.endpoints.detail, { params: { id: profile.id } })).status).toBe(404);
    await call(member.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { hidden: false } });
    expect((await list(guest, { city: 'Hide-Test-City' })).items).toHaveLength(1);
    expect((await call(member.agent, marriageContract.endpoints.remove, { params: { id: profile.id } })).status).toBe(200);
    expect((await call(guest, marriageContract.endpoints.detail, { params: { id: profile.id } })).status).toBe(404);
  });
});

describe('GET /api/marriage-profiles filters (spec 001 §5, §7)', () => {
  test('gender, age range (on birth dates), city, caste, education and occupation options (decision 164), diet and search combine', async ({ app, admin, guest }) => {
    const tag = `Filter${Date.now()}`;
    const people = await Promise.all(Array.from({ length: 4 }, () => signedIn(app)));
    const [a, b, c, d] = await Promise.all([
      approvedProfile(people[0]!.agent, admin.agent, { age: 24, gender: 'female', city: `${tag} Toronto`, diet: 'vegan', occupation: 'other', occupationOther: 'Registered nurse' }),
      approvedProfile(people[1]!.agent, admin.agent, { age: 30, gender: 'female', city: `${tag} Toronto`, education: 'professional', caste: 'Vellalar' }),
      approvedProfile(people[2]!.agent, admin.agent, { age: 35, gender: 'male', city: `${tag} London`, occupation: 'teacher' }),
      approvedProfile(people[3]!.agent, admin.agent, { age: 18, gender: 'male', city: `${tag} London`, name: 'Senthil Murugan' }),
    ]);
    const ids = async (q: Record<string, string | number>) => (await list(guest, { city: tag, ...q })).items.map((p) => p.id).sort();
    expect(await ids({ gender: 'female' })).toEqual([a!.id, b!.id].sort());
    expect(await ids({ ageMin: 24, ageMax: 30 })).toEqual([a!.id, b!.id].sort());
    expect(await ids({ ageMin: 30 })).toEqual([b!.id, c!.id].sort());
    expect(await ids({ ageMax: 18 })).toEqual([d!.id]);
    expect(await ids({ diet: 'vegan' })).toEqual([a!.id]);
    expect(await ids({ education: 'professional' })).toEqual([b!.id]);
    expect(await ids({ education: 'post_graduate' })).toEqual([a!.id, c!.id, d!.id].sort());
    expect(await ids({ caste: 'vella' })).toEqual([b!.id]);
    expect(await ids({ occupation: 'teacher' })).toEqual([c!.id]);
    expect(await ids({ occupation: 'other' })).toEqual([a!.id]);
    // The words of an `other` occupation are searched; the option ids are filters, not search text.
    expect(await ids({ search: 'nurse' })).toEqual([a!.id]);
    expect(await ids({ search: 'senthil' })).toEqual([d!.id]);
    expect((await list(guest, { city: tag })).total).toBe(4);
  });

  test('ageMin > ageMax, ages that are not whole numbers 18–99, a bad gender or a bad cursor → 400 with the field', async ({ guest }) => {
    const cases: [string, string, string][] = [
      ['ageMin=40&ageMax=30', 'ageMin', V.marriageAgeRange],
      ['ageMin=abc', 'ageMin', V.marriageAgeInvalid],
      ['ageMax=17', 'ageMax', V.marriageAgeInvalid],
      ['ageMin=25.5', 'ageMin', V.marriageAgeInvalid],
      ['gender=x', 'gender', V.marriageGenderRequired],
      ['education=MBBS', 'education', V.marriageEducationRequired],
      ['occupation=Accountant', 'occupation', V.marriageOccupationRequired],
      ['cursor=nonsense', 'cursor', V.cursorInvalid],
    ];
    for (const [query, field, message] of cases) {
      const res = await call(guest, marriageContract.endpoints.list).query(query);
      expect(res.status, query).toBe(400);
      expect(apiErrorSchema.parse(res.body).fields?.[field], query).toContain(message);
    }
  });
});
