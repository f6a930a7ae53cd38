import { fillPath } from '#shared/contracts/contract.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { serverToday } from '#shared/marriage/age.ts';
import { currentUser } from '../../http/auth.ts';
import { idempotency } from '../../http/idempotency.ts';
import { loadOwned } from '../../http/ownership.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { searchViewerOf } from '../../lib/search/visible.ts';
import type { ModuleDeps } from '../module.ts';
import { loadContactAccess } from '../payments/entitlement.service.ts';
import { contactFor } from './marriage.contact.ts';
import { MarriageProfileSchema, type MarriageProfile } from './marriage.entity.ts';
import { loadProfilePhotos } from './marriage.photos.ts';
import { presentProfile } from './marriage.presenter.ts';
import { interestsWith, listPublicProfiles } from './marriage.repository.ts';
import { createProfile, deleteProfile, findOwnProfile, loadVisibleProfile, updateProfile } from './marriage.service.ts';

const NO_PROFILE = 'No such marriage profile';
const endpoints = marriageContract.endpoints;

/**
 * Marriage profiles (spec 001 §2 /marriage, §3, §5, §7; issue 16 items 1–2). Only approved, visible profiles are
 * listed or shown to others; a member has at most one profile; someone else's profile cannot be edited (404).
 * Method, path, access, schemas, statuses and headers are the contract's (shared/marriage/contract.ts, decision 182):
 * this file adds the handlers and their middleware.
 */
export function marriageProfileRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(endpoints.list, {
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const today = serverToday(clock.now());
        const page = await listPublicProfiles(em, query, today, searchViewerOf(user));
        const own = user ? await findOwnProfile(em, user.id) : null;
        const [interests, images] = await Promise.all([interestsWith(em, own?.id, page.items.map((p) => p.id)), loadProfilePhotos(em, page.items, user)]);
        return { items: page.items.map((p) => presentProfile(p, user, today, interests.get(p.id) ?? null, { images })), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.detail, {
      async handler(ctx, { params, user }) {
        const em = ctx.state.em;
        const profile = await loadVisibleProfile(em, params.id, user);
        const own = user ? await findOwnProfile(em, user.id) : null;
        const interest = (await interestsWith(em, own?.id, [profile.id])).get(profile.id) ?? null;
        const [images, access] = await Promise.all([loadProfilePhotos(em, [profile], user), loadContactAccess(em, user, clock.now())]);
        const contact = await contactFor(em, profile, user, interest?.status === 'accepted', access);
        return presentProfile(profile, user, serverToday(clock.now()), interest, { images, contact });
      },
    }),
    bindRoute(endpoints.myProfile, {
      async handler(ctx) {
        const user = currentUser(ctx);
        const profile = await findOwnProfile(ctx.state.em, user.id);
        if (!profile) {
          ctx.status = 204;
          return undefined;
        }
        return presentProfile(profile, user, serverToday(clock.now()), null, { images: await loadProfilePhotos(ctx.state.em, [profile], user) });
      },
    }),
    bindRoute(endpoints.create, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        const profile = await createProfile(ctx.state.em, user, body);
        ctx.set('Location', fillPath(endpoints.detail.path, { id: profile.id }));
        return presentProfile(profile, user, serverToday(clock.now()), null, { images: await loadProfilePhotos(ctx.state.em, [profile], user) });
      },
    }),
    bindRoute(endpoints.update, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const profile = await loadOwned<MarriageProfile>(ctx.state.em, MarriageProfileSchema, { id: params.id }, user, { message: NO_PROFILE });
        await updateProfile(ctx.state.em, profile, body);
        return presentProfile(profile, user, serverToday(clock.now()), null, { images: await loadProfilePhotos(ctx.state.em, [profile], user) });
      },
    }),
    bindRoute(endpoints.remove, {
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const profile = await loadOwned<MarriageProfile>(ctx.state.em, MarriageProfileSchema, { id: params.id }, user, { message: NO_PROFILE });
        await deleteProfile(ctx.state.em, profile);
        return { message: 'Marriage profile deleted' };
      },
    }),
  ];
}
