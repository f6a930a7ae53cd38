import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import {
  adminMarriageListQuerySchema,
  adminMarriageProfileListSchema,
  marriageInterestSchema,
  marriageProfileSchema,
  myMarriageInterestsSchema,
  reportProfileBodySchema,
  respondInterestBodySchema,
  reviewMarriageProfileBodySchema,
  sendInterestBodySchema,
  type MarriageInterest as MarriageInterestBody,
} from '#shared/schemas/marriage.ts';
import { ageOn, serverToday } from '#shared/marriage/age.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import type { User } from '../users/user.entity.ts';
import { MarriageInterestSchema, MarriageProfileSchema, MarriageReportSchema, type MarriageInterest, type MarriageProfile } from './marriage.entity.ts';
import { isoDateOf, presentProfile, toIso } from './marriage.presenter.ts';
import { loadProfilePhotos } from './marriage.photos.ts';
import { listProfilesForReview } from './marriage.repository.ts';
import { findOwnProfile, reportProfile, respondToInterest, reviewProfile, sendInterest, withdrawInterest } from './marriage.service.ts';


/** An interest as its sender (`other` = the receiver) or receiver (`other` = the sender) sees it. */
function presentInterest(interest: MarriageInterest, other: MarriageProfile, today: string): MarriageInterestBody {
  return {
    id: interest.id,
    status: interest.status,
    message: interest.message ?? null,
    createdAt: toIso(interest.createdAt),
    respondedAt: interest.respondedAt ? toIso(interest.respondedAt) : null,
    other: { profileId: other.id, name: other.name, age: ageOn(isoDateOf(other.dateOfBirth as Date | string), today), city: other.city },
  };
}

/**
 * Interest requests, reports and moderation (issue 16 items 3 and 6). Sending needs one's own approved, visible
 * profile; one interest per ordered pair (unique key); 20 sent a day per member (refusals do not count). Reports and every admin decision are
 * kept; decisions are audited and mailed to the owner.
 */
export function marriageInterestRoutes({ clock, config, limits }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/marriage-profiles/:id/interests',
      errors: { 403: 'Your own profile is not approved and visible yet (`forbidden`)', 409: 'Interest already sent (`conflict`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
      access: 'member',
      summary: 'Express interest in a profile from one\'s own approved profile; the receiver is mailed',
      params: idParamSchema,
      body: sendInterestBodySchema,
      responses: { 201: marriageInterestSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        // Only interests sent count: a refused one (a duplicate, a hidden profile…) gives its point back.
        const interest = await withQuota(limits, [['marriageInterestAccount', user.id]], () => sendInterest(ctx.state.em, config, user, params.id, body.message));
        return presentInterest(interest, interest.toProfile as unknown as MarriageProfile, serverToday(clock.now()));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/my/marriage-interests',
      access: 'member',
      summary: 'Interests the caller\'s profile sent and received, newest first (at most 100 each)',
      responses: { 200: myMarriageInterestsSchema },
      async handler(ctx) {
        const em = ctx.state.em;
        const own = await findOwnProfile(em, currentUser(ctx).id);
        if (!own) return { sent: [], received: [] };
        const today = serverToday(clock.now());
        // Not with a suspended member's profile (decision 165).
        const [sent, received] = await Promise.all([
          em.find(MarriageInterestSchema, { fromProfile: own.id, ...activeOwner(null, 'toProfile.owner') }, { populate: ['toProfile'], orderBy: { createdAt: 'desc' }, limit: 100 }),
          em.find(MarriageInterestSchema, { toProfile: own.id, ...activeOwner(null, 'fromProfile.owner') }, { populate: ['fromProfile'], orderBy: { createdAt: 'desc' }, limit: 100 }),
        ]);
        return {
          sent: sent.map((i) => presentInterest(i, i.toProfile as unknown as MarriageProfile, today)),
          received: received.map((i) => presentInterest(i, i.fromProfile as unknown as MarriageProfile, today)),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/marriage-interests/:id/respond',
      errors: { 409: 'Already accepted or declined (`interest_already_accepted`, `interest_already_declined` with `currentStatus`)' },
      access: 'member',
      summary: 'Accept or decline an interest one\'s profile received (the sender is mailed on acceptance)',
      params: idParamSchema,
      body: respondInterestBodySchema,
      responses: { 200: marriageInterestSchema },
      async handler(ctx, { params, body }) {
        const interest = await respondToInterest(ctx.state.em, config, currentUser(ctx), params.id, body.decision, clock.now());
        return presentInterest(interest, interest.fromProfile as unknown as MarriageProfile, serverToday(clock.now()));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/marriage-interests/:id/withdraw',
      errors: { 409: 'Changed meanwhile (`status_changed` with `currentStatus`)' },
      access: 'member',
      summary: 'Take an interest back: its sender (pending or accepted) or its receiver (an acceptance they gave)',
      description: 'Photos shared only after acceptance and the contact details stop at once, also by object URL (docs/decisions/163). 409 `status_changed` with `currentStatus` when it can no longer be withdrawn.',
      params: idParamSchema,
      responses: { 200: marriageInterestSchema },
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const interest = await withdrawInterest(ctx.state.em, user, params.id, clock.now());
        const other = interest.fromProfile.owner.id === user.id ? interest.toProfile : interest.fromProfile;
        return presentInterest(interest, other as unknown as MarriageProfile, serverToday(clock.now()));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/marriage-profiles/:id/report',
      errors: { 409: 'Already reported (`conflict`)' },
      access: 'member',
      summary: 'Report a profile to the administrator (once per member and profile)',
      params: idParamSchema,
      body: reportProfileBodySchema,
      responses: { 201: messageSchema },
      async handler(ctx, { params, body }) {
        await reportProfile(ctx.state.em, currentUser(ctx), params.id, body.reason);
        return { message: 'Thank you. The administrator will look at this profile.' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/marriage-profiles',
      access: 'admin',
      summary: 'Marriage profiles by status (pending first by default) or those members reported, newest first',
      query: adminMarriageListQuerySchema,
      responses: { 200: adminMarriageProfileListSchema },
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const page = await listProfilesForReview(em, query);
        const ids = page.items.map((p) => p.id);
        const [owners, reports, images] = await Promise.all([
          em.find(MarriageProfileSchema, { id: { $in: ids } }, { populate: ['owner'], fields: ['id', 'owner.email'] }),
          em.find(MarriageReportSchema, { profile: { $in: ids } }, { orderBy: { createdAt: 'desc' } }),
          // The admin reviews the photos too (decision 163).
          loadProfilePhotos(em, page.items, user),
        ]);
        const emails = new Map(owners.map((p) => [p.id, (p.owner as unknown as User).email]));
        const today = serverToday(clock.now());
        return {
          items: page.items.map((p) => ({
            ...presentProfile(p, user, today, null, { images }),
            ownerEmail: emails.get(p.id) ?? '',
            reports: reports.filter((r) => r.profile.id === p.id).map((r) => ({ reason: r.reason, createdAt: toIso(r.createdAt) })),
          })),
          nextCursor: page.nextCursor,
          total: page.total,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/marriage-profiles/:id/review',
      errors: { 409: 'Changed meanwhile (`status_changed` with `currentStatus`)' },
      access: 'admin',
      summary: 'Approve, reject with a reason (mailed), hide or unhide a marriage profile; audited',
      params: idParamSchema,
      body: reviewMarriageProfileBodySchema,
      responses: { 200: marriageProfileSchema },
      async handler(ctx, { params, body }) {
        const admin = currentUser(ctx);
        const em = ctx.state.em;
        const profile = await em.findOne(MarriageProfileSchema, { id: params.id }, { populate: ['owner'] });
        if (!profile) throw notFound('No such marriage profile');
        const owner = profile.owner as unknown as User;
        await reviewProfile(em, config, profile, body, clock.now());
        await audit(em, `marriage_profile_${body.decision === 'approve' ? 'approved' : body.decision === 'reject' ? 'rejected' : body.decision === 'hide' ? 'hidden' : 'unhidden'}`, {
          userId: admin.id,
          ip: ctx.ip,
          details: { profileId: profile.id, ownerId: owner.id, ...('reason' in body && body.reason ? { reason: body.reason } : {}) },
        });
        return presentProfile(profile, admin, serverToday(clock.now()), null, { images: await loadProfilePhotos(em, [profile], admin) });
      },
    }),
  ];
}
