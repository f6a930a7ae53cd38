import { vi } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { marriageInterestSchema, marriageProfileListSchema, marriageProfileSchema, myMarriageInterestsSchema, type MarriageProfile } from '#shared/marriage/schemas.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { uploadPhoto } from '../store/store.test-support.ts';
import { MarriageProfileSchema } from './marriage.entity.ts';
import { pay } from '../payments/payments.test-support.ts';
import { approvedProfile, createProfile, profileBody } from './marriage.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

// Photos of marriage profiles (docs/decisions/163): private uploads, seen by the owner and the admin always, by
// members as the owner chose (every member, or only after an accepted interest), by guests never — in the JSON
// and by object URL alike, and for no longer than the acceptance lasts.

const get = async (agent: TestAgent, id: string): Promise<MarriageProfile> => {
  const res = await call(agent, marriageContract.endpoints.detail, { params: { id } });
  expect(res.status, res.text).toBe(200);
  return marriageProfileSchema.parse(res.body);
};
/** Status of every variant URL of `paths` for `agent` (one status when all agree). */
const objectStatus = async (agent: TestAgent, paths: string[]) => {
  const statuses = new Set<number>();
  for (const path of paths) for (const file of ['', '/320.webp', '/960.webp', '/full.webp']) statuses.add((await agent.get(`${path}${file}`)).status);
  return [...statuses].join(',');
};
/** A member with an approved profile of `gender` who sends interest in `to`; returns the interest id. */
async function interestFrom(agent: TestAgent, admin: TestAgent, to: string): Promise<string> {
  await approvedProfile(agent, admin, { gender: 'male', name: 'Arun Rajendran' });
  const res = await call(agent, marriageContract.endpoints.sendInterest, { params: { id: to }, body: {} });
  expect(res.status, res.text).toBe(201);
  return marriageInterestSchema.parse(res.body).id;
}

describe('profile photos: who sees them (decision 163)', () => {
  test('only after acceptance: guest, member, accepted member, owner and admin — JSON and object URL; a withdrawal stops it at once', async ({ app, member: owner, otherMember: suitor, admin, guest }) => {
    const [main, second] = [await uploadPhoto(owner.agent, 800, 1000), await uploadPhoto(owner.agent, 1000, 800)];
    const paths = [main.objectPath, second.objectPath];
    const profile = await approvedProfile(owner.agent, admin.agent, { photos: paths, photoVisibility: 'accepted' });
    expect(profile.photos.map((p) => p.objectPath)).toEqual(paths);

    // The owner and the admin see them; the object URLs answer them and are never cached by anyone on the way.
    expect((await get(owner.agent, profile.id)).photos.map((p) => p.objectPath)).toEqual(paths);
    expect((await get(admin.agent, profile.id)).photos).toHaveLength(2);
    const own = await owner.agent.get(`${main.objectPath}/320.webp`);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(await objectStatus(admin.agent, paths)).toBe('200');

    // A guest and a member without an accepted interest: no photo in any answer, the reason instead, 404 by URL.
    const bystander = await signedIn(app);
    for (const [who, agent, note] of [['guest', guest, 'log_in'], ['member', suitor.agent, 'after_acceptance'], ['bystander', bystander.agent, 'after_acceptance']] as const) {
      const seen = await get(agent, profile.id);
      expect(seen, who).toMatchObject({ photos: [], photoCount: 2, photosNote: note });
      const listed = marriageProfileListSchema.parse((await call(agent, marriageContract.endpoints.list, { query: { limit: 100 } })).body).items.find((p) => p.id === profile.id)!;
      expect(listed, who).toMatchObject({ photos: [], photoCount: 2, photosNote: note });
      expect(JSON.stringify(listed) + JSON.stringify(seen), who).not.toContain(main.objectPath);
      expect(await objectStatus(agent, paths), who).toBe('404');
    }

    // The suitor sends interest; pending is not enough; accepted opens the photos, in the list and by URL.
    const interestId = await interestFrom(suitor.agent, admin.agent, profile.id);
    expect(await objectStatus(suitor.agent, paths)).toBe('404');
    expect((await call(owner.agent, marriageContract.endpoints.respondInterest, { params: { id: interestId }, body: { decision: 'accept' } })).status).toBe(200);
    expect((await get(suitor.agent, profile.id)).photos.map((p) => p.objectPath)).toEqual(paths);
    const listed = marriageProfileListSchema.parse((await call(suitor.agent, marriageContract.endpoints.list, { query: { limit: 100 } })).body).items.find((p) => p.id === profile.id)!;
    expect(listed).toMatchObject({ photosNote: null, photoCount: 2 });
    expect(listed.photos[0]!.variants.w320).toMatchObject({ url: `${main.objectPath}/320.webp`, width: 320, height: 400 });
    const allowed = await suitor.agent.get(`${main.objectPath}/960.webp`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers['cache-control']).toBe('private, no-store');
    expect(await objectStatus(bystander.agent, paths)).toBe('404');
    expect(await objectStatus(guest, paths)).toBe('404');

    // The owner takes the acceptance back: the very next request is refused, JSON and URL.
    const withdrawn = await call(owner.agent, marriageContract.endpoints.withdrawInterest, { params: { id: interestId }, body: {} });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(marriageInterestSchema.parse(withdrawn.body).status).toBe('withdrawn');
    expect(await objectStatus(suitor.agent, paths)).toBe('404');
    expect(await get(suitor.agent, profile.id)).toMatchObject({ photos: [], photosNote: 'after_acceptance' });
    expect((await call(owner.agent, marriageContract.endpoints.withdrawInterest, { params: { id: interestId }, body: {} })).status).toBe(409);
  });

  test('the sender withdrawing an accepted interest loses the photos too; a hidden or suspended owner\'s photos stop for members', async ({ app, member: owner, otherMember: suitor, admin }) => {
    const photo = await uploadPhoto(owner.agent);
    const profile = await approvedProfile(owner.agent, admin.agent, { photos: [photo.objectPath] });
    const interestId = await interestFrom(suitor.agent, admin.agent, profile.id);
    await call(owner.agent, marriageContract.endpoints.respondInterest, { params: { id: interestId }, body: { decision: 'accept' } });
    expect(await objectStatus(suitor.agent, [photo.objectPath])).toBe('200');
    await call(owner.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { hidden: true } });
    expect(await objectStatus(suitor.agent, [photo.objectPath])).toBe('404');
    expect(await objectStatus(owner.agent, [photo.objectPath])).toBe('200');
    await call(owner.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { hidden: false } });
    expect(await objectStatus(suitor.agent, [photo.objectPath])).toBe('200');
    // The owner suspended by the admin: the photos are gone for members at once, back on unsuspension (decision 165).
    await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: owner.user.id }, body: { suspend: true, reason: 'Checking reports' } });
    expect(await objectStatus(suitor.agent, [photo.objectPath])).toBe('404');
    expect(await objectStatus(admin.agent, [photo.objectPath])).toBe('200');
    await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: owner.user.id }, body: { suspend: false } });
    expect(await objectStatus(suitor.agent, [photo.objectPath])).toBe('200');
    // A third member cannot withdraw someone else's interest (404), the sender can.
    expect((await call((await signedIn(app)).agent, marriageContract.endpoints.withdrawInterest, { params: { id: interestId }, body: {} })).status).toBe(404);
    expect((await call(suitor.agent, marriageContract.endpoints.withdrawInterest, { params: { id: interestId }, body: {} })).status).toBe(200);
    expect(await objectStatus(suitor.agent, [photo.objectPath])).toBe('404');
    // Withdrawn is final for the pair: no second interest.
    expect((await call(suitor.agent, marriageContract.endpoints.sendInterest, { params: { id: profile.id }, body: {} })).status).toBe(409);
  });

  test('visible to all members: every signed-in member sees them, a guest never', async ({ app, member: owner, admin, guest }) => {
    const photo = await uploadPhoto(owner.agent);
    const profile = await approvedProfile(owner.agent, admin.agent, { photos: [photo.objectPath], photoVisibility: 'members' });
    const someone = await signedIn(app);
    expect(await get(someone.agent, profile.id)).toMatchObject({ photoVisibility: 'members', photosNote: null, photoCount: 1 });
    expect(await objectStatus(someone.agent, [photo.objectPath])).toBe('200');
    expect(await get(guest, profile.id)).toMatchObject({ photos: [], photosNote: 'log_in' });
    expect(await objectStatus(guest, [photo.objectPath])).toBe('404');
    // Switching to "after acceptance" applies at once and does not send the profile back to review.
    const switched = await call(owner.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { photoVisibility: 'accepted' } });
    expect(marriageProfileSchema.parse(switched.body)).toMatchObject({ status: 'approved', photoVisibility: 'accepted' });
    expect(await objectStatus(someone.agent, [photo.objectPath])).toBe('404');
  });
});

describe('profile photos: order, main photo, delete, abuse (decision 163)', () => {
  test('reorder (main first) and remove keep the approval; a new photo goes back to review; removed and deleted photos are gone', async ({ member: owner, admin }) => {
    const [a, b, c] = [await uploadPhoto(owner.agent), await uploadPhoto(owner.agent), await uploadPhoto(owner.agent)];
    const profile = await approvedProfile(owner.agent, admin.agent, { photos: [a.objectPath, b.objectPath], photoVisibility: 'members' });
    const reordered = marriageProfileSchema.parse((await call(owner.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { photos: [b.objectPath, a.objectPath] } })).body);
    expect(reordered).toMatchObject({ status: 'approved' });
    expect(reordered.photos.map((p) => p.objectPath)).toEqual([b.objectPath, a.objectPath]);
    const removed = marriageProfileSchema.parse((await call(owner.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { photos: [b.objectPath] } })).body);
    expect(removed).toMatchObject({ status: 'approved', photoCount: 1 });
    expect(await objectStatus(owner.agent, [a.objectPath])).toBe('404');
    const added = marriageProfileSchema.parse((await call(owner.agent, marriageContract.endpoints.update, { params: { id: profile.id }, body: { photos: [b.objectPath, c.objectPath] } })).body);
    expect(added).toMatchObject({ status: 'pending', photoCount: 2 });
    expect((await call(owner.agent, marriageContract.endpoints.remove, { params: { id: profile.id } })).status).toBe(200);
    expect(await objectStatus(owner.agent, [b.objectPath, c.objectPath])).toBe('404');
    expect(await objectStatus(admin.agent, [b.objectPath, c.objectPath])).toBe('404');
  });

  test('another member\'s upload is 403, more than 6 photos 400, a path that is no upload 400 — nothing stored', async ({ app, member, otherMember }) => {
    const theirs = await uploadPhoto(otherMember.agent);
    const refused = await call(member.agent, marriageContract.endpoints.create, { body: { ...profileBody(), photos: [theirs.objectPath] } });
    expect(refused.status, refused.text).toBe(403);
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadPhoto(member.agent, 320, 320)));
    const tooMany = await call(member.agent, marriageContract.endpoints.create, { body: { ...profileBody(), photos: seven.map((i) => i.objectPath) } });
    expect(tooMany.status).toBe(400);
    expect(apiErrorSchema.parse(tooMany.body).fields?.photos).toContain(V.marriagePhotosTooMany);
    const notUpload = await call(member.agent, marriageContract.endpoints.create, { body: { ...profileBody(), photos: ['https://example.com/me.jpg'] } });
    expect(notUpload.status).toBe(400);
    expect(await app.orm.em.fork().count(MarriageProfileSchema, { owner: member.user.id })).toBe(0);
    // The other member's photo is still theirs alone (not attached by the refused request).
    expect(await objectStatus(member.agent, [theirs.objectPath])).toBe('404');
    const mine = await createProfile(member.agent, { photos: seven.slice(0, 6).map((i) => i.objectPath) });
    expect(mine.photoCount).toBe(6);
    const patched = await call(member.agent, marriageContract.endpoints.update, { params: { id: mine.id }, body: { photos: [...mine.photos.map((p) => p.objectPath), seven[6]!.objectPath] } });
    expect(patched.status).toBe(400);
  });
});

describe('after an accepted interest: contact details and the sender told in the app (decision 163)', () => {
  test('both sides: no acceptance → after_acceptance; accepted without paid access → pay_for_access; with it → phone and e-mail', async ({ app, member: owner, otherMember: suitor, admin, guest }) => {
    const profile = await approvedProfile(owner.agent, admin.agent);
    const interestId = await interestFrom(suitor.agent, admin.agent, profile.id);
    const suitorProfile = marriageProfileSchema.parse((await call(suitor.agent, marriageContract.endpoints.myProfile)).body);
    expect(await get(suitor.agent, profile.id)).toMatchObject({ contact: null, contactNote: 'after_acceptance' });
    expect(await get(guest, profile.id)).toMatchObject({ contact: null });
    expect(await get(owner.agent, profile.id)).toMatchObject({ contact: null, contactNote: null });

    await call(owner.agent, marriageContract.endpoints.respondInterest, { params: { id: interestId }, body: { decision: 'accept' } });
    // The sender sees the acceptance in the app: on their sent list and on the profile page.
    const sent = myMarriageInterestsSchema.parse((await call(suitor.agent, marriageContract.endpoints.myInterests)).body).sent;
    expect(sent.find((i) => i.id === interestId)).toMatchObject({ status: 'accepted', other: { profileId: profile.id } });
    expect(sent.find((i) => i.id === interestId)!.respondedAt).not.toBeNull();
    expect(await get(suitor.agent, profile.id)).toMatchObject({ interest: { status: 'accepted', direction: 'out' }, contact: null, contactNote: 'pay_for_access' });
    expect(await get(owner.agent, suitorProfile.id)).toMatchObject({ contact: null, contactNote: 'pay_for_access' });

    await pay(suitor.agent, 'monthly');
    expect(await get(suitor.agent, profile.id)).toMatchObject({ contact: { phoneNumber: owner.user.phoneNumber, email: owner.user.email }, contactNote: null });
    // The owner has not paid: still the next step, never the number.
    const ownerView = await call(owner.agent, marriageContract.endpoints.detail, { params: { id: suitorProfile.id } });
    expect(ownerView.body).toMatchObject({ contact: null, contactNote: 'pay_for_access' });
    expect(ownerView.text).not.toContain(suitor.user.email);
    // Lists never carry contact details.
    const listed = marriageProfileListSchema.parse((await call(suitor.agent, marriageContract.endpoints.list, { query: { limit: 100 } })).body).items.find((p) => p.id === profile.id)!;
    expect(listed).toMatchObject({ contact: null, contactNote: null });
    // A paying stranger without an accepted interest gets no contact either.
    const stranger = await signedIn(app);
    await pay(stranger.agent, 'monthly');
    expect(await get(stranger.agent, profile.id)).toMatchObject({ contact: null, contactNote: 'after_acceptance' });
    // Withdrawn: gone at once.
    await call(suitor.agent, marriageContract.endpoints.withdrawInterest, { params: { id: interestId }, body: {} });
    expect(await get(suitor.agent, profile.id)).toMatchObject({ contact: null, contactNote: 'after_acceptance' });
  });
});
