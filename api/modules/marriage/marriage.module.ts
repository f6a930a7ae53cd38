import { marriageContract } from '#shared/marriage/contract.ts';
import { marriageSamples } from '#shared/marriage/samples.ts';
import { defineModule } from '../module.ts';
import { marriageLimits } from './marriage.limits.ts';
import { registerObjectVisibility } from '../uploads/visibility.ts';
import { MarriageInterestSchema, MarriageProfileSchema, MarriageReportSchema } from './marriage.entity.ts';
import { marriageInterestRoutes } from './marriage-interests.routes.ts';
import { marriageProfileRoutes } from './marriage.routes.ts';
import { canSeeProfilePhoto, MARRIAGE_PHOTO_PURPOSE } from './marriage.photos.ts';
import { seedMarriage } from './marriage.seed.ts';

// Profile photos are private objects served only as the photo rule allows (docs/decisions/163).
registerObjectVisibility(MARRIAGE_PHOTO_PURPOSE, canSeeProfilePhoto);

/**
 * Marriage profiles (spec 001 marriage; issue 16): profiles approved by the administrator before anyone sees them,
 * browse filters in SQL, interest requests between approved profiles, reports and moderation, demo profiles;
 * private photos and contact details after an accepted interest (decision 163), option lists (decision 164).
 */
export const marriageModule = defineModule({
  name: 'marriage',
  contracts: [marriageContract],
  samples: [marriageSamples],
  limits: marriageLimits,
  entities: [MarriageProfileSchema, MarriageInterestSchema, MarriageReportSchema],
  routes: (deps) => [...marriageProfileRoutes(deps), ...marriageInterestRoutes(deps)],
  hideMemberContent: async (em, userId) => {
    await em.nativeUpdate(MarriageProfileSchema, { owner: userId }, { hidden: true });
  },
  seed: seedMarriage,
});
