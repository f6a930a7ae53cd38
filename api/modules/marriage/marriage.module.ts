import { defineModule } from '../module.ts';
import { MarriageInterestSchema, MarriageProfileSchema, MarriageReportSchema } from './marriage.entity.ts';
import { marriageInterestRoutes } from './marriage-interests.routes.ts';
import { marriageProfileRoutes } from './marriage.routes.ts';
import { seedMarriage } from './marriage.seed.ts';

/**
 * Marriage profiles (spec 001 marriage; issue 16): profiles approved by the administrator before anyone sees them,
 * browse filters in SQL, interest requests between approved profiles, reports and moderation, demo profiles.
 */
export const marriageModule = defineModule({
  name: 'marriage',
  entities: [MarriageProfileSchema, MarriageInterestSchema, MarriageReportSchema],
  routes: (deps) => [...marriageProfileRoutes(deps), ...marriageInterestRoutes(deps)],
  hideMemberContent: async (em, userId) => {
    await em.nativeUpdate(MarriageProfileSchema, { owner: userId }, { hidden: true });
  },
  seed: seedMarriage,
});
