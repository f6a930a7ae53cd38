import { idParamSchema, messageSchema } from '#shared/schemas/common.ts';
import {
  createMarriageProfileBodySchema,
  marriageProfileListQuerySchema,
  marriageProfileListSchema,
  marriageProfileSchema,
  updateMarriageProfileBodySchema,
} from '#shared/schemas/marriage.ts';
import { serverToday } from '#shared/marriage/age.ts';
import { currentUser } from '../../http/auth.ts';
import { idempotency } from '../../http/idempotency.ts';
import { loadOwned } from '../../http/ownership.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
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

/**
 * Marriage profiles (spec 001 §2 /marriage, §3, §5, §7; issue 16 items 1–2). Only approved, visible profiles are
 * listed or shown to others; a member has at most one profile; someone else's profile cannot be edited (404).
 */
export function marriageProfileRoutes({ orm, clock }: ModuleDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/marriage-profiles',
      access: 'public',
      summary: 'Approved marriage profiles, newest first (keyset pages), with the browse filters of spec 001 §5',
      description: 'Ages are whole years on today\'s date (UTC), compared as birth dates in SQL. Guests see first names and surname initials only, and `search` matches only that (never the full surname). `photos` lists only what the viewer may see (docs/decisions/163); `contact` is always null here.',
      query: marriageProfileListQuerySchema,
      responses: { 200: marriageProfileListSchema },
      async handler(ctx, { query, user }) {
        const em = ctx.state.em;
        const today = serverToday(clock.now());
        const page = await listPublicProfiles(em, query, today, searchViewerOf(user));
        const own = user ? await findOwnProfile(em, user.id) : null;
        const [interests, images] = await Promise.all([interestsWith(em, own?.id, page.items.map((p) => p.id)), loadProfilePhotos(em, page.items, user)]);
        return { items: page.items.map((p) => presentProfile(p, user, today, interests.get(p.id) ?? null, { images })), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/marriage-profiles/:id',
      access: 'public',
      summary: 'One marriage profile (public ones; the owner and the admin also see it while pending or hidden)',
      description: 'With the photos the viewer may see and, after an accepted interest and with paid contact access, the owner\'s phone and e-mail (`contact`; else `contactNote` says the next step; docs/decisions/163).',
      params: idParamSchema,
      responses: { 200: marriageProfileSchema },
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
    defineRoute({
      method: 'GET',
      path: '/api/my/marriage-profile',
      access: 'member',
      summary: "The caller's own marriage profile in any status (204 when they have none: a 404 is logged by browsers as an error)",
      responses: { 200: marriageProfileSchema, 204: null },
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
    defineRoute({
      method: 'POST',
      path: '/api/marriage-profiles',
      location: true,
      errors: { 403: 'A photo uploaded by someone else (`forbidden`)', 409: 'You already have a profile, or a photo is already used elsewhere (`conflict`)' },
      access: 'member',
      summary: 'Create the caller\'s marriage profile (18 or older; one per member); it waits for an admin\'s approval',
      body: createMarriageProfileBodySchema,
      idempotent: true,
      use: [idempotency(orm)],
      responses: { 201: marriageProfileSchema },
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        const profile = await createProfile(ctx.state.em, user, body);
        ctx.set('Location', `/api/marriage-profiles/${profile.id}`);
        return presentProfile(profile, user, serverToday(clock.now()), null, { images: await loadProfilePhotos(ctx.state.em, [profile], user) });
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/marriage-profiles/:id',
      errors: { 403: 'A photo uploaded by someone else (`forbidden`)', 409: 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)' },
      access: 'owner',
      summary: 'Edit one\'s profile (back to review), or hide / show it at once with `hidden`',
      params: idParamSchema,
      body: updateMarriageProfileBodySchema,
      responses: { 200: marriageProfileSchema },
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const profile = await loadOwned<MarriageProfile>(ctx.state.em, MarriageProfileSchema, { id: params.id }, user, { message: NO_PROFILE });
        await updateProfile(ctx.state.em, profile, body);
        return presentProfile(profile, user, serverToday(clock.now()), null, { images: await loadProfilePhotos(ctx.state.em, [profile], user) });
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/marriage-profiles/:id',
      access: 'owner',
      summary: 'Delete one\'s profile with its interests, reports and photos (its owner or the admin)',
      params: idParamSchema,
      responses: { 200: messageSchema },
      async handler(ctx, { params }) {
        const user = currentUser(ctx);
        const profile = await loadOwned<MarriageProfile>(ctx.state.em, MarriageProfileSchema, { id: params.id }, user, { message: NO_PROFILE });
        await deleteProfile(ctx.state.em, profile);
        return { message: 'Marriage profile deleted' };
      },
    }),
  ];
}
