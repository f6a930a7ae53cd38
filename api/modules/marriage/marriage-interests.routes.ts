import { marriageContract } from '#shared/marriage/contract.ts';
import type { MarriageInterest as MarriageInterestBody } from '#shared/marriage/schemas.ts';
import { ageOn, serverToday } from '#shared/marriage/age.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { withQuota } from '../../http/rate-limit.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import type { User } from '../users/user.entity.ts';
import { MarriageInterestSchema, MarriageProfileSchema, MarriageReportSchema, type MarriageInterest, type MarriageProfile } from './marriage.entity.ts';
import { isoDateOf, presentProfile, toIso } from './marriage.presenter.ts';
import { loadProfilePhotos } from './marriage.photos.ts';
import { listProfilesForReview } from './marriage.repository.ts';
import { findOwnProfile, reportProfile, respondToInterest, reviewProfile, sendInterest, withdrawInterest } from './marriage.service.ts';

const endpoints = marriageContract.endpoints;

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
 * kept; decisions are audited and mailed to the owner. Method, path, access, schemas, statuses and headers are the
 * contract's (shared/marriage/contract.ts, decision 182): this file adds the handlers.
 */
export function marriageInterestRoutes({ clock, config, limits }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(endpoints.sendInterest, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        // Only interests sent count: a refused one (a duplicate, a hidden profile…) gives its point back.
        const interest = await withQuota(limits, [['marriageInterestAccount', user.id]], () => sendInterest(ctx.state.em, config, user, params.id, body.message));
        return presentInterest(interest, interest.toProfile as unknown as MarriageProfile, serverToday(clock.now()));
      },
    }),
    bindRoute(endpoints.myInterests, {
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
    bindRoute(endpoints.respondInterest, {
      async handler(ctx, { params, body }) {
        const interest = await respondToInterest(ctx.state.em, config, currentUser(ctx), params.id, body.decision, clock.now());
        return presentInterest(interest, interest.fromProfile as unknown as MarriageProfile, serverToday(clock.now()));
      },
    }),
    bindRoute(endpoints.withdrawInterest, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const interest = await withdrawInterest(ctx.state.em, user, params.id, clock.now());
        const other = interest.fromProfile.owner.id === user.id ? interest.toProfile : interest.fromProfile;
        return presentInterest(interest, other as unknown as MarriageProfile, serverToday(clock.now()));
      },
    }),
    bindRoute(endpoints.report, {
      async handler(ctx, { params, body }) {
        await reportProfile(ctx.state.em, currentUser(ctx), params.id, body.reason);
        return { message: 'Thank you. The administrator will look at this profile.' };
      },
    }),
    bindRoute(endpoints.adminList, {
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
    bindRoute(endpoints.review, {
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
