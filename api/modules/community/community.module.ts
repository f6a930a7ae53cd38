import { COMMUNITY_CONTACT_TYPES } from '#shared/community/constants.ts';
import { communityContract } from '#shared/community/contract.ts';
import { communitySamples } from '#shared/community/samples.ts';
import { defineModule } from '../module.ts';
import { contactSourcesOf } from '../payments/contact-sources.ts';
import { communityLimits } from './community.limits.ts';
import { CommunityPostSchema } from './community.entity.ts';
import { findOpenPost } from './community.repository.ts';
import { communityRoutes } from './community.routes.ts';
import { seedCommunity } from './community.seed.ts';

/**
 * Community sharing (spec 000 §1 community sharing; issue 19 item 5): members' offers (free items, help, lifts) and
 * requests with photos (uploads service), Tamil-aware search, the `community` contact source (an open post's number
 * behind paid contact access, decided by payments' one entitlement rule) and a few demo posts.
 */
export const communityModule = defineModule({
  name: 'community',
  contracts: [communityContract],
  samples: [communitySamples],
  limits: communityLimits,
  entities: [CommunityPostSchema],
  routes: communityRoutes,
  contactSources: contactSourcesOf(COMMUNITY_CONTACT_TYPES, {
    community: async (em, id) => {
      const post = await findOpenPost(em, id);
      return post ? { ownerId: post.owner.id, contactNumber: post.contactPhone } : null;
    },
  }),
  // A deleted member's open posts close (closed posts leave the list and their number can no longer be bought).
  hideMemberContent: async (em, userId) => {
    await em.nativeUpdate(CommunityPostSchema, { owner: userId, status: 'open' }, { status: 'closed' });
  },
  seed: seedCommunity,
});
