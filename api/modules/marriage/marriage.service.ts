import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { MarriageProfileInput, MarriageProfileUpdate, ReviewMarriageProfileBody } from '#shared/marriage/schemas.ts';
import type { AppConfig } from '../../config.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { attachUploads, deleteObjects, syncAttachments } from '../uploads/attachments.service.ts';
import type { User } from '../users/user.entity.ts';
import { MarriageInterestSchema, MarriageProfileSchema, MarriageReportSchema, type MarriageInterest, type MarriageProfile } from './marriage.entity.ts';
import { interestAcceptedMail, newInterestMail, profileReviewMail } from './marriage.mail.ts';
import { MARRIAGE_PHOTO_PURPOSE } from './marriage.photos.ts';
import { isPublicProfile } from './marriage.presenter.ts';

const NO_PROFILE = 'No such marriage profile';

/** Where a profile's photos are attached: private objects checked by the marriage photo rule (decision 163). */
const photoTarget = (profileId: string) => ({ purpose: MARRIAGE_PHOTO_PURPOSE, ref: profileId, private: true, field: 'photos' });

/** The words of an `other` education or occupation are kept only with `other` (decision 164). */
function dropUnusedOther(fields: Partial<Pick<MarriageProfile, 'education' | 'educationOther' | 'occupation' | 'occupationOther'>>): void {
  if (fields.education !== undefined && fields.education !== 'other') fields.educationOther = null;
  if (fields.occupation !== undefined && fields.occupation !== 'other') fields.occupationOther = null;
}

/**
 * Creates `owner`'s profile, pending review (issue 16 items 1, 6), with its photos attached in the same unit of work
 * (decision 163). One per member: the unique key on the owner decides, so two concurrent creates make one row.
 * @throws HttpError 409 `conflict` when the member already has a profile (or a photo is used elsewhere); 403 for a
 *   photo another member uploaded; 400 for a path that is not a ready upload — nothing is stored then.
 */
export async function createProfile(em: EntityManager, owner: User, input: MarriageProfileInput): Promise<MarriageProfile> {
  const { photos, ...fields } = input;
  dropUnusedOther(fields);
  const profile = em.create(MarriageProfileSchema, { ...fields, educationOther: fields.educationOther ?? null, occupationOther: fields.occupationOther ?? null, photos: [], owner, status: 'pending', hidden: false, rejectionReason: null, reviewedAt: null });
  profile.photos = (await attachUploads(em, owner.id, photos, photoTarget(profile.id))).map((image) => image.objectPath);
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      em.clear();
      throw conflict('You already have a marriage profile. Edit it instead.');
    }
    throw err;
  }
  return profile;
}

/**
 * Applies an owner's edit. `hidden` alone takes the profile off (or back on) the list at once; any other change
 * sends an approved or rejected profile back to review (nothing public before approval) — except the photos'
 * visibility and a photo list that only reorders or removes photos (a new photo is reviewed; decision 163). New
 * `photos` replace the list: new uploads (the owner's own, also when the admin edits) are attached, dropped ones
 * deleted. The
 * return to `pending` is written after the new text, whatever status was read: an approval that landed between
 * this request's read and its write is undone, and one that comes later finds a newer `updatedAt` than the version
 * its reviewer saw and is refused (see {@link reviewProfile}; decision 160).
 */
export async function updateProfile(em: EntityManager, profile: MarriageProfile, body: MarriageProfileUpdate): Promise<void> {
  const { hidden, photos, photoVisibility, ...fields } = body;
  dropUnusedOther(fields);
  const changed = Object.entries(fields).filter(([, value]) => value !== undefined);
  em.assign(profile, Object.fromEntries(changed));
  if (hidden !== undefined) profile.hidden = hidden;
  if (photoVisibility !== undefined) profile.photoVisibility = photoVisibility;
  let newPhoto = false;
  if (photos !== undefined) {
    const before = new Set(profile.photos);
    profile.photos = (await syncAttachments(em, profile.owner.id, photos, photoTarget(profile.id))).map((image) => image.objectPath);
    newPhoto = profile.photos.some((path) => !before.has(path));
  }
  await em.flush();
  if (changed.length > 0 || newPhoto) {
    await em.nativeUpdate(MarriageProfileSchema, { id: profile.id, status: { $ne: 'pending' } }, { status: 'pending', rejectionReason: null });
    await em.refresh(profile);
  }
}

/**
 * Applies an administrator's review of `profile` as loaded. Approve and reject are transitions
 * (decision 160): one conditional UPDATE on the status *and the version read* (`updatedAt`), so two reviews of one
 * profile at once make one decision and one mail, and an owner's edit saved meanwhile is never approved unseen.
 * Approving an approved profile (or rejecting a rejected one with the same reason) changes nothing and mails no one.
 * Hide and unhide set the flag (the review decision is kept).
 * @throws HttpError 409 `status_changed` (with `currentStatus`) when the profile changed since it was read.
 */
export async function reviewProfile(em: EntityManager, config: Pick<AppConfig, 'publicUrl'>, profile: MarriageProfile, body: ReviewMarriageProfileBody, now: Date): Promise<void> {
  const owner = profile.owner as unknown as User;
  if (body.decision === 'hide' || body.decision === 'unhide') {
    profile.hidden = body.decision === 'hide';
    profile.reviewedAt = now;
    await em.flush();
    return;
  }
  const target = body.decision === 'approve' ? 'approved' : 'rejected';
  const reason = body.decision === 'reject' ? body.reason : null;
  if (profile.status === target && (profile.rejectionReason ?? null) === reason) return;
  const moved = await transition(em, MarriageProfileSchema, {
    where: { id: profile.id, updatedAt: profile.updatedAt },
    field: 'status',
    from: [profile.status],
    set: { status: target, rejectionReason: reason, reviewedAt: now },
    effects(tx) {
      queueMail(tx, profileReviewMail(config, owner.email, body.decision === 'approve' ? { approved: true } : { approved: false, reason: reason! }));
    },
  });
  await em.refresh(profile);
  // The same decision made at the same moment by another request is this one's answer too (one mail, from it).
  const same = profile.status === target && (profile.rejectionReason ?? null) === reason;
  if (!moved && !same) throw statusConflict(profile.status, `This profile was changed meanwhile and is now ${profile.status}; reload it before deciding`);
}

/** Deletes a profile with its interests and reports (cascade) and marks its photos deleted, in one flush. */
export async function deleteProfile(em: EntityManager, profile: MarriageProfile): Promise<void> {
  await deleteObjects(em, { purpose: MARRIAGE_PHOTO_PURPOSE, ref: profile.id });
  em.remove(profile);
  await em.flush();
}

/** The caller's own profile, or null. */
export const findOwnProfile = (em: EntityManager, userId: string) => em.findOne(MarriageProfileSchema, { owner: userId });

/**
 * Loads a profile `viewer` may see: a public one, or their own, or any for the admin; a suspended member's only for
 * the admin (decision 165).
 * @throws HttpError 404 otherwise (a hidden or pending profile looks like a missing one).
 */
export async function loadVisibleProfile(em: EntityManager, id: string, viewer: Pick<User, 'id' | 'role'> | undefined): Promise<MarriageProfile> {
  const profile = await em.findOne(MarriageProfileSchema, { id, ...activeOwner(viewer) });
  if (!profile || !(isPublicProfile(profile) || viewer?.role === 'admin' || viewer?.id === profile.owner.id)) throw notFound(NO_PROFILE);
  return profile;
}

/**
 * Sends an interest from `sender`'s own approved profile to the public profile `toId` (issue 16 item 3), and mails
 * the receiver. One per ordered pair: INSERT … ON CONFLICT DO NOTHING on the unique key, so concurrent duplicates
 * make one row.
 * @throws 403 without an own approved, visible profile; 404 for a profile that is not public; 400 to oneself;
 *   409 when this interest was already sent.
 */
export async function sendInterest(em: EntityManager, config: Pick<AppConfig, 'publicUrl'>, sender: User, toId: string, message: string | null): Promise<MarriageInterest> {
  const target = await em.findOne(MarriageProfileSchema, { id: toId, ...activeOwner(null) }, { populate: ['owner'] });
  if (!target || !isPublicProfile(target)) throw notFound(NO_PROFILE);
  const own = await findOwnProfile(em, sender.id);
  if (!own || !isPublicProfile(own)) throw forbidden('Your own marriage profile must be approved and visible before you send interest');
  if (target.id === own.id) throw badRequest('You cannot send interest to your own profile');
  const id = crypto.randomUUID();
  const now = new Date();
  const res = await (em as SqlEntityManager)
    .createQueryBuilder(MarriageInterestSchema)
    .insert({ id, fromProfile: own.id, toProfile: target.id, status: 'pending', message, respondedAt: null, createdAt: now, updatedAt: now } as never)
    .onConflict(['fromProfile', 'toProfile'] as never)
    .ignore()
    .execute('run');
  if (!res.affectedRows) throw conflict('You have already sent interest to this profile');
  queueMail(em, newInterestMail(config, (target.owner as unknown as User).email, own.name));
  await em.flush();
  return em.findOneOrFail(MarriageInterestSchema, { id }, { populate: ['fromProfile', 'toProfile'] });
}

/**
 * The receiver accepts or declines a pending interest; the sender is mailed on acceptance. One
 * conditional UPDATE (`… WHERE id = ? AND status = 'pending'`) decides, so of an accept and a decline sent at once
 * exactly one happens, and the mail goes out only for the one that did, in its transaction (decision 160).
 * @throws 404 unless `receiver` owns the receiving profile, or when the sender is suspended (decision 165);
 *   409 `interest_already_accepted` /
 *   `interest_already_declined` (with `currentStatus`) when it was already answered.
 */
export async function respondToInterest(em: EntityManager, config: Pick<AppConfig, 'publicUrl'>, receiver: User, interestId: string, decision: 'accept' | 'decline', now: Date): Promise<MarriageInterest> {
  const interest = await em.findOne(MarriageInterestSchema, { id: interestId, ...activeOwner(null, 'fromProfile.owner') }, { populate: ['fromProfile.owner', 'toProfile'] });
  if (!interest || interest.toProfile.owner.id !== receiver.id) throw notFound('No such interest request');
  const status = decision === 'accept' ? 'accepted' : 'declined';
  const moved = await transition(em, MarriageInterestSchema, {
    where: { id: interest.id },
    field: 'status',
    from: ['pending'],
    set: { status, respondedAt: now },
    effects(tx) {
      if (decision !== 'accept') return;
      const sender = interest.fromProfile.owner as unknown as User;
      queueMail(tx, interestAcceptedMail(config, sender.email, interest.toProfile.name, interest.toProfile.id));
    },
  });
  await em.refresh(interest, { populate: ['fromProfile', 'toProfile'] });
  if (!moved) {
    throw interest.status === 'accepted'
      ? statusConflict('accepted', 'This interest request was already accepted', 'interest_already_accepted')
      : statusConflict(interest.status, 'This interest request was already declined', 'interest_already_declined');
  }
  return interest;
}

/**
 * Takes an interest back (decision 163): its sender withdraws a pending or accepted one, its receiver an acceptance
 * they gave. One conditional UPDATE to `withdrawn` decides (decision 160); photos shared "after acceptance" and the
 * contact details stop with the next request. Final for the pair, as a decline is (decision 131).
 * @throws 404 unless `member` owns one of the two profiles; 409 `status_changed` (with `currentStatus`) when the
 *   interest is no longer in a state `member` may withdraw (already declined or withdrawn, or still pending for the
 *   receiver, who declines instead).
 */
export async function withdrawInterest(em: EntityManager, member: User, interestId: string, now: Date): Promise<MarriageInterest> {
  const interest = await em.findOne(MarriageInterestSchema, { id: interestId }, { populate: ['fromProfile', 'toProfile'] });
  const sender = interest?.fromProfile.owner.id === member.id;
  if (!interest || !(sender || interest.toProfile.owner.id === member.id)) throw notFound('No such interest request');
  const moved = await transition(em, MarriageInterestSchema, {
    where: { id: interest.id },
    field: 'status',
    from: sender ? ['pending', 'accepted'] : ['accepted'],
    set: { status: 'withdrawn', respondedAt: now },
  });
  await em.refresh(interest, { populate: ['fromProfile', 'toProfile'] });
  if (!moved) throw statusConflict(interest.status, `This interest request is ${interest.status} and cannot be withdrawn`);
  return interest;
}

/**
 * A member reports a public profile (issue 16 item 6); one report per member and profile (a repeat is 409).
 * @throws 404 for a profile that is not public; 400 for one's own.
 */
export async function reportProfile(em: EntityManager, reporter: User, profileId: string, reason: string): Promise<void> {
  const profile = await em.findOne(MarriageProfileSchema, { id: profileId, ...activeOwner(null) });
  if (!profile || !isPublicProfile(profile)) throw notFound(NO_PROFILE);
  if (profile.owner.id === reporter.id) throw badRequest('You cannot report your own profile');
  em.create(MarriageReportSchema, { profile, reporter, reason });
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      em.clear();
      throw conflict('You have already reported this profile');
    }
    throw err;
  }
}
